/** Validity periods of the admin forms (src/features/admin/components/period.ts): shown as every page shows times. */
import { afterEach, describe, expect, it } from 'vitest';
import { shownOf } from '../../../src/features/admin/components/period';
import { dateText } from '../../../src/lib/date-text';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('shownOf', () => {
  it('shows an instant as the registry’s pages do (Europe/Vilnius), whatever the browser’s zone', () => {
    process.env.TZ = 'America/New_York';
    expect(shownOf('2026-11-20T10:00:00.000Z')).toBe(dateText('2026-11-20T10:00:00.000Z'));
    expect(shownOf('2026-07-01T21:30:00.000Z')).toBe(dateText('2026-07-01T21:30:00.000Z'));
  });

  it('shows a dash for no instant', () => {
    expect(shownOf(null)).toBe('–');
    expect(shownOf(undefined)).toBe('–');
  });
});
