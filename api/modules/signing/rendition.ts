/**
 * The human-readable rendering a signature covers next to the machine data: `dokumentas.pdf`,
 * an A4 PDF listing the signed data object field by field (dotted paths, values as written),
 * with the embedded DejaVu Sans (one font, subset: embedding is most of the signing time) so
 * Lithuanian letters render as they are; field paths are grey, values black. Page size,
 * margins, fonts and line wrapping are api/lib/pdf-writer.ts's.
 */
import { pdfFontkit } from '../../lib/fontkit.js';
import { A4, BLACK, GREY, loadPdfFonts, MARGIN, pdfLib, wrap, type PdfFonts, type Rgb } from '../../lib/pdf-writer.js';

const SIZE = 9;

let fonts: PdfFonts | undefined;

/** Every leaf of a JSON value as [dotted path, text]. */
export function fieldsOf(value: unknown, path = ''): [string, string][] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i + 1), v] as const) : Object.entries(value as Record<string, unknown>);
    return entries.flatMap(([k, v]) => fieldsOf(v, path ? `${path}.${k}` : k));
  }
  return [[path || '—', value === null ? '—' : String(value)]];
}

/**
 * The PDF of a signed data object (its canonical JSON bytes).
 * @param at the signing instant (the PDF's dates, so the same input gives the same bytes)
 */
export async function renderSignedDataPdf(content: Buffer, at: string, title: string): Promise<Buffer> {
  fonts ??= loadPdfFonts(process.cwd());
  const { PDFDocument, rgb } = await pdfLib();
  const doc = await PDFDocument.create();
  doc.registerFontkit(await pdfFontkit());
  const font = await doc.embedFont(fonts.regular, { subset: true });
  doc.setTitle(title);
  doc.setCreationDate(new Date(at));
  doc.setModificationDate(new Date(at));
  doc.setLanguage('lt-LT');
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, color: Rgb = BLACK, x = MARGIN, width = A4[0] - 2 * MARGIN) => {
    for (const piece of wrap(text, font, SIZE, width)) {
      if (y < MARGIN + SIZE) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(piece, { x, y: y - SIZE, size: SIZE, font, color: rgb(...color) });
      y -= SIZE + 4;
    }
  };
  page.drawText(title, { x: MARGIN, y: y - 14, size: 14, font });
  y -= 26;
  line(`Pasirašyta ${at}`);
  y -= 6;
  for (const [path, value] of fieldsOf(JSON.parse(content.toString('utf8')))) {
    line(path, GREY);
    line(value, BLACK, MARGIN + 12, A4[0] - 2 * MARGIN - 12);
  }
  return Buffer.from(await doc.save());
}
