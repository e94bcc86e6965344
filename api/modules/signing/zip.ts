/**
 * A ZIP writer for STORED (uncompressed) entries — all an ASiC-E container of this application
 * needs (ETSI EN 319 162-1 requires `mimetype` stored anyway) — and a reader of stored entries
 * that, for containers uploaded from other signing software, also inflates DEFLATE entries
 * (`{ deflate: true }`, sizes taken from the central directory). The reader refuses anything it
 * does not understand (other compression, encryption, ZIP64, bad CRCs, overlapping or
 * out-of-range records) rather than guessing.
 */
import { crc32, inflateRawSync } from 'node:zlib';

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
    const crc = crc32(entry.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
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

/**
 * Reads a ZIP archive of stored (and with `deflate`, also deflated) entries, in
 * central-directory order.
 * @throws ZipError for anything malformed or unsupported
 */
export function readStoredZip(zip: Buffer, options: { deflate?: boolean } = {}): ZipEntry[] {
  need(zip.length >= 22, 'too short');
  let endAt = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END) {
      endAt = i;
      break;
    }
  }
  need(endAt >= 0, 'no end of central directory');
  const count = zip.readUInt16LE(endAt + 10);
  const size = zip.readUInt32LE(endAt + 12);
  const start = zip.readUInt32LE(endAt + 16);
  need(zip.readUInt16LE(endAt + 4) === 0 && zip.readUInt16LE(endAt + 6) === 0, 'multi-disk archive');
  need(start + size <= endAt, 'central directory out of range');
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let p = start;
  let dataEnd = 0;
  for (let i = 0; i < count; i++) {
    need(p + 46 <= start + size && zip.readUInt32LE(p) === CENTRAL, 'bad central directory record');
    const flags = zip.readUInt16LE(p + 8);
    need((flags & 0x0001) === 0 && (options.deflate || (flags & 0x0008) === 0), 'encrypted entries or data descriptors are not supported');
    const method = zip.readUInt16LE(p + 10);
    need(method === 0 || (options.deflate === true && method === 8), 'unsupported compression');
    const crc = zip.readUInt32LE(p + 16);
    const compressed = zip.readUInt32LE(p + 20);
    const uncompressed = zip.readUInt32LE(p + 24);
    need(method === 8 || compressed === uncompressed, 'stored entry sizes differ');
    const nameLength = zip.readUInt16LE(p + 28);
    const skip = nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    const offset = zip.readUInt32LE(p + 42);
    need(p + 46 + skip <= start + size, 'central directory record out of range');
    const name = zip.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    need(name.length > 0 && !names.has(name), 'empty or duplicate entry name');
    names.add(name);

    need(offset >= dataEnd && offset + 30 <= start && zip.readUInt32LE(offset) === LOCAL, 'bad local header');
    const localName = zip.readUInt16LE(offset + 26);
    const localExtra = zip.readUInt16LE(offset + 28);
    need(zip.subarray(offset + 30, offset + 30 + localName).toString('utf8') === name, 'local and central names differ');
    const from = offset + 30 + localName + localExtra;
    need(from + compressed <= start, 'entry data out of range');
    const raw = zip.subarray(from, from + compressed);
    const data = method === 8 ? inflate(raw, uncompressed, name) : Buffer.from(raw);
    need(crc32(data) >>> 0 === crc, `CRC mismatch in ${name}`);
    entries.push({ name, data });
    dataEnd = from + compressed;
    p += 46 + skip;
  }
  return entries;
}
