import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unknownWords, wordsOf } from '../../../scripts/lib/spelling.js';

const WORD_LIST = path.resolve('scripts/spelling/registry-words.txt');

describe('wordsOf', () => {
  it('drops interpolations, nesting, markup, links and e-mail addresses', () => {
    expect(wordsOf('Mokėti {{amount}} už <b>pažymą</b> $t(common.x) https://example.lt/a registras@registrucentras.lt')).toEqual(['Mokėti', 'už', 'pažymą']);
  });

  it('drops file names', () => {
    expect(wordsOf('Atsisiųskite common.xsd ir dokumentas-1.asice')).toEqual(['Atsisiųskite', 'ir']);
  });

  it('keeps Lithuanian letters inside words', () => {
    expect(wordsOf('Įkeitimo davėjų sąrašas')).toEqual(['Įkeitimo', 'davėjų', 'sąrašas']);
  });
});

describe('unknownWords (hunspell lt_LT)', () => {
  it('reports a misspelt word and accepts correct ones', () => {
    expect(unknownWords(['sąrašas', 'Kuriose', 'sarašaas'], WORD_LIST)).toEqual(['sarašaas']);
  });

  it('accepts registry terms from the word list, capitalised too', () => {
    expect(unknownWords(['hipotekos', 'Hipotekos', 'IDK', 'tretieji'], WORD_LIST)).toEqual([]);
  });
});
