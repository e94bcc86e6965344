// @vitest-environment jsdom
/**
 * The portal families' types (schemas/requests and schemas/certificates) in the wizard engine,
 * in lt and en: every valid fixture is walked through the wizard from asmenys ('Duomenys'), each
 * Next validating its step, to the review, and submitted unchanged; every fixture is judged by
 * the renderer's validator exactly as named (the API side: tests/schema/fixtures.test.ts runs
 * the same fixtures on the precompiled validators the server uses; tests/api/requests-catalogue
 * and certificates-issue round-trip them through the API).
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { registryDate, setTodayProvider } from '../../../src/domain/schema/runtime/today';
import { prepareFormType } from '../../../src/form/engine/form-type';
import { validateDocument } from '../../../src/form/engine/validate-document';
import { formNamespaces } from '../../../src/form/labels';
import { createI18n } from '../../../src/lib/i18n';
import { normalize, readFixtures } from '../../../scripts/lib/fixtures';
import { TEST_NOW } from '../../helpers/app';
import type { Harness } from './harness';
import { renderViews } from './views';

const typesOf = (family: 'requests' | 'certificates') =>
  fs
    .readdirSync(`schemas/${family}`)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace(/\.schema\.json$/, ''))
    .sort();
const REQUEST_TYPES = typesOf('requests');
const CERTIFICATE_TYPES = typesOf('certificates');

const BUTTONS = {
  lt: { first: 'Duomenys', next: 'Toliau', review: 'Peržiūra', submit: 'Pateikti' },
  en: { first: 'Data', next: 'Next', review: 'Review', submit: 'Submit' },
} as const;

async function harness(typeId: string, lng: 'lt' | 'en'): Promise<Harness> {
  const i18n = await createI18n(lng);
  await i18n.loadNamespaces(formNamespaces(typeId));
  const missing: string[] = [];
  const type = prepareFormType(await PRECOMPILED[typeId](), (key) => missing.push(key));
  return { i18n, type, missing };
}

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
  setTodayProvider(() => registryDate(new Date(TEST_NOW)));
});
afterEach(cleanup);

describe('portal types', () => {
  it('the catalogue has the 16 request types and the three certificate types, each generated', () => {
    expect(REQUEST_TYPES).toHaveLength(16);
    expect(CERTIFICATE_TYPES).toEqual(['pazyma-misku-ukio', 'pazyma-zemes-sklypas', 'pazyma-zemes-ukio']);
    for (const id of [...REQUEST_TYPES, ...CERTIFICATE_TYPES]) expect(Object.hasOwn(PRECOMPILED, id), id).toBe(true);
  });
});

describe.each([...REQUEST_TYPES, ...CERTIFICATE_TYPES])('%s in the wizard', (typeId) => {
  const fixtures = readFixtures('.', typeId, []);
  const valid = fixtures.filter((f) => f.kind === 'valid');

  it('every fixture: the renderer reports exactly the named errors', async () => {
    const h = await harness(typeId, 'lt');
    for (const f of fixtures) {
      const errors = validateDocument(h.type, f.data);
      expect(normalize(errors), `${f.kind}/${f.name}`).toEqual(normalize(f.expect));
    }
    expect(h.missing).toEqual([]);
  });

  it.each(['lt', 'en'] as const)(
    'every valid fixture walks from asmenys to the review and is submitted unchanged (%s)',
    async (lng) => {
      const h = await harness(typeId, lng);
      const text = BUTTONS[lng];
      const steps = h.type.layout.steps ?? [];
      expect(steps[0]?.id).toBe('asmenys');
      for (const f of valid) {
        const onSubmit = vi.fn(() => []);
        const { router, unmount } = renderViews(h, '/doc/step', f.data as Record<string, unknown>, onSubmit);
        expect(await screen.findByRole('heading', { level: 2, name: text.first })).toBeTruthy();
        for (const step of steps) {
          expect(router.state.location.pathname, f.name).toBe(`/doc/step/${step.id}`);
          expect(document.body.textContent, `${f.name} ${step.id}: labels translated`).not.toMatch(/\b(fields|types)\.[a-z]/);
          await act(async () => fireEvent.click(screen.getByRole('button', { name: text.next })));
          expect(screen.queryByRole('alert'), `${f.name}: step ${step.id} accepted`).toBeNull();
        }
        expect(await screen.findByRole('heading', { level: 2, name: text.review })).toBeTruthy();
        await act(async () => fireEvent.click(screen.getByRole('button', { name: text.submit })));
        expect(onSubmit, f.name).toHaveBeenCalledWith(f.data);
        unmount();
      }
      expect(h.missing).toEqual([]);
    },
    120_000,
  );
});
