/**
 * Renders an extract as a PDF with the shared building blocks (api/lib/pdf-writer.ts): the
 * registry's heading, the extract's code and time, the entry's facts, parties, assets and
 * data, and on the first page a QR code of the verification address (qrcode → PNG, embedded).
 * Every page's foot carries the code, so a printed page can be checked too.
 */
import { once } from '../../lib/lazy.js';
import { A4, GREY, ISSUER, MARGIN, numberPages, openPdf, type PdfFonts } from '../../lib/pdf-writer.js';
import { roleTitle, type ExtractContent } from './content.js';

const QR_SIZE = 96;

/** qrcode, loaded at the first extract. */
const qrCode = once(async () => (await import('qrcode')).default);

/** The extract as PDF bytes. */
export async function renderExtractPdf(content: ExtractContent, fonts: PdfFonts): Promise<Uint8Array> {
  const title = 'Registro išrašas';
  const { doc, w } = await openPdf(fonts, {
    title: `${title} ${content.code}`,
    subject: content.entry.typeTitle,
    author: ISSUER,
    keywords: [content.code, content.entry.registryNumber ?? ''],
    at: new Date(content.generatedAt),
  });
  const qr = await doc.embedPng(await (await qrCode()).toBuffer(content.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 256 }));
  w.page.drawImage(qr, { x: A4[0] - MARGIN - QR_SIZE, y: A4[1] - MARGIN - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
  const textWidth = A4[0] - 2 * MARGIN - QR_SIZE - 10;
  w.text(ISSUER.toUpperCase(), { size: 9, color: GREY, gap: 8, width: textWidth });
  w.text(title, { size: 16, bold: true, gap: 4, width: textWidth });
  w.text(content.entry.typeTitle, { size: 11, gap: 2, width: textWidth });
  w.text(`Patikros kodas: ${content.code}`, { size: 10, bold: true, gap: 2, width: textWidth });
  w.text(`Patikrinti: ${content.verifyUrl}`, { size: 8, gap: 2, width: textWidth });
  w.text(`Suformuota: ${content.generatedAt.slice(0, 19).replace('T', ' ')} UTC`, { size: 9, gap: 10, width: textWidth });
  w.y = Math.min(w.y, A4[1] - MARGIN - QR_SIZE - 10);
  w.rule();
  w.field('Registro Nr.', content.entry.registryNumber ?? '—');
  w.field('Būsena', content.entry.status);
  w.field('Įregistruota', content.entry.registeredAt ? content.entry.registeredAt.slice(0, 10) : '—');
  w.y -= 6;
  if (content.parties.length > 0) {
    w.rule();
    w.text('Asmenys', { bold: true, gap: 4 });
    for (const p of content.parties) w.field(roleTitle(p.role), p.code ? `${p.name} (${p.code})` : p.name);
  }
  if (content.assets.length > 0) {
    w.rule();
    w.text('Turtas', { bold: true, gap: 4 });
    for (const a of content.assets) w.field(a.kind, a.identifier ?? '—');
  }
  w.rule();
  w.text('Įrašo duomenys', { bold: true, gap: 4 });
  for (const line of content.lines) w.field(line.path, line.value);
  w.y -= 8;
  w.text(
    `Išrašas atspindi registro duomenis suformavimo metu. Jo tikrumą galima patikrinti adresu ${content.verifyUrl}. Elektroninis išrašas saugomas iki ${content.keepUntil}.`,
    { size: 8, color: GREY },
  );
  numberPages(doc, w, content.code);
  return doc.save();
}
