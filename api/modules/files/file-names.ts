/**
 * The uploader's file name is kept for people only: shown in the list and offered on
 * download. It never becomes a path. Cleaned of folders, control and bidirectional-override
 * characters (which can make "fdp.exe" read as "exe.pdf"), and given the extension of the
 * format the content proved to be.
 */
import { FILE_FORMATS, type FileFormat } from './formats.js';

const MAX_BASE = 200;
const FALLBACK = 'dokumentas';

/** The name to keep for an upload of `format` sent as `raw`. */
export function displayName(raw: string | undefined, format: FileFormat): string {
  const last = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = last.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().replace(/^\.+/, '');
  const extensions: readonly string[] = FILE_FORMATS[format].extensions;
  const hasExtension = extensions.some((e) => name.toLowerCase().endsWith(e));
  const ext = hasExtension ? '' : extensions[0];
  const chars = [...name];
  if (chars.length > MAX_BASE) name = chars.slice(0, MAX_BASE).join('');
  if (name === '' || (hasExtension && extensions.includes(name.toLowerCase()))) name = `${FALLBACK}${name}`;
  return `${name}${ext}`;
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
