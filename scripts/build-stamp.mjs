// Last step of `npm run build`: records the hash of the sources this build was made from
// (lib/build-stamp.mjs), which `npm start` compares before deciding to build again.
import path from 'node:path';
import { writeStamp } from './lib/build-stamp.mjs';

writeStamp(path.resolve(import.meta.dirname, '..'));
console.log('build-stamp: written');
