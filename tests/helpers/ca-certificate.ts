/** Certificates of issuers the registry does not trust: a CA's own (PEM, for the trusted-issuers list) and a person's it issued. */
import { generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { PKI_EPOCH } from '../../api/modules/signing/pki/authority.js';
import { ECDSA_SHA256, peculiarX509, toWebPrivateKey, toWebPublicKey, type x509 } from '../../api/modules/signing/pki/x509.js';

const VALIDITY = { notBefore: new Date(PKI_EPOCH), notAfter: new Date('2040-01-01') };

async function selfSigned(name: string, ca: boolean): Promise<{ cert: x509.X509Certificate; keys: CryptoKeyPair }> {
  const x509 = await peculiarX509();
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const keys = { publicKey: await toWebPublicKey(publicKey), privateKey: await toWebPrivateKey(privateKey) };
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name,
    ...VALIDITY,
    keys,
    signingAlgorithm: ECDSA_SHA256,
    extensions: [new x509.BasicConstraintsExtension(ca, ca ? 0 : undefined, true)],
  });
  return { cert, keys };
}

/** A self-signed CA certificate of another issuer (PEM). */
export async function caCertificatePem(name: string, ca = true): Promise<string> {
  const { cert } = await selfSigned(name, ca);
  return new X509Certificate(Buffer.from(cert.rawData)).toString();
}

/** A person's certificate issued by a fresh CA ("CN=Kita CA") that no trusted list holds, with the person's private key. */
export async function untrustedCertificate(subject: x509.JsonName | string): Promise<{ cert: x509.X509Certificate; privateKey: KeyObject }> {
  const x509 = await peculiarX509();
  const ca = await selfSigned('CN=Kita CA', true);
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const cert = await x509.X509CertificateGenerator.create({
    subject,
    issuer: ca.cert.subject,
    ...VALIDITY,
    publicKey: await toWebPublicKey(publicKey),
    signingKey: ca.keys.privateKey,
    signingAlgorithm: ECDSA_SHA256,
  });
  return { cert, privateKey };
}
