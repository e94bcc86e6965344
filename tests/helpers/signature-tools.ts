/**
 * Standard validators run over what the registry signs: Debian's `xmlsec1` (XAdES in an
 * ASiC-E container) and poppler's `pdfsig` (PAdES). Both must be installed (.ci/run checks).
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pkijs from 'pkijs';
import { pdfSignatureDer } from '../../api/modules/signing/pdf-seal.js';
import { readZip } from '../../api/modules/signing/zip.js';

const pem = (label: string, der: Buffer) => `-----BEGIN ${label}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-sig-'));
  try {
    return work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `xmlsec1 --verify` over a container's `META-INF/signatures0.xml`, trusting `root` (DER) and
 * optionally a CRL (DER). ASiC-E references are relative to the container's root, so the
 * files are unpacked and the signature document is read from the root.
 */
export async function xmlsecVerify(container: Buffer, root: Buffer, crl?: Buffer): Promise<{ ok: boolean; output: string }> {
  const entries = await readZip(container);
  return inTempDir((dir) => {
    for (const entry of entries) {
      const target = path.join(dir, entry.name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.data);
    }
    fs.copyFileSync(path.join(dir, 'META-INF', 'signatures0.xml'), path.join(dir, 'signatures0.xml'));
    fs.writeFileSync(path.join(dir, 'root.pem'), new X509Certificate(root).toString());
    const args = ['--verify', '--trusted-pem', 'root.pem', '--id-attr:Id', 'http://uri.etsi.org/01903/v1.3.2#:SignedProperties'];
    if (crl) {
      fs.writeFileSync(path.join(dir, 'crl.pem'), pem('X509 CRL', crl));
      args.push('--crl-pem', 'crl.pem');
    }
    const run = spawnSync('xmlsec1', [...args, 'signatures0.xml'], { cwd: dir, encoding: 'utf8' });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}

/** poppler's `pdfsig` over a PDF: its report, and whether it says "Signature is Valid". */
export function pdfsig(pdf: Buffer): { valid: boolean; output: string } {
  return inTempDir((dir) => {
    const file = path.join(dir, 'sealed.pdf');
    fs.writeFileSync(file, pdf);
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    if (run.error) throw run.error;
    const output = `${run.stdout}${run.stderr}`;
    return { valid: /Signature Validation: Signature is Valid\./.test(output), output };
  });
}

/** The DER certificates carried by the (last) PAdES signature of a PDF: its signer's first. */
export async function pdfSignerCertificates(pdf: Buffer): Promise<Buffer[]> {
  const der = await pdfSignatureDer(pdf);
  if (!der) throw new Error('the PDF carries no signature');
  const info = pkijs.ContentInfo.fromBER(new Uint8Array(der));
  const signed = new pkijs.SignedData({ schema: info.content });
  return (signed.certificates ?? []).map((c) => Buffer.from(c.toSchema().toBER(false)));
}
