// @vitest-environment jsdom
/**
 * The portal item page draws an existing item by the type version it is pinned to (a request
 * filed before the type was republished in the studio keeps its own schema and labels), and a
 * new item by the newest version.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';

const loadFormTypeWithLabels = vi.fn();
vi.mock('../../../src/form/load-form-type', () => ({ loadFormTypeWithLabels: (...args: unknown[]) => loadFormTypeWithLabels(...args) }));
vi.mock('../../../src/lib/api/items', () => ({
  getItem: vi.fn().mockResolvedValue({ id: 7, type: 'prasymas-nuoma', status: 'juodrastis', version: 3, schemaVersion: 'older0000000000', data: {} }),
}));
vi.mock('../../../src/lib/api/applicant', () => ({ getApplicant: vi.fn().mockResolvedValue({ pareiskejas: null }) }));

import { PortalItemPage } from '../../../src/form/components/portal-item-page';
import type { FormType } from '../../../src/form/engine/form-type';
import { createI18n } from '../../../src/lib/i18n';

const ROUTE = { family: 'requests', typeId: 'prasymas-nuoma', path: '/x', newSegment: 'naujas', ns: 'requests' } as const;
const TYPES = { newest: { id: 'newest' }, older0000000000: { id: 'older' } } as unknown as Record<string, FormType>;

beforeEach(() => {
  // cached per version, as the real loader is (React's use() needs the same promise again)
  const loaded = new Map<string, Promise<FormType>>();
  loadFormTypeWithLabels.mockImplementation((_id: string, _i18n: unknown, version = 'newest') => {
    if (!loaded.has(version)) loaded.set(version, Promise.resolve(TYPES[version]));
    return loaded.get(version);
  });
});
afterEach(() => {
  cleanup();
  loadFormTypeWithLabels.mockReset();
});

async function page(idParam: string) {
  const i18n = await createI18n('lt');
  const drawn = () => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PortalItemPage
          route={ROUTE}
          idParam={idParam}
          step={undefined}
          render={({ type, item }) => <p>{`drawn by ${(type as unknown as { id: string }).id} for ${item ? item.id : 'new'}`}</p>}
        />
      </MemoryRouter>
    </I18nextProvider>
  );
  const { rerender } = render(drawn());
  return () => rerender(drawn());
}

describe('the portal item page', () => {
  it('draws an existing item by its pinned schema version', async () => {
    await page('7');
    expect(await screen.findByText('drawn by older for 7')).toBeTruthy();
    expect(loadFormTypeWithLabels).toHaveBeenCalledWith('prasymas-nuoma', expect.anything(), 'older0000000000');
  });

  it('starts the newest type loading once while an existing item is read, not on every render', async () => {
    const drawAgain = await page('7');
    await screen.findByText('drawn by older for 7');
    drawAgain();
    expect(await screen.findByText('drawn by older for 7')).toBeTruthy();
    expect(loadFormTypeWithLabels.mock.calls.filter((call) => call[2] === undefined)).toHaveLength(1);
  });

  it('draws a new item by the newest version', async () => {
    await page('naujas');
    expect(await screen.findByText('drawn by newest for new')).toBeTruthy();
    expect(loadFormTypeWithLabels.mock.calls.every((call) => call[2] === undefined)).toBe(true);
  });
});
