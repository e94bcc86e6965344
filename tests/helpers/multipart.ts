/** multipart/form-data bodies for the file upload tests. */
import { randomBytes } from 'node:crypto';

export interface Part {
  field?: string;
  filename?: string;
  data: Buffer | string;
  type?: string;
}

/** A multipart/form-data body: parts with a filename are files, the others text fields. */
export function form(parts: Part[]) {
  const boundary = `----registry${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field ?? 'file'}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const type = p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
