/**
 * ASiC-E and ADOC containers: a sound ZIP (zip-reader.ts) whose first entry, at offset 0, is
 * a stored (uncompressed) file named exactly `mimetype`, without an extra field, holding one
 * of the accepted container types. Then every entry is inflated once, as a stream, counting
 * bytes: more than declared stops at once, fewer or a wrong CRC-32 refuses — so the declared
 * sizes the bomb limits judged are the true ones, and nothing is written anywhere.
 */
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import type { FileFormat } from '../../../src/domain/contracts/files.js';
import { CONTAINER_MIMETYPES } from './formats.js';
import type { ContainerLimits } from './limits.js';
import { FormatRefusal, refuse } from './refusal.js';
import { readAt, readZipStructure, type ZipEntry } from './zip-reader.js';

const MAX_MIMETYPE_BYTES = 100;

/** The container type named by the first entry (ETSI EN 319 162-1 §A.1; ADOC-V1.0). */
async function containerFormat(fh: FileHandle, first: ZipEntry): Promise<Exclude<FileFormat, 'pdf'>> {
  if (first.localHeaderOffset !== 0 || first.name !== 'mimetype') refuse('container: first entry is not "mimetype"');
  if (first.method !== 0) refuse('container: "mimetype" is compressed');
  if (first.localExtraLength !== 0) refuse('container: "mimetype" has an extra field');
  if (first.uncompressedSize === 0 || first.uncompressedSize > MAX_MIMETYPE_BYTES) refuse('container: "mimetype" size');
  const value = (await readAt(fh, first.dataOffset, first.uncompressedSize)).toString('latin1');
  const format = CONTAINER_MIMETYPES[value];
  if (!format) refuse(`container: mimetype "${value.slice(0, MAX_MIMETYPE_BYTES).replace(/[^\x20-\x7e]/g, '?')}"`);
  return format;
}

/** Inflates (or reads) one entry as a stream and checks its true size and CRC-32. */
async function checkEntryData(file: string, entry: ZipEntry): Promise<void> {
  if (entry.compressedSize === 0) return;
  const source = fs.createReadStream(file, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const stream = entry.method === 0 ? source : source.pipe(createInflateRaw());
  let size = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.uncompressedSize) refuse('zip: bomb (entry inflates beyond its declared size)');
      crc = crc32(chunk, crc);
    }
  } catch (error) {
    if (error instanceof FormatRefusal) throw error;
    refuse('zip: damaged compressed data');
  } finally {
    source.destroy();
    if (stream !== source) stream.destroy();
  }
  if (size !== entry.uncompressedSize) refuse('zip: entry shorter than declared');
  if (crc >>> 0 !== entry.crc32) refuse('zip: CRC-32 mismatch');
}

/**
 * Decides whether the ZIP at `file` (`size` bytes, opened as `fh`) is an accepted container.
 * @returns 'asice' or 'adoc'; throws FormatRefusal otherwise
 */
export async function checkContainer(fh: FileHandle, file: string, size: number, limits: ContainerLimits): Promise<Exclude<FileFormat, 'pdf'>> {
  const { entries } = await readZipStructure(fh, size, limits);
  const format = await containerFormat(fh, entries[0]);
  for (const entry of entries) await checkEntryData(file, entry);
  return format;
}
