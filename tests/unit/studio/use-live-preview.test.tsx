// @vitest-environment jsdom
/**
 * The live preview keeps up with typing (src/features/studio/preview/use-live-preview.ts):
 * edits within the pause ask the server once, for the newest files; an edit while a preview is
 * on its way cancels that request (its AbortSignal) and a late answer of it is never shown.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogProblem } from '../../../src/domain/schema/catalog-error';
import type { TypeFiles } from '../../../src/domain/studio/type-files';

interface Asked {
  files: TypeFiles;
  signal?: AbortSignal;
  answer: (problems: CatalogProblem[]) => void;
}
const asked: Asked[] = [];

vi.mock('../../../src/features/studio/api/studio-preview', () => ({
  studioPreviewSource: (signal?: AbortSignal) => ({
    check: (files: TypeFiles) =>
      new Promise<{ problems: CatalogProblem[] }>((resolve) => asked.push({ files, signal, answer: (problems) => resolve({ problems }) })),
    load: () => Promise.reject(new Error('no module in this test')),
  }),
}));
const i18n = { loadNamespaces: async () => undefined, removeResourceBundle: () => undefined, addResourceBundle: () => undefined };
vi.mock('react-i18next', () => ({ useTranslation: () => ({ i18n }) }));

const { PREVIEW_DEBOUNCE_MS, useLivePreview } = await import('../../../src/features/studio/preview/use-live-preview');

const draft = (n: number): TypeFiles => ({
  family: 'documents',
  id: 'irangos-nuoma',
  schema: { maxProperties: n },
  uiSchema: {},
  texts: { lt: {} },
  fixtures: { valid: {}, invalid: {} },
});
const problem = (message: string): CatalogProblem => ({ file: 'schemas/documents/irangos-nuoma.schema.json', pointer: '', message });

beforeEach(() => {
  asked.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useLivePreview', () => {
  it('asks once, for the newest files, after a pause in typing', async () => {
    const { rerender } = renderHook(({ files }) => useLivePreview(files), { initialProps: { files: draft(1) } });
    for (const n of [2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS - 1));
      rerender({ files: draft(n) });
    }
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS));
    expect(asked.map((a) => a.files.schema.maxProperties)).toEqual([4]);
  });

  it('cancels the request an edit supersedes and shows only the newest answer, whatever order they come in', async () => {
    const { result, rerender } = renderHook(({ files }) => useLivePreview(files), { initialProps: { files: draft(1) } });
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS));
    expect(asked).toHaveLength(1);
    rerender({ files: draft(2) });
    expect(asked[0].signal?.aborted).toBe(true);
    expect(result.current.updating).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS));
    expect(asked).toHaveLength(2);
    expect(asked[1].signal?.aborted).toBe(false);

    await act(async () => asked[1].answer([problem('newest')]));
    await act(async () => asked[0].answer([problem('stale')]));
    expect(result.current.preview?.problems).toEqual([problem('newest')]);
    expect(result.current.generation).toBe(1);
    expect(result.current.updating).toBe(false);
  });
});
