// The build stamp: one hash of every file `npm run build` reads, written to dist/build-stamp
// when a build finishes. `npm start` (scripts/start.mjs) compares it with the sources as they
// are now and builds only when they differ, so a start on a built tree is just a start.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads: folders walked whole (Markdown left out: docs are not built), and single files. */
export const BUILD_INPUTS = [
  'api',
  'src',
  'schemas',
  'ui-schemas',
  'locales',
  'assets',
  'scripts',
  'index.html',
  'portal.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export const STAMP_FILE = 'dist/build-stamp';

function walk(root, rel, out) {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) walk(root, path.join(rel, name), out);
  } else if (!rel.endsWith('.md')) {
    out.push(rel);
  }
}

/** The hash of the build's inputs under `root` (paths and contents, in a fixed order). */
export function sourceHash(root) {
  const files = [];
  for (const input of BUILD_INPUTS) walk(root, input, files);
  const hash = createHash('sha256');
  for (const rel of files) {
    hash
      .update(rel.split(path.sep).join('/'))
      .update('\0')
      .update(fs.readFileSync(path.join(root, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the last finished build, or null when there is none. */
export function readStamp(root) {
  const file = path.join(root, STAMP_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

export function writeStamp(root) {
  fs.mkdirSync(path.join(root, path.dirname(STAMP_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP_FILE), `${sourceHash(root)}\n`);
}

/** True when dist/ holds a finished build of the sources as they are now. */
export function buildIsCurrent(root) {
  return fs.existsSync(path.join(root, 'dist/api/server.js')) && readStamp(root) === sourceHash(root);
}
