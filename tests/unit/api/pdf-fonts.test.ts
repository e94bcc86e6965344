/**
 * The embedded PDF fonts are read once per font root (api/lib/pdf-writer.ts): every service
 * (extracts, certificates, archive acts) gets the same bytes, so fontkit parses each font once
 * per process (api/lib/fontkit.ts caches parsed fonts by those bytes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPdfFonts } from '../../../api/lib/pdf-writer.js';

describe('loadPdfFonts', () => {
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-fonts-'));
  afterAll(() => fs.rmSync(other, { recursive: true, force: true }));

  it('gives the very same fonts for the same root, however the root is written', () => {
    const first = loadPdfFonts(process.cwd());
    expect(loadPdfFonts(process.cwd())).toBe(first);
    expect(loadPdfFonts(`${process.cwd()}${path.sep}.`)).toBe(first);
    expect(first.regular.byteLength).toBeGreaterThan(0);
  });

  it('reads another root on its own', () => {
    fs.mkdirSync(path.join(other, 'assets', 'fonts'), { recursive: true });
    for (const name of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])
      fs.copyFileSync(path.join(process.cwd(), 'assets', 'fonts', name), path.join(other, 'assets', 'fonts', name));
    const fonts = loadPdfFonts(other);
    expect(fonts).not.toBe(loadPdfFonts(process.cwd()));
    expect(Buffer.from(fonts.bold).equals(Buffer.from(loadPdfFonts(process.cwd()).bold))).toBe(true);
    expect(loadPdfFonts(other)).toBe(fonts);
  });
});
