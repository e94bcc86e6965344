/**
 * Bounds of the container check. A signed ASiC-E or ADOC holds a few documents and their
 * signatures: a few dozen entries, compressed a little (PDFs hardly shrink). Anything far
 * beyond is refused before a single byte is inflated, and the inflating check that follows
 * stops at the declared sizes, so a lying header cannot make it work harder.
 */
export interface ContainerLimits {
  /** entries in the central directory */
  maxEntries: number;
  /** bytes of the central directory */
  maxCentralDirectoryBytes: number;
  /** sum of the declared uncompressed sizes */
  maxTotalUncompressedBytes: number;
  /** uncompressed : compressed, checked for entries above ratioFloorBytes */
  maxRatio: number;
  ratioFloorBytes: number;
}

const MiB = 1024 * 1024;

/** The limits for an upload limit of `maxFileBytes`. */
export const containerLimits = (maxFileBytes: number): ContainerLimits => ({
  maxEntries: 1000,
  maxCentralDirectoryBytes: 4 * MiB,
  maxTotalUncompressedBytes: Math.max(100 * MiB, 4 * maxFileBytes),
  maxRatio: 100,
  ratioFloorBytes: MiB,
});

/** At most this many files per item: a disk-filling guard, far above any real document. */
export const MAX_FILES_PER_ITEM = 100;

/** Minutes between sweeps of files left by a crash (storage.ts; also run at start-up). */
export const FILE_SWEEP_MINUTES = 60;
