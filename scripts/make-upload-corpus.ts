/**
 * Writes the upload corpus (tests/helpers/upload-corpus/corpus.ts) to a folder, for trying the
 * files tab by hand or from a browser test: one file per sample, named
 * `<nn>-<accept-format|refuse-status>-<name>`, plus the two size samples for the seeded
 * 10 MB limit and a manifest.json saying what each file is and what the server must answer.
 *   npx tsx scripts/make-upload-corpus.ts [folder]   (default tests/helpers/upload-corpus/out, git-ignored)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pdfOfSize } from '../tests/helpers/upload-corpus/builders.js';
import { CORPUS, type Sample } from '../tests/helpers/upload-corpus/corpus.js';

const MiB = 1024 * 1024;
const out = path.resolve(process.argv[2] ?? 'tests/helpers/upload-corpus/out');
const samples: Sample[] = [
  ...CORPUS,
  {
    file: 'lygiai-10-MB.pdf',
    what: 'a valid PDF of exactly 10 MiB (the seeded MAX_FILE_SIZE_MB)',
    build: () => pdfOfSize(10 * MiB),
    expect: { accept: 'pdf' },
  },
  {
    file: 'per-didelis.pdf',
    what: 'a valid PDF one byte over 10 MiB',
    build: () => pdfOfSize(10 * MiB + 1),
    expect: { status: 413, key: 'errors.file_too_large' },
  },
];

fs.mkdirSync(out, { recursive: true });
const manifest = [];
for (const [i, sample] of samples.entries()) {
  const outcome = 'accept' in sample.expect ? `accept-${sample.expect.accept}` : `refuse-${sample.expect.status}`;
  const name = `${String(i + 1).padStart(2, '0')}-${outcome}-${sample.file}`;
  fs.writeFileSync(path.join(out, name), await sample.build());
  manifest.push({
    file: name,
    uploadAs: sample.file,
    what: sample.what,
    expect: 'accept' in sample.expect ? sample.expect : { status: sample.expect.status, key: sample.expect.key },
  });
}
fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${samples.length} samples written to ${out}`);
