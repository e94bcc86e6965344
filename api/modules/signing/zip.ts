/**
 * A ZIP writer for STORED (uncompressed) entries — all an ASiC-E container of this application
 * needs (ETSI EN 319 162-1 requires `mimetype` stored anyway) — and the reading of a container
 * held in memory on the one strict ZIP structure reader (api/modules/files/zip-reader.ts); for
 * containers from other signing software it also inflates DEFLATE entries (`{ deflate: true }`).
 * Anything not understood (other compression, encryption, ZIP64, bad CRCs, overlapping or
 * out-of-range records) is refused rather than guessed.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { containerLimits } from '../files/limits.js';
import { FormatRefusal } from '../files/refusal.js';
import { readZipStructure, type ZipSource } from '../files/zip-reader.js';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipError';
  }
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const UTF8_NAMES = 0x0800;

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((Math.max(at.getUTCFullYear(), 1980) - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * The fields a local header and a central directory record share, in the same order from
 * `at`: flags, method (0 = stored), time, date, CRC-32, compressed and uncompressed size, name length.
 */
function writeEntryFields(header: Buffer, at: number, f: { time: number; date: number; crc: number; size: number; nameLength: number }): void {
  header.writeUInt16LE(UTF8_NAMES, at);
  header.writeUInt16LE(0, at + 2);
  header.writeUInt16LE(f.time, at + 4);
  header.writeUInt16LE(f.date, at + 6);
  header.writeUInt32LE(f.crc, at + 8);
  header.writeUInt32LE(f.size, at + 12);
  header.writeUInt32LE(f.size, at + 16);
  header.writeUInt16LE(f.nameLength, at + 20);
}

/**
 * Writes a ZIP archive of stored entries, in the given order.
 * @param entries names (UTF-8) and contents
 * @param at the entries' modification time
 */
export function writeStoredZip(entries: readonly ZipEntry[], at: Date): Buffer {
  const { time, date } = dosDateTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const fields = { time, date, crc: crc32(entry.data) >>> 0, size: entry.data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(10, 4);
    writeEntryFields(local, 6, fields);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    writeEntryFields(central, 8, fields);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function need(condition: boolean, what: string): void {
  if (!condition) throw new ZipError(what);
}

function inflate(raw: Buffer, size: number, name: string): Buffer {
  try {
    const data = inflateRawSync(raw, { maxOutputLength: Math.max(size, 1) });
    need(data.length === size, `inflated size differs in ${name}`);
    return data;
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw new ZipError(`cannot inflate ${name}`);
  }
}

/** A buffer read as the upload check reads a file. */
const bufferSource = (zip: Buffer): ZipSource => ({
  read: async (buffer, offset, length, position) => ({
    bytesRead: position >= zip.length ? 0 : zip.copy(buffer, offset, position, Math.min(zip.length, position + length)),
  }),
});

/**
 * Reads a ZIP archive of stored (and with `deflate`, also deflated) entries, in file order.
 * The structure is judged by the one strict ZIP reader of uploads (api/modules/files/zip-reader.ts:
 * every byte belongs to one record, no ZIP64, encryption, unsafe or duplicate names, bombs);
 * then each entry's data is read and its CRC-32 checked.
 * @throws ZipError for anything malformed or unsupported
 */
export async function readZip(zip: Buffer, options: { deflate?: boolean } = {}): Promise<ZipEntry[]> {
  let structure;
  try {
    structure = await readZipStructure(bufferSource(zip), zip.length, containerLimits(zip.length));
  } catch (error) {
    if (error instanceof FormatRefusal) throw new ZipError(error.reason);
    throw error;
  }
  return structure.entries.map((entry) => {
    need(entry.method === 0 || (options.deflate === true && entry.method === 8), 'unsupported compression');
    const raw = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    const data = entry.method === 8 ? inflate(raw, entry.uncompressedSize, entry.name) : Buffer.from(raw);
    need(crc32(data) >>> 0 === entry.crc32, `CRC mismatch in ${entry.name}`);
    return { name: entry.name, data };
  });
}
