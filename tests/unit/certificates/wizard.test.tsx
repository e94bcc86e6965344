// @vitest-environment jsdom
/**
 * The certificate types (schemas/certificates, portal family) render from their fixtures in
 * the wizard engine, in lt and en: every valid fixture walks from asmenys ('Duomenys'), each
 * Next validating its step, to the review and is submitted unchanged; every fixture is judged
 * by the renderer's validator exactly as named (the API side: tests/api/certificates-issue.test.ts).
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { registryDate, setTodayProvider } from '../../../src/domain/schema/runtime/today';
import { prepareFormType } from '../../../src/form/engine/form-type';
import { validateDocument } from '../../../src/form/engine/validate-document';
import { formNamespaces } from '../../../src/form/labels';
import { createI18n } from '../../../src/lib/i18n';
import { normalize, readFixtures } from '../../../scripts/lib/fixtures';
import { TEST_NOW } from '../../helpers/app';
import type { Harness } from '../form/harness';
import { renderViews } from '../form/views';

const CERTIFICATE_TYPES = fs
  .readdirSync('schemas/certificates')
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort();

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

it('the catalogue has the three certificate types, each generated', () => {
  expect(CERTIFICATE_TYPES).toEqual(['pazyma-misku-ukio', 'pazyma-zemes-sklypas', 'pazyma-zemes-ukio']);
  for (const id of CERTIFICATE_TYPES) expect(Object.hasOwn(PRECOMPILED, id), id).toBe(true);
});

describe.each(CERTIFICATE_TYPES)('%s in the wizard', (typeId) => {
  const fixtures = readFixtures('.', typeId, []);
  const valid = fixtures.filter((f) => f.kind === 'valid');

  it('every fixture: the renderer reports exactly the named errors', async () => {
    const h = await harness(typeId, 'lt');
    for (const f of fixtures) {
      const errors = validateDocument(h.type.validator, h.type.schema as RJSFSchema, f.data);
      expect(normalize(errors), `${f.kind}/${f.name}`).toEqual(normalize(f.expect));
    }
    expect(h.missing).toEqual([]);
  });

  it.each(['lt', 'en'] as const)('every valid fixture walks from asmenys to the review and is submitted unchanged (%s)', async (lng) => {
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
  }, 120_000);
});
