/** A draft migration lifts data field by field (src/domain/studio/migration.ts). */
import { describe, expect, it } from 'vitest';
import { liftData, migrationProblem } from '../../../../src/domain/studio/migration.js';

describe('draft migration', () => {
  it('renames and moves fields, creating the objects on the way, without touching the input', () => {
    const data = { a: { b: 1, keep: true }, c: 'x', 'sl/ash': 2 };
    const lifted = liftData(data, [
      { from: '/a/b', to: '/a/c' },
      { from: '/c', to: '/naujas/vieta/c' },
      { from: '/sl~1ash', to: '/slash' },
    ]);
    expect(lifted).toEqual({ a: { c: 1, keep: true }, naujas: { vieta: { c: 'x' } }, slash: 2 });
    expect(data).toEqual({ a: { b: 1, keep: true }, c: 'x', 'sl/ash': 2 });
  });

  it('leaves data without the field as it is', () => {
    expect(
      liftData({ a: 1 }, [
        { from: '/nera', to: '/b' },
        { from: '/a/b', to: '/c' },
      ]),
    ).toEqual({ a: 1 });
  });

  it('names a move onto or into itself and two moves of one field', () => {
    expect(migrationProblem([{ from: '/a', to: '/b' }])).toBeUndefined();
    expect(migrationProblem([{ from: '/a', to: '/a' }])).toBe('/a → /a');
    expect(migrationProblem([{ from: '/a', to: '/a/b' }])).toBe('/a → /a/b');
    expect(
      migrationProblem([
        { from: '/a', to: '/b' },
        { from: '/a', to: '/c' },
      ]),
    ).toBe('/a');
  });
});
