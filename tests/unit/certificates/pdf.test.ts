import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { CertificateContent } from '../../../api/modules/certificate-issue/content.js';
import { loadPdfLabels } from '../../../api/modules/certificate-issue/labels.js';
import { loadPdfFonts, renderCertificatePdf } from '../../../api/modules/certificate-issue/pdf.js';
import { pdfText } from './pdf-text.js';

const labels = loadPdfLabels(process.cwd());
const fonts = loadPdfFonts(process.cwd());

const plot = (n: number, purpose: 'zemes_ukio' | 'misku_ukio' = 'zemes_ukio') => ({
  uniqueNumber: `4400-0001-000${n}`,
  cadastralNumber: `4400/0001:10${n}`,
  municipality: 'Kėdainių r. sav.',
  address: `Šėtos sen., Ąžuolų k. ${n}`,
  areaM2: 123_456 + n,
  purpose,
  share: '1/1',
  registeredOn: '2019-04-02',
  ownerCode: '38703181745',
});

const content = (over: Partial<CertificateContent> = {}): CertificateContent => ({
  typeId: 'pazyma-zemes-ukio',
  plans: false,
  number: 'NTR-2026-000007',
  issuedAt: '2026-11-20T10:00:00.000Z',
  issuedOn: '2026-11-20',
  keepUntil: '2026-12-20',
  applicant: { name: 'Jonas Petraitis', code: '38703181745' },
  purpose: { place: 'bankas' },
  plots: [plot(1), plot(2)],
  ...over,
});

describe('certificate PDF', () => {
  it('carries the title and number in its metadata and the Lithuanian text on the page', async () => {
    const bytes = await renderCertificatePdf(content(), labels, fonts);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Pažyma apie žemės ūkio paskirties žemę Nr. NTR-2026-000007');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const [text] = await pdfText(bytes);
    expect(text).toContain('Pažyma apie žemės ūkio paskirties žemę');
    expect(text).toContain('Nr. NTR-2026-000007');
    expect(text).toContain('Jonas Petraitis');
    expect(text).toContain('Bankas');
    expect(text).toContain('4400/0001:102');
    expect(text).toContain('Šėtos sen., Ąžuolų k. 1, Kėdainių r.');
    expect(text).toContain('12,3457');
    expect(text).toContain('saugoma iki 2026-12-20');
  });

  it('says so when the applicant holds no such plots', async () => {
    const [text] = await pdfText(await renderCertificatePdf(content({ plots: [] }), labels, fonts));
    expect(text).toContain('tokių žemės sklypų neįregistruota');
  });

  it('adds one plan page per chosen plot to a land plot plan', async () => {
    const bytes = await renderCertificatePdf(content({ typeId: 'pazyma-zemes-sklypas', plans: true, plots: [plot(1), plot(3)] }), labels, fonts);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('Žemės sklypo planas Nr. NTR-2026-000007');
    const pages = await pdfText(bytes);
    expect(pages[2]).toContain('Žemės sklypo planas: 4400/0001:103');
    expect(pages[2]).toContain('3 / 3');
  });

  it('continues a long table on further pages', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...plot(1), uniqueNumber: `4400-0002-${String(i).padStart(4, '0')}` }));
    const bytes = await renderCertificatePdf(content({ plots: many }), labels, fonts);
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('\n')).toContain('4400-0002-0079');
    expect(pages.at(-1)).toContain('Iš viso sklypų: 80');
  });
});
