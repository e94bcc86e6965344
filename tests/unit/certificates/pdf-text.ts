/**
 * Reads the text back out of a PDF that pdf-lib wrote with embedded (Type0/Identity-H) fonts:
 * each page's content stream is inflated, every `<hex> Tj` is mapped through the ToUnicode
 * CMap of the font chosen by the last `Tf`. Enough for our certificates (one string per Tj);
 * not a general PDF text extractor.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

const decode = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

function cmapOf(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(src.toUpperCase(), utf16(dst));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(dst, 16);
      for (let c = parseInt(lo, 16); c <= parseInt(hi, 16); c++)
        map.set(c.toString(16).toUpperCase().padStart(lo.length, '0'), String.fromCodePoint(start + c - parseInt(lo, 16)));
    }
  }
  return map;
}

/** The text of every page, one string per page (text runs joined by newlines). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicode instanceof PDFRawStream ? cmapOf(decode(toUnicode)) : new Map());
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const ops = streams.map((s) => (s instanceof PDFRawStream ? decode(s) : '')).join('\n');
    const runs: string[] = [];
    let cmap = new Map<string, string>();
    for (const m of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) cmap = fonts.get(m[1]) ?? new Map();
      else runs.push((m[2].match(/.{4}/g) ?? []).map((g) => cmap.get(g.toUpperCase()) ?? '?').join(''));
    }
    return runs.join('\n');
  });
}
