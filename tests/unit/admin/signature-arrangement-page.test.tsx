// @vitest-environment jsdom
/**
 * /admin/pas-tvarkymas: the registry's sealing certificate and the trusted issuers; an issuer
 * is retired with a click, a certificate file is sent as its PEM text.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as SignatureArrangement } from '../../../src/features/admin/routes/signature-arrangement';
import { pageTestSetup, renderPage, json } from '../../helpers/page';

pageTestSetup(['admin']);

const SEAL = {
  subject: 'CN=Nekilnojamojo turto registras, C=LT',
  issuer: 'CN=Registro bandomoji šakninė CA, C=LT',
  serial: '01abcdef',
  notBefore: '2020-01-01T00:00:00.000Z',
  notAfter: '2046-11-20T10:00:00.000Z',
  fingerprint: 'ef'.repeat(32),
};
const ROOT = {
  id: 7,
  name: 'CN=Registro bandomoji šakninė CA, C=LT',
  fingerprint: '12'.repeat(32),
  notBefore: '2020-01-01T00:00:00.000Z',
  notAfter: '2056-11-20T10:00:00.000Z',
  active: true,
  testPki: true,
  addedAt: '2026-11-20T10:00:00.000Z',
};
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

function stubApi() {
  const fetch = vi.fn(async (url: string | URL, init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/pas-tvarkymas/seal')) return json(SEAL);
    if (path.endsWith('/pas-tvarkymas/trusted-issuers') && (init?.method ?? 'GET') === 'GET') return json({ items: [ROOT] });
    if (path.endsWith('/pas-tvarkymas/trusted-issuers/7')) return json({ ...ROOT, active: false });
    if (path.endsWith('/pas-tvarkymas/trusted-issuers')) return json({ ...ROOT, id: 8, testPki: false }, 201);
    return json({ message: 'errors.not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function openArrangement() {
  return renderPage('/admin/pas-tvarkymas', <SignatureArrangement />);
}

const bodyOf = (fetch: ReturnType<typeof stubApi>, method: string) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('/admin/pas-tvarkymas', () => {
  it("shows the sealing certificate's subject, serial, validity and fingerprint and the trusted issuers", async () => {
    stubApi();
    openArrangement();
    const seal = await screen.findByRole('region', { name: 'Registro antspaudo sertifikatas' });
    expect(await within(seal).findByText(SEAL.subject)).toBeTruthy();
    expect(within(seal).getByText(SEAL.serial)).toBeTruthy();
    expect(within(seal).getByText(SEAL.fingerprint)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Patikimi sertifikatų leidėjai' });
    expect(within(table).getByText(ROOT.fingerprint)).toBeTruthy();
    expect(within(table).getByText('Bandomosios PKI šakninis sertifikatas')).toBeTruthy();
  });

  it('retires an issuer with its button', async () => {
    const fetch = stubApi();
    openArrangement();
    fireEvent.click(await screen.findByRole('button', { name: `Atšaukti pasitikėjimą: ${ROOT.name}` }));
    await waitFor(() => expect(bodyOf(fetch, 'PUT')).toEqual({ active: false }));
  });

  it("sends an uploaded certificate file's PEM text", async () => {
    const fetch = stubApi();
    openArrangement();
    await screen.findByRole('table', { name: 'Patikimi sertifikatų leidėjai' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([PEM], 'ca.pem', { type: 'application/x-pem-file' })] } });
    await waitFor(() => expect(bodyOf(fetch, 'POST')).toEqual({ certificate: PEM }));
  });
});
