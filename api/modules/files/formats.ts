/**
 * The three accepted formats (spec §5: "only PDF, ADOC, ASICE"), each recognised by its
 * content, never by its name: PDF by its header, ASiC-E and ADOC by the `mimetype` entry
 * that opens their ZIP container (ETSI EN 319 162-1; ADOC-V1.0 of the Lithuanian archives).
 */
import type { FileFormat } from '../../../src/domain/contracts/files.js';

/** Every format of the contract (src/domain/contracts/files.ts), with its content type and file-name extensions. */
export const FILE_FORMATS: Record<FileFormat, { contentType: string; extensions: readonly string[] }> = {
  pdf: { contentType: 'application/pdf', extensions: ['.pdf'] },
  asice: { contentType: 'application/vnd.etsi.asic-e+zip', extensions: ['.asice', '.sce'] },
  adoc: { contentType: 'application/vnd.lt.archyvai.adoc-2008', extensions: ['.adoc'] },
} as const;

/** The content of a container's `mimetype` entry → its format (exact bytes, no trailing newline). */
export const CONTAINER_MIMETYPES: Readonly<Record<string, Exclude<FileFormat, 'pdf'>>> = {
  [FILE_FORMATS.asice.contentType]: 'asice',
  [FILE_FORMATS.adoc.contentType]: 'adoc',
};
