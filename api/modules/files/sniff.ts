/**
 * Decides what an uploaded file is from its bytes alone (its name and the browser's content
 * type are never trusted): a PDF, an ASiC-E or an ADOC container — or a FormatRefusal.
 * PDF: `%PDF-1.x`/`%PDF-2.x` at offset 0, an `%%EOF` marker followed by nothing but
 * whitespace (so nothing rides after it), and no ZIP end record in the last 64 KiB, where
 * every ZIP reader looks for one (a PDF that unzips is a polyglot). Containers: container.ts.
 */
import fs from 'node:fs/promises';
import { checkContainer } from './container.js';
import type { FileFormat } from '../../../src/domain/contracts/files.js';
import type { ContainerLimits } from './limits.js';
import { refuse } from './refusal.js';
import { readAt } from './zip-reader.js';

const PDF_HEADER = /^%PDF-[12]\.\d/;
const ZIP_LOCAL = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const EOF_MARKER = Buffer.from('%%EOF', 'latin1');
/** PDF readers look for %%EOF in the last 1024 bytes; ZIP readers for the end record in the last 64 KiB + 22. */
const PDF_TAIL = 1024;
const ZIP_TAIL = 0xffff + 22;

async function checkPdf(fh: fs.FileHandle, size: number, head: Buffer): Promise<'pdf'> {
  if (!PDF_HEADER.test(head.toString('latin1', 0, 8))) refuse('pdf: bad version in the header');
  const tail = await readAt(fh, size - Math.min(size, ZIP_TAIL), Math.min(size, ZIP_TAIL));
  if (tail.includes(ZIP_END)) refuse('pdf: carries a ZIP end record (polyglot)');
  const last = tail.subarray(Math.max(0, tail.length - PDF_TAIL));
  const eof = last.lastIndexOf(EOF_MARKER);
  if (eof === -1) refuse('pdf: no %%EOF at the end');
  if (!/^[\s\0]*$/.test(last.subarray(eof + EOF_MARKER.length).toString('latin1'))) refuse('pdf: data after %%EOF');
  return 'pdf';
}

/**
 * The format of the file at `file` (`size` bytes, more than zero).
 * @throws FormatRefusal when it is none of PDF, ASiC-E, ADOC
 */
export async function detectFormat(file: string, size: number, limits: ContainerLimits): Promise<FileFormat> {
  const fh = await fs.open(file, 'r');
  try {
    const head = await readAt(fh, 0, Math.min(size, 8));
    if (head.toString('latin1').startsWith('%PDF-')) return await checkPdf(fh, size, head);
    if (head.subarray(0, 4).equals(ZIP_LOCAL)) return await checkContainer(fh, file, size, limits);
    return refuse('neither a PDF nor a ZIP container');
  } finally {
    await fh.close();
  }
}
