/**
 * A strict reader of a ZIP file's structure, for deciding whether an upload is a sound
 * container — it never extracts anything to disk. It reads the end record and the central
 * directory, then walks the local headers in file order and requires every byte of the file
 * to belong to exactly one structure: entries back to back from offset 0, then the central
 * directory, then the end record. That one rule refuses data hidden before, between or after
 * the entries (polyglots, self-extracting stubs), overlapping entries (the "better zip bomb"),
 * and disagreement between the two directories. Refused on sight: ZIP64, multi-disk,
 * encryption, methods other than stored/deflate, unsafe names (zip-slip), duplicate names,
 * too many entries, and declared sizes or ratios of a zip bomb (limits.ts).
 */
import type { ContainerLimits } from './limits.js';
import { refuse } from './refusal.js';

const SIG = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, zip64Locator: 0x07064b50, descriptor: 0x08074b50 } as const;
const END_RECORD = 22;
const MAX_COMMENT = 0xffff;
const FLAG = { encrypted: 0x0001, descriptor: 0x0008, strongEncryption: 0x0040, utf8: 0x0800, maskedHeaders: 0x2000 } as const;
const METHOD = { stored: 0, deflate: 8 } as const;

/** What the reader reads from: an open file (a FileHandle), or a buffer (signed containers, api/modules/signing/zip.ts). */
export interface ZipSource {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** length of the extra field in the local header */
  localExtraLength: number;
  /** where the entry's (compressed) data starts */
  dataOffset: number;
}

export interface ZipStructure {
  /** in file order; the first starts at offset 0 */
  entries: ZipEntry[];
  comment: Buffer;
}

/** Reads exactly `length` bytes at `offset` (a short read means the file lies about itself). */
export async function readAt(fh: ZipSource, offset: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buffer, 0, length, offset);
  if (bytesRead !== length) refuse('zip: structure points beyond the end of the file');
  return buffer;
}

const indexesOf = (haystack: Buffer, needle: Buffer): number[] => {
  const found: number[] = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) found.push(i);
  return found;
};

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** The end record: the only signature in the last 64 KiB whose comment reaches the end exactly. */
async function readEndRecord(fh: ZipSource, size: number, limits: ContainerLimits) {
  if (size < END_RECORD) refuse('zip: too short');
  const tailLength = Math.min(size, END_RECORD + MAX_COMMENT);
  const tailStart = size - tailLength;
  const tail = await readAt(fh, tailStart, tailLength);
  const candidates = indexesOf(tail, u32(SIG.end));
  // two end records (one hidden in the comment) would let two readers see two different archives
  if (candidates.length !== 1) refuse(candidates.length === 0 ? 'zip: no end record' : 'zip: more than one end record');
  const at = candidates[0];
  if (at + END_RECORD > tail.length) refuse('zip: truncated end record');
  const record = tail.subarray(at, at + END_RECORD);
  const commentLength = record.readUInt16LE(20);
  if (at + END_RECORD + commentLength !== tail.length) refuse('zip: bytes after the end record');
  const end = {
    offset: tailStart + at,
    disk: record.readUInt16LE(4),
    centralDisk: record.readUInt16LE(6),
    entriesOnDisk: record.readUInt16LE(8),
    entries: record.readUInt16LE(10),
    centralSize: record.readUInt32LE(12),
    centralOffset: record.readUInt32LE(16),
    comment: tail.subarray(at + END_RECORD, at + END_RECORD + commentLength),
  };
  if (end.entries === 0xffff || end.centralSize === 0xffffffff || end.centralOffset === 0xffffffff) refuse('zip: ZIP64');
  if (end.offset >= 20 && (await readAt(fh, end.offset - 20, 4)).readUInt32LE(0) === SIG.zip64Locator) refuse('zip: ZIP64 locator');
  if (end.disk !== 0 || end.centralDisk !== 0 || end.entriesOnDisk !== end.entries) refuse('zip: multi-disk');
  if (end.entries === 0) refuse('zip: no entries');
  if (end.entries > limits.maxEntries) refuse(`zip: ${end.entries} entries`);
  if (end.centralSize > limits.maxCentralDirectoryBytes) refuse('zip: central directory too large');
  if (end.centralOffset + end.centralSize !== end.offset) refuse('zip: bytes between the central directory and the end record');
  for (const hidden of ['%PDF-', 'PK\x03\x04', 'PK\x01\x02']) {
    if (end.comment.includes(Buffer.from(hidden, 'latin1'))) refuse('zip: file data hidden in the comment');
  }
  return end;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A name that cannot escape a folder or mean different things to different tools (zip-slip). */
function safeName(raw: Buffer): string {
  let name: string;
  try {
    name = UTF8.decode(raw);
  } catch {
    return refuse('zip: entry name is not UTF-8');
  }
  if (name.length === 0 || name.length > 1024) refuse('zip: entry name length');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) refuse('zip: control character or backslash in an entry name');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) refuse('zip: absolute entry name');
  const segments = name.split('/');
  if (segments.at(-1) === '') segments.pop(); // a folder entry ends with '/'
  if (segments.some((s) => s === '' || s === '.' || s === '..')) refuse('zip: relative path segment in an entry name');
  return name;
}

