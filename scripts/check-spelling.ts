/**
 * npm run check:spelling — the Lithuanian spell check of locales/lt (hunspell, lt_LT, plus
 * scripts/spelling/registry-words.txt for the registry's terms). Prints each unknown word with
 * the first file#key that uses it. Runs in npm test (through npm run check).
 */
import path from 'node:path';
import { localeWords, unknownWords } from './lib/spelling.js';

const root = path.resolve('.');
const words = localeWords(path.join(root, 'locales/lt'));
const unknown = unknownWords([...words.keys()], path.join(root, 'scripts/spelling/registry-words.txt'));
if (unknown.length > 0) {
  console.error(
    `check:spelling: ${unknown.length} word(s) hunspell lt_LT does not know (fix the text, or add a registry term to scripts/spelling/registry-words.txt):`,
  );
  for (const word of unknown) console.error(`  - ${word}  (${words.get(word)})`);
  process.exit(1);
}
console.log(`check:spelling: ${words.size} distinct word(s) in locales/lt: fine`);
