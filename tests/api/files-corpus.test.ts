/**
 * The format decision alone (api/modules/files/sniff.ts), sample by sample: each accepted
 * sample is recognised as its format, each refused one is refused for the reason it was
 * built to exercise — so a sample cannot pass by tripping an unrelated check. The HTTP
 * round trip of the same corpus is in files.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerLimits } from '../../api/modules/files/limits.js';
import { FormatRefusal } from '../../api/modules/files/refusal.js';
import { detectFormat } from '../../api/modules/files/sniff.js';
import { CORPUS } from '../helpers/upload-corpus/corpus.js';

const LIMIT = 10 * 1024 * 1024;

describe('upload format decision (sniff.ts) on the corpus', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-corpus-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const decide = async (bytes: Buffer) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.bin`);
    fs.writeFileSync(file, bytes);
    try {
      return { format: await detectFormat(file, bytes.length, containerLimits(LIMIT)) };
    } catch (error) {
      if (error instanceof FormatRefusal) return { reason: error.reason };
      throw error;
    } finally {
      fs.rmSync(file);
    }
  };

  const samples = CORPUS.filter((s) => 'accept' in s.expect || s.expect.reason);
  it.each(samples.map((s) => [s.what, s] as const))('%s', async (_what, sample) => {
    const bytes = await sample.build();
    expect(bytes.length).toBeLessThan(LIMIT);
    const outcome = await decide(bytes);
    if ('accept' in sample.expect) expect(outcome).toEqual({ format: sample.expect.accept });
    else expect(outcome.reason).toMatch(sample.expect.reason!);
  });

  it('covers every kind the issue names', () => {
    const whats = CORPUS.map((s) => s.what).join('\n');
    for (const kind of [
      /valid PDF/,
      /ASiC-E container/,
      /ADOC container/,
      /ELF executable renamed/,
      /PE executable renamed/,
      /polyglot|appended/,
      /zip bomb/,
      /zip-slip/,
      /empty file/,
      /plain ZIP/,
    ]) {
      expect(whats).toMatch(kind);
    }
  });
});
