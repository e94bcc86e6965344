/**
 * The ASiC-E container (ETSI EN 319 162-1): a ZIP whose first entry is the STORED `mimetype`
 * (`application/vnd.etsi.asic-e+zip`) at offset 30, then the signed files,
 * `META-INF/manifest.xml` (ODF manifest naming every file) and `META-INF/signatures0.xml`
 * (XAdES, xades.ts). The local signer writes two files: `duomenys.json` (the machine data) and
 * `dokumentas.pdf` (its human-readable rendering). Opening also reads containers other
 * software wrote (deflated entries, several signature files, the ADOC mimetype).
 */
import { xmlDom } from './xml-dom.js';
import { escapeXml, type SignedFile } from './xades.js';
import { readZip, writeStoredZip, ZipError } from './zip.js';

export const ASICE_MIMETYPE = 'application/vnd.etsi.asic-e+zip';
export const ADOC_MIMETYPE = 'application/vnd.lt.archyvai.adoc-2008';
export const DATA_FILE = 'duomenys.json';
export const RENDITION_FILE = 'dokumentas.pdf';
export const MANIFEST_FILE = 'META-INF/manifest.xml';
export const SIGNATURE_FILE = 'META-INF/signatures0.xml';
const MANIFEST_NS = 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0';

/** The ODF manifest naming the container's files. */
export function manifestXml(files: readonly SignedFile[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    `<manifest:manifest xmlns:manifest="${MANIFEST_NS}" manifest:version="1.2">`,
    `<manifest:file-entry manifest:full-path="/" manifest:media-type="${ASICE_MIMETYPE}"/>`,
    ...files.map((f) => `<manifest:file-entry manifest:full-path="${escapeXml(f.name)}" manifest:media-type="${escapeXml(f.mimeType)}"/>`),
    '</manifest:manifest>',
    '',
  ].join('\n');
}

/** Packs signed files and their signature document into a container. */
export function buildContainer(files: readonly SignedFile[], signatureXml: string, at: string): Buffer {
  return writeStoredZip(
    [
      { name: 'mimetype', data: Buffer.from(ASICE_MIMETYPE, 'ascii') },
      ...files.map((f) => ({ name: f.name, data: f.data })),
      { name: MANIFEST_FILE, data: Buffer.from(manifestXml(files), 'utf8') },
      { name: SIGNATURE_FILE, data: Buffer.from(signatureXml, 'utf8') },
    ],
    new Date(at),
  );
}

export type ContainerStructureFault = 'malformed' | 'manifest_mismatch';

export class ContainerError extends Error {
  constructor(public readonly reason: ContainerStructureFault) {
    super(`invalid container: ${reason}`);
    this.name = 'ContainerError';
  }
}

export interface OpenedContainer {
  mimetype: string;
  /** the signed files (every entry outside META-INF/ but mimetype), by name */
  files: Map<string, Buffer>;
  /** the signature documents (META-INF/*signatures*.xml), by name */
  signatures: { name: string; xml: string }[];
}

async function manifestPaths(xml: string): Promise<string[]> {
  const { DOMParser, onErrorStopParsing } = await xmlDom();
  if (/<!DOCTYPE/i.test(xml)) throw new ContainerError('malformed');
  try {
    const entries = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml').getElementsByTagNameNS(MANIFEST_NS, 'file-entry');
    return Array.from(entries)
      .map((e) => e.getAttributeNS(MANIFEST_NS, 'full-path') ?? '')
      .filter((p) => p !== '/');
  } catch {
    throw new ContainerError('malformed');
  }
}

/**
 * Opens a container: the mimetype first and stored, the manifest naming exactly the files
 * there are, at least one signature document. Signatures are not checked here
 * (container-verify.ts). @throws ContainerError
 */
export async function openContainer(container: Buffer, mimetypes: readonly string[] = [ASICE_MIMETYPE]): Promise<OpenedContainer> {
  let entries;
  try {
    entries = await readZip(container, { deflate: true });
  } catch (error) {
    if (error instanceof ZipError) throw new ContainerError('malformed');
    throw error;
  }
  const first = entries[0];
  const mimetype = first?.name === 'mimetype' ? first.data.toString('ascii') : '';
  if (!mimetypes.includes(mimetype)) throw new ContainerError('malformed');
  if (container.readUInt16LE(8) !== 0 || container.readUInt16LE(28) !== 0 || container.subarray(30, 38).toString('ascii') !== 'mimetype')
    throw new ContainerError('malformed');
  const files = new Map(entries.filter((e) => e.name !== 'mimetype' && !e.name.startsWith('META-INF/') && !e.name.endsWith('/')).map((e) => [e.name, e.data]));
  const signatures = entries.filter((e) => /^META-INF\/[^/]*signatures[^/]*\.xml$/.test(e.name)).map((e) => ({ name: e.name, xml: e.data.toString('utf8') }));
  const manifest = entries.find((e) => e.name === MANIFEST_FILE);
  if (signatures.length === 0 || files.size === 0) throw new ContainerError('malformed');
  if (manifest) {
    const listed = await manifestPaths(manifest.data.toString('utf8'));
    if (listed.length !== files.size || listed.some((p) => !files.has(p))) throw new ContainerError('manifest_mismatch');
  } else if (mimetype === ASICE_MIMETYPE) throw new ContainerError('malformed');
  return { mimetype, files, signatures };
}
