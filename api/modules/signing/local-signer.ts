/**
 * The built-in signing provider: an ASiC-E container (asic.ts) signed with the user's own
 * ECDSA P-256 key (keys.ts), generated on first use. Verification never trusts the container
 * for the key: the key is looked up by its fingerprint among the keys this server issued.
 */
import { sign as ecSign, verify as ecVerify } from 'node:crypto';
import { buildContainer, ContainerError, openContainer } from './asic.js';
import { keyPairOf, publicKeyOf } from './keys.js';
import type { SigningProvider } from './provider.js';

export const localSigner: SigningProvider = {
  id: 'local',

  async sign(db, request) {
    const key = await keyPairOf(db, request.signer.userId, request.at);
    return buildContainer({
      keyFingerprint: key.fingerprint,
      signerName: request.signer.name,
      signedAt: request.at,
      data: request.content,
      sign: (signedInfo) => ecSign('sha256', signedInfo, { key: key.privateKey, dsaEncoding: 'ieee-p1363' }),
    });
  },

  async verify(db, container) {
    let opened;
    try {
      opened = openContainer(container);
    } catch (error) {
      if (error instanceof ContainerError) return { valid: false, reason: error.reason };
      throw error;
    }
    const key = await publicKeyOf(db, opened.keyFingerprint);
    if (!key) return { valid: false, reason: 'unknown_key' };
    const ok = ecVerify('sha256', opened.signedInfo, { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, opened.signatureValue);
    if (!ok) return { valid: false, reason: 'bad_signature' };
    return { valid: true, signerUserId: key.userId, signerName: opened.signerName, signedAt: opened.signedAt, content: opened.data };
  },
};
