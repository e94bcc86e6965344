// @vitest-environment jsdom
/**
 * "A new type is files only": every type the generator produced — whatever an analyst added
 * under schemas/ and ui-schemas/ — draws with the same renderer, as tabs and as steps, empty and
 * with its first valid fixture, with every control named and no sub-schema lacking a
 * precompiled validator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';

vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { FIRST_STEP_ID } from '../../../src/domain/schema/layout';
import { SchemaForm } from '../../../src/form/components/schema-form';
import { loadHarness, renderForm } from './harness';

const ROLES = ['textbox', 'combobox', 'checkbox', 'radio'] as const;

function unnamedControls(): string[] {
  return ROLES.flatMap((role) => {
    const named = new Set(screen.queryAllByRole(role, { name: /\S/ }));
    return screen
      .queryAllByRole(role)
      .filter((el) => !named.has(el))
      .map((el) => el.outerHTML.slice(0, 120));
  });
}

function firstValidFixture(typeId: string): Record<string, unknown> | undefined {
  const dir = path.resolve('tests/fixtures', typeId, 'valid');
  if (!fs.existsSync(dir)) return undefined;
  const file = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()[0];
  return file ? (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { data: Record<string, unknown> }).data : undefined;
}

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
});
afterEach(cleanup);

describe('every catalogue type draws with the one renderer', () => {
  it('has more than one type to draw', () => {
    expect(Object.keys(PRECOMPILED).length).toBeGreaterThan(1);
  });

  it.each(Object.keys(PRECOMPILED).sort())(
    '%s',
    async (typeId) => {
      const h = await loadHarness(typeId);
      expect(h.type.layout.steps?.[0]?.id ?? FIRST_STEP_ID).toBe(FIRST_STEP_ID);
      const samples: Record<string, unknown>[] = [{}, firstValidFixture(typeId)].filter((d): d is Record<string, unknown> => d !== undefined);
      for (const data of samples) {
        for (const kind of ['tabs', 'steps'] as const) {
          for (const section of h.type.layout[kind] ?? []) {
            const { unmount } = renderForm(h, <SchemaForm section={section} />, data);
            expect(unnamedControls(), `${typeId} ${kind} ${section.id}`).toEqual([]);
            expect(document.body.textContent, `${typeId} ${kind} ${section.id}: labels translated`).not.toMatch(/\b(fields|types)\.[a-z]/);
            unmount();
          }
        }
      }
      expect(h.missing).toEqual([]);
    },
    120_000,
  );
});
