/**
 * The uploader's file name is kept for people only: shown in the list and offered on
 * download. It never becomes a path. Cleaned of folders, control and bidirectional-override
 * characters (which can make "fdp.exe" read as "exe.pdf"), and given the extension of the
 * format the content proved to be.
 */
import type { FileFormat } from '../../../src/domain/contracts/files.js';
import { FILE_FORMATS } from './formats.js';

const MAX_BASE = 200;
const FALLBACK = 'dokumentas';

/** The name to keep for an upload of `format` sent as `raw`. */
export function displayName(raw: string | undefined, format: FileFormat): string {
  const last = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = last.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const extensions: readonly string[] = FILE_FORMATS[format].extensions;
  const ext = extensions.find((e) => name.toLowerCase().endsWith(e));
  // the user's extension keeps its case; a missing or foreign one gets the format's
  const suffix = ext ? name.slice(name.length - ext.length) : extensions[0];
  const base = [...(ext ? name.slice(0, name.length - ext.length) : name).replace(/^\.+/, '').trim()].slice(0, MAX_BASE).join('');
  return `${base || FALLBACK}${suffix}`;
}

/**
 * Content-Disposition for a download (RFC 6266): `attachment`, an ASCII fallback name for
 * old clients and the exact UTF-8 name in `filename*` (RFC 5987/8187).
 */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
