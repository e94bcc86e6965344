/**
 * The Lithuanian spell check of locales/lt: the words of every text (interpolations such as
 * {{count}}, nesting such as $t(key), markup and file names stripped), checked by Debian's hunspell with the
 * lt_LT dictionary (package hunspell-lt) and the registry's own word list
 * (scripts/spelling/registry-words.txt).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A file name (`common.xsd`, `dokumentas-1.asice`): a name, not a word. */
const FILE_NAME = /[\w-]+\.(?:xsd|xml|html|pdf|json|asice|adoc|csv|zip)\b/gi;

/** Where each word was seen: word → the first file#key that uses it. */
export type WordSources = Map<string, string>;

const STRIP = [/\{\{[^}]*\}\}/g, /\$t\([^)]*\)/g, /<[^>]*>/g, /https?:\/\/\S+/g, /[\w.+-]+@[\w.-]+/g, FILE_NAME];

/** The words of one text, after interpolations, nesting, markup, links and e-mail addresses are removed. */
export function wordsOf(text: string): string[] {
  const plain = STRIP.reduce((t, re) => t.replace(re, ' '), text);
  return plain.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
}

function collect(value: unknown, where: string, into: WordSources): void {
  if (typeof value === 'string') {
    for (const word of wordsOf(value)) if (!into.has(word)) into.set(word, where);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collect(child, where ? `${where}.${key}` : key, into);
  }
}

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))
    .sort();
}

/** Every word of every text under `localeDir`, with the first place it appears. */
export function localeWords(localeDir: string): WordSources {
  const words: WordSources = new Map();
  for (const file of jsonFiles(localeDir)) {
    const inFile: WordSources = new Map();
    collect(JSON.parse(fs.readFileSync(file, 'utf8')), '', inFile);
    const rel = path.relative(localeDir, file);
    for (const [word, key] of inFile) if (!words.has(word)) words.set(word, `${rel}#${key}`);
  }
  return words;
}

/** The words hunspell does not know (lt_LT plus the word list), in input order. */
export function unknownWords(words: string[], wordList: string): string[] {
  if (words.length === 0) return [];
  let out: string;
  try {
    out = execFileSync('hunspell', ['-d', 'lt_LT', '-p', wordList, '-l', '-i', 'utf-8'], { input: words.join('\n'), encoding: 'utf8' });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'hunspell is not installed (apt-get install -y hunspell hunspell-lt)' : String(error);
    throw new Error(`spell check: ${reason}`);
  }
  return out.split('\n').filter(Boolean);
}
