// @vitest-environment jsdom
/**
 * The multipart upload is sent outside the API client, yet its success is announced the one
 * way (decision 0096): the answer's meta.message becomes data-ok, translated; an answer
 * without one announces nothing.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../src/features/documents/api/files';
import { events } from '../../../src/lib/events';
import { i18n, initI18n } from '../../../src/lib/i18n';

const file = {
  id: 7,
  name: 'sutartis.pdf',
  format: 'pdf',
  contentType: 'application/pdf',
  size: 10,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-19T08:00:00.000Z',
  uploadedBy: 'Rasa Vaitkienė',
  signature: null,
};
const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } }));

describe('uploadFile', () => {
  beforeAll(async () => {
    await initI18n('lt');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('raises data-ok with the translated meta.message of the answer', async () => {
    vi.stubGlobal('fetch', answer({ ...file, meta: { message: 'messages.fileUploaded' } }));
    const seen: string[] = [];
    const off = events.on('data-ok', ({ message }) => seen.push(message));
    await uploadFile({ id: 3 }, new File(['%PDF-'], 'sutartis.pdf'));
    off();
    expect(seen).toEqual([i18n.t('common:messages.fileUploaded')]);
    expect(seen[0]).toBe('Rinkmena įkelta.');
  });

  it('announces nothing when the answer has no meta', async () => {
    vi.stubGlobal('fetch', answer(file));
    const seen: string[] = [];
    const off = events.on('data-ok', ({ message }) => seen.push(message));
    await uploadFile({ id: 3 }, new File(['%PDF-'], 'sutartis.pdf'));
    off();
    expect(seen).toEqual([]);
  });
});
