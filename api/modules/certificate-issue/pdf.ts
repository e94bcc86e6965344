/**
 * Renders an issued certificate as a PDF (pdf-lib) with an embedded Unicode font (DejaVu
 * Sans, assets/fonts/, Bitstream Vera licence), so Lithuanian letters (ą č ę ė į š ų ū ž)
 * render as they are. A pure function of the content: the same content gives the same
 * pages. A4 portrait: the heading, number and date, the applicant and purpose, then the land
 * plots as a table; the land plot plan (pazyma-zemes-sklypas) adds one page per plot with a
 * schematic outline of its area. The document's metadata title is
 * "<type title> Nr. <number>".
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { hectares, type CertificateContent } from './content.js';
import type { PdfLabels } from './labels.js';
import { pdfFontkit } from '../../lib/fontkit.js';

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** Reads the embedded fonts from `<root>/assets/fonts`. */
export function loadPdfFonts(root: string): PdfFonts {
  const dir = path.join(root, 'assets', 'fonts');
  return { regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) };
}

const ISSUER = 'Nekilnojamojo turto registras';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);
const PURPOSES: Record<string, string> = { zemes_ukio: 'Žemės ūkio', misku_ukio: 'Miškų ūkio', kita: 'Kita' };

/** Splits text into lines no wider than `width` at `size` (at spaces; an over-long word stays whole). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** A cursor writing down the pages, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  ensure(height: number): void {
    if (this.y - height < MARGIN + 30) this.newPage();
  }
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    for (const line of wrap(text, font, size, opts.width ?? A4[0] - x - MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? rgb(0, 0, 0) });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 0;
  }
  field(label: string, value: string): void {
    this.ensure(18);
    const top = this.y;
    this.text(`${label}:`, { bold: true, width: 150 });
    const after = this.y;
    this.y = top;
    this.text(value, { x: MARGIN + 160 });
    this.y = Math.min(after, this.y) - 2;
  }
  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
    this.y -= 8;
  }
}

const COLUMNS = [
  { title: 'Unikalus Nr.', width: 85 },
  { title: 'Kadastro Nr.', width: 80 },
  { title: 'Adresas', width: 170 },
  { title: 'Plotas, ha', width: 60 },
  { title: 'Paskirtis', width: 60 },
  { title: 'Dalis', width: 40 },
];

function plotTable(w: Writer, content: CertificateContent): void {
  const header = () => {
    w.ensure(40);
    let x = MARGIN;
    const top = w.y;
    for (const c of COLUMNS) {
      w.y = top;
      w.text(c.title, { bold: true, size: 9, x, width: c.width - 4 });
      x += c.width;
    }
    w.y = top - 16;
    w.rule();
  };
  header();
  for (const p of content.plots) {
    const cells = [p.uniqueNumber, p.cadastralNumber, `${p.address}, ${p.municipality}`, hectares(p.areaM2), PURPOSES[p.purpose] ?? p.purpose, p.share];
    const lines = Math.max(...cells.map((c, i) => wrap(c, w.regular, 9, COLUMNS[i].width - 4).length));
    if (w.y - lines * 13 < MARGIN + 30) {
      w.newPage();
      header();
    }
    const top = w.y;
    let bottom = top;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      w.y = top;
      w.text(cell, { size: 9, x, width: COLUMNS[i].width - 4 });
      bottom = Math.min(bottom, w.y);
      x += COLUMNS[i].width;
    });
    w.y = bottom - 4;
  }
  const total = content.plots.reduce((sum, p) => sum + p.areaM2, 0);
  w.rule();
  w.text(`Iš viso sklypų: ${content.plots.length}; bendras plotas: ${hectares(total)} ha`, { bold: true, size: 9, gap: 6 });
}

/** One page per chosen plot: its data and a square of its area drawn to scale on the page. */
function planPages(w: Writer, content: CertificateContent): void {
  for (const p of content.plots) {
    w.newPage();
    w.text(`Žemės sklypo planas: ${p.cadastralNumber}`, { size: 13, bold: true, gap: 6 });
    w.field('Unikalus Nr.', p.uniqueNumber);
    w.field('Adresas', `${p.address}, ${p.municipality}`);
    w.field('Plotas', `${hectares(p.areaM2)} ha`);
    w.field('Paskirtis', PURPOSES[p.purpose] ?? p.purpose);
    w.y -= 10;
    // The stand-in register has no boundary coordinates: the plan is a square of the plot's
    // area at a scale that fits the page, with its side length written on it.
    const side = Math.sqrt(p.areaM2);
    const box = 300;
    const x = (A4[0] - box) / 2;
    const y = w.y - box - 10;
    w.page.drawRectangle({ x, y, width: box, height: box, borderColor: rgb(0, 0.4, 0.2), borderWidth: 1.5 });
    w.page.drawText(`≈ ${Math.round(side)} m`, { x: x + box / 2 - 20, y: y - 14, size: 9, font: w.regular });
    w.page.drawText(p.cadastralNumber, { x: x + box / 2 - 35, y: y + box / 2, size: 10, font: w.bold });
    w.y = y - 30;
    w.text(`Schema be mastelio: kvadratas, kurio plotas lygus sklypo plotui (kraštinė ≈ ${Math.round(side)} m). Ribų koordinatės registre nepateiktos.`, { size: 8, color: GREY });
  }
}

/**
 * The certificate as PDF bytes.
 * @param content what the certificate says (content.ts)
 * @param labels Lithuanian labels of the catalogue (type title, purpose values)
 * @param fonts the embedded fonts (loadPdfFonts)
 */
export async function renderCertificatePdf(content: CertificateContent, labels: PdfLabels, fonts: PdfFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(await pdfFontkit());
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const title = labels.typeTitle(content.typeId);
  const issued = new Date(content.issuedAt);
  doc.setTitle(`${title} Nr. ${content.number}`);
  doc.setSubject(title);
  doc.setAuthor(ISSUER);
  doc.setCreator(ISSUER);
  doc.setProducer(ISSUER);
  doc.setKeywords([content.number, content.typeId]);
  doc.setLanguage('lt-LT');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const w = new Writer(doc, regular, bold);
  w.text(ISSUER.toUpperCase(), { size: 9, color: GREY, gap: 8 });
  w.text(title, { size: 16, bold: true, gap: 4 });
  w.text(`Nr. ${content.number}`, { size: 11, gap: 2 });
  w.text(`Išdavimo data: ${content.issuedOn}`, { size: 10, gap: 10 });
  w.rule();
  w.field('Pareiškėjas', content.applicant.name);
  if (content.applicant.code) w.field('Kodas', content.applicant.code);
  const purpose = [labels.enumLabel(content.purpose.place), content.purpose.institution, content.purpose.description].filter(Boolean).join(' – ');
  w.field('Pažyma pateikiama', purpose);
  w.y -= 6;
  w.rule();
  if (content.plots.length === 0) {
    w.text('Pareiškėjo vardu registre tokių žemės sklypų neįregistruota.', { gap: 8 });
  } else {
    w.text('Žemės sklypai pagal Nekilnojamojo turto registro duomenis:', { bold: true, gap: 4 });
    plotTable(w, content);
  }
  w.text(`Pažyma suformuota automatiškai iš registro duomenų ${content.issuedOn}. Elektroninė pažyma saugoma iki ${content.keepUntil}.`, { size: 8, color: GREY });
  if (content.typeId === 'pazyma-zemes-sklypas') planPages(w, content);

  // Page numbers once every page exists.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(`${content.number} · ${i + 1} / ${pages.length}`, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: GREY });
  });
  return doc.save();
}
