/**
 * Building PDFs (pdf-lib) with the embedded Unicode font (DejaVu Sans, assets/fonts/, Bitstream
 * Vera licence), so Lithuanian letters render as they are: A4 portrait pages written top down by
 * a `Writer`, metadata set once, page numbers at the end. Used by issued certificates
 * (api/modules/certificate-issue/pdf.ts) and destruction acts (api/modules/archive/act-pdf.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { pdfFontkit } from './fontkit.js';
import { commonJs, once } from './lazy.js';

/** pdf-lib, loaded at the first PDF (it is large: compiling and running it weighed on the cold start). */
export const pdfLib = once(() => commonJs(() => import('pdf-lib')));
export type PdfLib = Awaited<ReturnType<typeof pdfLib>>;

/** A colour as red, green, blue in 0–1; `Writer.color` makes pdf-lib's of it. */
export type Rgb = readonly [number, number, number];
export const BLACK: Rgb = [0, 0, 0];

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const fontsByDir = new Map<string, PdfFonts>();

/**
 * The embedded fonts of `<root>/assets/fonts`, read once per folder: every service gets the
 * same bytes, so fontkit parses each font once per process (fontkit.ts caches by the bytes).
 */
export function loadPdfFonts(root: string): PdfFonts {
  const dir = path.resolve(root, 'assets', 'fonts');
  let fonts = fontsByDir.get(dir);
  if (!fonts)
    fontsByDir.set(dir, (fonts = { regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) }));
  return fonts;
}

/** Who issues the registry's certificates and extracts: the author of their PDFs. */
export const ISSUER = 'Nekilnojamojo turto registras';
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const GREY: Rgb = [0.35, 0.35, 0.35];

/** Cuts a word wider than `width` into pieces that fit (a digest, a base64 value). */
function cut(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return [...pieces, piece];
}

/** Splits text into lines no wider than `width` at `size`: at spaces, and an over-long word is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const whole of text.split(/\s+/).filter(Boolean)) {
    const pieces = fits(whole) ? [whole] : cut(whole, fits);
    for (const word of pieces) {
      const next = line ? `${line} ${word}` : word;
      if (line && (!fits(next) || pieces.length > 1)) {
        lines.push(line);
        line = word;
      } else line = next;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** A cursor writing down the pages, starting a new page when one is full. */
export class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** pdf-lib's colour of `c`. */
  color(c: Rgb): RGB {
    return this.lib.rgb(c[0], c[1], c[2]);
  }
  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  ensure(height: number): void {
    if (this.y - height < MARGIN + 30) this.newPage();
  }
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: Rgb; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    for (const line of wrap(text, font, size, opts.width ?? A4[0] - x - MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: this.color(opts.color ?? BLACK) });
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
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: this.color(GREY) });
    this.y -= 8;
  }
}

export interface PdfMeta {
  title: string;
  subject: string;
  /** the issuing institution: author, creator and producer */
  author: string;
  keywords: string[];
  /** creation and modification date: the same content gives the same bytes */
  at: Date;
}

/** A new Lithuanian document with the fonts embedded and its metadata set, and a writer on its first page. */
export async function openPdf(fonts: PdfFonts, meta: PdfMeta): Promise<{ doc: PDFDocument; w: Writer }> {
  const lib = await pdfLib();
  const doc = await lib.PDFDocument.create();
  doc.registerFontkit(await pdfFontkit());
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  doc.setProducer(meta.author);
  doc.setKeywords(meta.keywords);
  doc.setLanguage('lt-LT');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  return { doc, w: new Writer(lib, doc, regular, bold) };
}

/** "<label> · page / pages" at the foot of every page, once every page exists. */
export function numberPages(doc: PDFDocument, w: Writer, label: string): void {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(`${label} · ${i + 1} / ${pages.length}`, { x: MARGIN, y: MARGIN / 2, size: 8, font: w.regular, color: w.color(GREY) });
  });
}
