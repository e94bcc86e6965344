/**
 * api/lib/pdf-writer.ts `wrap`: lines break at spaces, and a word wider than the line (a
 * digest, a base64 value in a signed data object's rendering) is cut so no line overflows.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFontkit } from '../../../api/lib/fontkit.js';
import { loadPdfFonts, wrap } from '../../../api/lib/pdf-writer.js';

async function font() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(await pdfFontkit());
  return doc.embedFont(loadPdfFonts(process.cwd()).regular, { subset: true });
}

describe('wrap', () => {
  it('breaks at spaces and keeps every line within the width, cutting an over-long word', async () => {
    const f = await font();
    const word = 'ab'.repeat(120);
    const lines = wrap(`Parašas ${word} galioja`, f, 9, 200);
    expect(lines[0]).toBe('Parašas');
    expect(lines.join('')).toBe(`Parašas${word}galioja`);
    for (const line of lines) expect(f.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(200);
    expect(wrap('trumpas tekstas', f, 9, 200)).toEqual(['trumpas tekstas']);
  });
});
