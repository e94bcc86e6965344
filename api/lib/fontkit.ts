/**
 * fontkit for pdf-lib, loaded on first use (evaluating it inflates its data tables, which
 * would weigh on the server's cold start), with each font parsed once per process: pdf-lib
 * asks fontkit to parse the font's bytes again for every document, which made a PDF with
 * the embedded DejaVu font cost about 110 ms instead of about 20 ms. A parsed font is only
 * read afterwards (each document makes its own subset), so sharing it is safe.
 */
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

let cached: Fontkit | undefined;

/** The fontkit to give `PDFDocument.registerFontkit`. */
export async function pdfFontkit(): Promise<Fontkit> {
  if (cached) return cached;
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
  cached = {
    create(data: Uint8Array, postscriptName?: string) {
      if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
      let font = parsed.get(data);
      if (!font) parsed.set(data, (font = fontkit.create(data)));
      return font;
    },
  };
  return cached;
}
