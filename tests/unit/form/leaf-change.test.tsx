// @vitest-environment jsdom
/**
 * Text typed into a plain string field takes rjsf's short way (decision 0180): judged from the
 * block's schema (a field under options, constants or conditions is not plain), set into the
 * data with everything else shared, and mixed freely with changes that take rjsf's whole way:
 * the store always holds both.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { isPlainStringLeaf, setAt } from '../../../src/form/engine/plain-leaf';
import { renderViews, RICH_MORTGAGE, viewTests } from './views';

const harness = viewTests();

describe('a plain string leaf', () => {
  it('is a string field in plain groups; a field under options, a choice or a missing path is not', () => {
    const { blocks } = harness().type;
    const dokumentas = blocks.field('dokumentas', RICH_MORTGAGE);
    if (!dokumentas) throw new Error('no dokumentas block');
    expect(isPlainStringLeaf(dokumentas, ['sudarymoVieta'])).toBe(true);
    expect(isPlainStringLeaf(dokumentas, ['nera'])).toBe(false);
    expect(isPlainStringLeaf(dokumentas, [])).toBe(false);
    // a party is a oneOf of a person and a company: what is typed there may choose the option
    const party = blocks.item('skolininkai', RICH_MORTGAGE);
    if (!party) throw new Error('no party block');
    expect(isPlainStringLeaf(party, ['vardas'])).toBe(false);
    expect(isPlainStringLeaf({ type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] } } }, ['kind'])).toBe(false);
    expect(isPlainStringLeaf({ type: 'object', properties: { a: { type: 'string', default: 'x' } } }, ['a'])).toBe(false);
    const withRef: RJSFSchema = {
      $defs: { group: { type: 'object', properties: { a: { type: 'string' } } } },
      type: 'object',
      properties: { g: { $ref: '#/$defs/group', title: 'G' } },
    };
    expect(isPlainStringLeaf(withRef, ['g', 'a'])).toBe(true);
    expect(isPlainStringLeaf({ ...withRef, properties: { g: { $ref: '#/$defs/group', required: ['a'] } } }, ['g', 'a'])).toBe(false);
  });

  it('is set with new objects along its path and everything else shared', () => {
    const data = { a: { b: 'old', c: { d: 1 } }, e: [1] };
    const next = setAt(data, ['a', 'b'], 'new') as typeof data;
    expect(next).toEqual({ a: { b: 'new', c: { d: 1 } }, e: [1] });
    expect(next.a.c).toBe(data.a.c);
    expect(next.e).toBe(data.e);
    expect(data.a.b).toBe('old');
  });

  it("mixed with changes that take rjsf's whole way, leaves the store holding all of them", async () => {
    const { store } = renderViews(harness(), '/doc/dokumento-duomenys', {
      ...RICH_MORTGAGE,
      dokumentas: { idk: '12345678901234', sudarymoData: '2026-11-01' },
    });
    const place = await screen.findByRole('textbox', { name: 'Sudarymo vieta' }, { timeout: 15_000 });
    const idk = screen.getByRole('textbox', { name: 'Identifikavimo kodas (IDK)' });
    const held = () => store.getData().dokumentas as Record<string, unknown>;
    fireEvent.change(place, { target: { value: 'V' } });
    fireEvent.change(place, { target: { value: 'Vi' } });
    // emptied: rjsf's whole way (the field leaves the data), then typed again: the short way
    fireEvent.change(idk, { target: { value: '' } });
    expect(held()).toEqual({ sudarymoData: '2026-11-01', sudarymoVieta: 'Vi' });
    fireEvent.change(idk, { target: { value: '1' } });
    fireEvent.change(place, { target: { value: 'Vil' } });
    expect(held()).toEqual({ idk: '1', sudarymoData: '2026-11-01', sudarymoVieta: 'Vil' });
    fireEvent.change(place, { target: { value: '' } });
    expect(held()).toEqual({ idk: '1', sudarymoData: '2026-11-01' });
  });
});