/** The central directory, checked entry by entry. */
function parseCentralDirectory(cd: Buffer, count: number, centralOffset: number, limits: ContainerLimits) {
  const entries: (ZipEntry & { rawName: Buffer })[] = [];
  const names = new Set<string>();
  let total = 0;
  let pos = 0;
  for (let i = 0; i < count; i++) {
    if (pos + 46 > cd.length || cd.readUInt32LE(pos) !== SIG.central) refuse('zip: damaged central directory');
    const flags = cd.readUInt16LE(pos + 8);
    const method = cd.readUInt16LE(pos + 10);
    const crc32 = cd.readUInt32LE(pos + 16);
    const compressedSize = cd.readUInt32LE(pos + 20);
    const uncompressedSize = cd.readUInt32LE(pos + 24);
    const nameLength = cd.readUInt16LE(pos + 28);
    const extraLength = cd.readUInt16LE(pos + 30);
    const commentLength = cd.readUInt16LE(pos + 32);
    const diskStart = cd.readUInt16LE(pos + 34);
    const localHeaderOffset = cd.readUInt32LE(pos + 42);
    const end = pos + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) refuse('zip: damaged central directory');
    const rawName = cd.subarray(pos + 46, pos + 46 + nameLength);
    pos = end;

    if (flags & (FLAG.encrypted | FLAG.strongEncryption | FLAG.maskedHeaders)) refuse('zip: encrypted entry');
    if (method !== METHOD.stored && method !== METHOD.deflate) refuse(`zip: compression method ${method}`);
    if ([compressedSize, uncompressedSize, localHeaderOffset].includes(0xffffffff) || diskStart !== 0) refuse('zip: ZIP64 entry');
    const name = safeName(rawName);
    if (names.has(name)) refuse('zip: duplicate entry name');
    names.add(name);
    if (method === METHOD.stored && compressedSize !== uncompressedSize) refuse('zip: stored entry with two sizes');
    if (compressedSize === 0 && uncompressedSize > 0) refuse('zip: bomb (empty data, declared content)');
    if (uncompressedSize > limits.ratioFloorBytes && uncompressedSize > compressedSize * limits.maxRatio) refuse('zip: bomb (compression ratio)');
    total += uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) refuse('zip: bomb (total uncompressed size)');
    if (localHeaderOffset >= centralOffset) refuse('zip: entry inside the central directory');
    entries.push({ name, rawName, method, flags, crc32, compressedSize, uncompressedSize, localHeaderOffset, localExtraLength: 0, dataOffset: 0 });
  }
  if (pos !== cd.length) refuse('zip: bytes left in the central directory');
  return entries;
}

/** The data descriptor after an entry's data: 16 bytes with its signature, or 12 without. */
async function descriptorLength(fh: ZipSource, at: number, entry: ZipEntry, limit: number): Promise<number> {
  const available = Math.min(16, limit - at);
  if (available < 12) return refuse('zip: missing data descriptor');
  const d = await readAt(fh, at, available);
  const matches = (o: number) =>
    d.readUInt32LE(o) === entry.crc32 && d.readUInt32LE(o + 4) === entry.compressedSize && d.readUInt32LE(o + 8) === entry.uncompressedSize;
  if (available === 16 && d.readUInt32LE(0) === SIG.descriptor && matches(4)) return 16;
  if (matches(0)) return 12;
  return refuse('zip: data descriptor disagrees with the central directory');
}

/**
 * Reads and checks the structure of the ZIP in `fh` (`size` bytes). Throws FormatRefusal on
 * anything unsound; never inflates (see container.ts for the integrity pass).
 */
export async function readZipStructure(fh: ZipSource, size: number, limits: ContainerLimits): Promise<ZipStructure> {
  const end = await readEndRecord(fh, size, limits);
  const cd = await readAt(fh, end.centralOffset, end.centralSize);
  const entries = parseCentralDirectory(cd, end.entries, end.centralOffset, limits).sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);

  let expected = 0;
  for (const entry of entries) {
    if (entry.localHeaderOffset !== expected) refuse(expected === 0 ? 'zip: bytes before the first entry' : 'zip: gap or overlap between entries');
    if (expected + 30 > end.centralOffset) refuse('zip: local header runs into the central directory');
    const header = await readAt(fh, expected, 30);
    if (header.readUInt32LE(0) !== SIG.local) refuse('zip: damaged local header');
    const flags = header.readUInt16LE(6);
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    if (flags & (FLAG.encrypted | FLAG.strongEncryption)) refuse('zip: encrypted entry');
    if ((flags & FLAG.descriptor) !== (entry.flags & FLAG.descriptor) || header.readUInt16LE(8) !== entry.method)
      refuse('zip: local header disagrees with the central directory');
    const localName = await readAt(fh, expected + 30, nameLength);
    if (!localName.equals(entry.rawName)) refuse('zip: local name disagrees with the central directory');
    const [crc, compressed, uncompressed] = [header.readUInt32LE(14), header.readUInt32LE(18), header.readUInt32LE(22)];
    const sizesAgree = crc === entry.crc32 && compressed === entry.compressedSize && uncompressed === entry.uncompressedSize;
    // with a data descriptor the local header may carry zeros instead of the sizes
    if (!sizesAgree && !(flags & FLAG.descriptor && crc === 0 && compressed === 0 && uncompressed === 0))
      refuse('zip: local sizes disagree with the central directory');
    entry.localExtraLength = extraLength;
    entry.dataOffset = expected + 30 + nameLength + extraLength;
    let next = entry.dataOffset + entry.compressedSize;
    if (next > end.centralOffset) refuse('zip: entry data runs into the central directory');
    if (flags & FLAG.descriptor) next += await descriptorLength(fh, next, entry, end.centralOffset);
    expected = next;
  }
  if (expected !== end.centralOffset) refuse('zip: bytes between the last entry and the central directory');
  return { entries: entries.map(({ rawName: _raw, ...e }) => e), comment: end.comment };
}
