/**
 * The destruction act as a PDF (shared writer: api/lib/pdf-writer.ts): its number and date,
 * who formed it, then every item to destroy with its registration number, status, retention
 * end and legal basis. A pure function of its input: the same act gives the same bytes.
 */
import { openPdf, numberPages, GREY, type PdfFonts } from '../../lib/pdf-writer.js';

const ISSUER = 'Sutarčių ir teisių suvaržymų registras';

export interface ActPdfContent {
  number: string;
  formedOn: string;
  formedBy: string;
  at: string;
  items: { documentId: number; typeTitle: string; registryNumber: string | null; status: string; retentionEnd: string; legalBasis: string }[];
}

export async function renderActPdf(content: ActPdfContent, fonts: PdfFonts): Promise<Uint8Array> {
  const title = 'Dokumentų naikinimo aktas';
  const { doc, w } = await openPdf(fonts, {
    title: `${title} Nr. ${content.number}`,
    subject: title,
    author: ISSUER,
    keywords: [content.number],
    at: new Date(content.at),
  });
  w.text(ISSUER.toUpperCase(), { size: 9, color: GREY, gap: 8 });
  w.text(title, { size: 16, bold: true, gap: 4 });
  w.text(`Nr. ${content.number}`, { size: 11, gap: 2 });
  w.text(`Data: ${content.formedOn}`, { size: 10, gap: 2 });
  w.text(`Sudarė: ${content.formedBy}`, { size: 10, gap: 10 });
  w.rule();
  w.text(`Naikinami registro objektai, kurių saugojimo terminas pasibaigė (${content.items.length}):`, { bold: true, gap: 6 });
  for (const item of content.items) {
    w.text(`${item.typeTitle} (ID ${item.documentId}${item.registryNumber ? `, reg. Nr. ${item.registryNumber}` : ''})`, { bold: true, size: 9 });
    w.text(`Būsena: ${item.status}; saugoti iki ${item.retentionEnd}. Pagrindas: ${item.legalBasis}`, { size: 9, gap: 4 });
  }
  w.rule();
  w.text('Aktas patvirtinamas archyvaro sprendimu; sunaikinus objektus, registre lieka tik jų žymė (ID, tipas, registracijos numeris, datos, akto numeris).', {
    size: 8,
    color: GREY,
  });
  numberPages(doc, w, content.number);
  return doc.save();
}
