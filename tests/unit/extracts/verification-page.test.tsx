// @vitest-environment jsdom
/**
 * The portal's /patikra/:code page (open route; API stubbed at fetch): an authentic extract
 * says so with the SHA-256 of what it certified and names the seal's signer and certificate;
 * a revoked seal certificate says so; an unknown code says it was not found.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { portalRoutes } from '../../../src/app/portal/routes';
import { renderApp } from '../app/render-app';
import { stubNtrApi } from '../ntr-services/ntr-api-stub';

const CODE = '7K3Q-M2ZD-XW9P-4HRT';
const SHA = 'ab'.repeat(32);
const SEAL = {
  galioja: true,
  priezastis: null,
  pasirase: 'Nekilnojamojo turto registras',
  laikas: '2026-11-20T10:00:00Z',
  subjektas: 'CN=Nekilnojamojo turto registras, O=Registras (bandomoji PKI), C=LT',
  isdavejas: 'CN=Registro bandomoji šakninė CA, O=Registras (bandomoji PKI), C=LT',
  serijosNr: '01a2b3c4d5',
  galiojaNuo: '2020-01-01T00:00:00Z',
  galiojaIki: '2046-11-20T10:00:00Z',
  patikimas: true,
  atsauktas: false,
};
type Seal = Omit<typeof SEAL, 'priezastis'> & { priezastis: string | null };
const verification = (seal: Seal | null) => ({
  kodas: CODE,
  autentiskas: true,
  priezastis: null,
  sha256: SHA,
  pateiktoSha256: null,
  registroNr: 'HIP-2026-000001',
  suformuota: '2026-11-20T10:00:00Z',
  saugomaIki: '2026-12-20',
  failasSaugomas: true,
  antspaudas: { pasirase: 'Nekilnojamojo turto registras', laikas: '2026-11-20T10:00:00Z' },
  antspaudoSertifikatas: seal,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/patikra/:code (portal)', () => {
  it('says an authentic extract is authentic and shows the digest it certified, without a session', async () => {
    const api = stubNtrApi();
    api.answer(`GET /sav/patikra/${CODE}`, { status: 200, body: verification(null) });
    await renderApp(portalRoutes, `/patikra/${CODE}`);
    expect(await screen.findByText('Išrašas autentiškas: jį išdavė registras ir jis nepakeistas.')).toBeTruthy();
    expect(screen.getByText(SHA)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Išrašo patikra' })).toBeTruthy();
  });

  it("names the seal's signer and certificate as the PDF's signature says: subject, issuer, serial, trusted, not revoked", async () => {
    stubNtrApi().answer(`GET /sav/patikra/${CODE}`, { status: 200, body: verification(SEAL) });
    await renderApp(portalRoutes, `/patikra/${CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Antspaudo sertifikatas' })).toBeTruthy();
    expect(screen.getByText('Antspaudas galioja: PDF failas nepakeistas, sertifikatą išdavė patikimas sertifikatų leidėjas ir jis neatšauktas.')).toBeTruthy();
    expect(screen.getByText(SEAL.subjektas)).toBeTruthy();
    expect(screen.getByText(SEAL.isdavejas)).toBeTruthy();
    expect(screen.getByText(SEAL.serijosNr)).toBeTruthy();
  });

  it('says when the seal certificate is revoked', async () => {
    stubNtrApi().answer(`GET /sav/patikra/${CODE}`, { status: 200, body: verification({ ...SEAL, galioja: false, priezastis: 'revoked', atsauktas: true }) });
    await renderApp(portalRoutes, `/patikra/${CODE}`);
    expect(await screen.findByText('Antspaudas negalioja: Parašo sertifikatas atšauktas.')).toBeTruthy();
  });

  it('says an unknown code was not found', async () => {
    stubNtrApi();
    await renderApp(portalRoutes, `/patikra/${CODE}`);
    expect(await screen.findByText('Išrašas su tokiu patikros kodu nerastas.')).toBeTruthy();
  });
});
