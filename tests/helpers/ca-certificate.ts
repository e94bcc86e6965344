/** A self-signed CA certificate of another issuer (PEM), for the trusted-issuers list. */
import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { PKI_EPOCH } from '../../api/modules/signing/pki/authority.js';
import { ECDSA_SHA256, toWebPrivateKey, toWebPublicKey, x509 } from '../../api/modules/signing/pki/x509.js';

export async function caCertificatePem(name: string, ca = true): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const keys = { publicKey: await toWebPublicKey(publicKey), privateKey: await toWebPrivateKey(privateKey) };
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name,
    notBefore: new Date(PKI_EPOCH),
    notAfter: new Date('2040-01-01'),
    keys,
    signingAlgorithm: ECDSA_SHA256,
    extensions: [new x509.BasicConstraintsExtension(ca, ca ? 0 : undefined, true)],
  });
  return new X509Certificate(Buffer.from(cert.rawData)).toString();
}
