/**
 * The server's preview cache (api/modules/studio/preview.ts): bounded in count, short-lived,
 * keyed by a salted content hash, and nothing kept for a draft that is refused.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../api/lib/errors';
import { createPreviewer } from '../../../api/modules/studio/preview';
import { readRepositoryType } from '../../../api/modules/studio/repository-type';
import { readCheckContext } from '../../helpers/check-context';
import { copyTypeFiles, type TypeFiles } from '../../../src/domain/studio/type-files';

const context = readCheckContext('.');
const lease = readRepositoryType('.', 'documents', 'nuoma')!;
const copy = (id: string): TypeFiles => copyTypeFiles(lease, id, 'Kopija');

describe('createPreviewer', () => {
  it('keeps at most maxEntries modules, each for ttlMs after its last use, and nothing for a refused draft', () => {
    let clock = 0;
    const previewer = createPreviewer(context, { maxEntries: 1, ttlMs: 1000, now: () => clock });
    const first = previewer.preview(copy('kopija-a'));
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(previewer.module(first.key)).toMatch(/^export default function load\(runtime\)/);

    const broken = copy('kopija-b');
    (broken.schema as { properties: Record<string, unknown> }).properties.x = { $ref: '#/$defs/nieko' };
    expect(() => previewer.preview(broken)).toThrow(AppError);
    expect(previewer.size()).toBe(1);

    clock = 900;
    expect(previewer.preview(copy('kopija-a')).key).toBe(first.key);
    clock = 1800; // 900 after its last use: still kept
    expect(previewer.module(first.key)).toBeDefined();
    clock = 2900;
    expect(previewer.module(first.key)).toBeUndefined();
    expect(previewer.size()).toBe(0);

    const a = previewer.preview(copy('kopija-a'));
    const c = previewer.preview(copy('kopija-c'));
    expect(previewer.size()).toBe(1);
    expect(previewer.module(a.key)).toBeUndefined();
    expect(previewer.module(c.key)).toContain('kopija-c');
  });

  it('keys by a salt of its own: two previewers answer different keys for the same draft', () => {
    const files = copy('kopija-a');
    expect(createPreviewer(context).preview(files).key).not.toBe(createPreviewer(context).preview(files).key);
  });
});
