/**
 * The signature in a PDF's /ByteRange gap is read to the length its DER header gives
 * (api/modules/signing/pdf-seal.ts): a signature that itself ends in zero bytes keeps them,
 * where trimming the gap's zero padding would cut it (about one seal in 256).
 */
import { describe, expect, it } from 'vitest';
import { pdfSignatureDer } from '../../../api/modules/signing/pdf-seal.js';

/** A minimal PDF-like buffer whose ByteRange gap holds `der` in hex, zero-padded to `padTo` bytes. */
function withGap(der: Buffer, padTo: number): Buffer {
  const hex = der.toString('hex').padEnd(padTo * 2, '0');
  const head = '%PDF-1.7\n/ByteRange [0 AAAAAA BBBBBB CCCCCC] /Contents ';
  const start = head.length;
  const gap = `<${hex}>`;
  const tail = '\n%%EOF\n';
  const after = start + gap.length;
  const text = (head + gap + tail)
    .replace('AAAAAA', String(start).padStart(6, '0'))
    .replace('BBBBBB', String(after).padStart(6, '0'))
    .replace('CCCCCC', String(tail.length).padStart(6, '0'));
  return Buffer.from(text, 'latin1');
}

describe('pdfSignatureDer', async () => {
  it('keeps the zero bytes a signature ends with, and drops only the padding after it', async () => {
    // SEQUENCE { INTEGER 0 }: the DER's last byte is zero
    const der = Buffer.from('3003020100', 'hex');
    expect(await pdfSignatureDer(withGap(der, 64))).toEqual(der);
  });

  it('answers null for a PDF without a signature or with a gap that is not hex', async () => {
    expect(await pdfSignatureDer(Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'))).toBeNull();
    const broken = withGap(Buffer.from('3003020100', 'hex'), 8);
    broken[broken.indexOf('<') + 1] = 'x'.charCodeAt(0);
    expect(await pdfSignatureDer(broken)).toBeNull();
  });
});
