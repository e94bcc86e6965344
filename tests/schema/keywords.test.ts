import { afterEach, describe, expect, it } from 'vitest';
import { createAjv } from '../../src/domain/schema/create-ajv.js';
import { metaCheck } from '../../src/domain/schema/meta-check.js';
import { toFieldErrors } from '../../src/domain/schema/field-errors.js';
import type { CompiledValidateFunction } from '../../src/domain/schema/precompiled.js';
import { ucs2length } from '../../src/domain/schema/runtime/ajv-helpers.js';
import { registryDate, setTodayProvider } from '../../src/domain/schema/runtime/today.js';

const compile = (schema: object) => createAjv().compile(schema) as CompiledValidateFunction;
const keys = (validate: CompiledValidateFunction, data: unknown, context: object = {}) =>
  validate.call(context, data) ? [] : toFieldErrors(validate.errors).map((e) => `${e.path} ${e.messageKey}`);

describe('validation keywords', () => {
  afterEach(() => setTodayProvider(() => registryDate(new Date())));

  it('notAfterToday / notBeforeToday judge against the context today, inclusive', () => {
    const v = compile({
      type: 'object',
      properties: { past: { type: 'string', format: 'date', notAfterToday: true }, future: { type: 'string', format: 'date', notBeforeToday: true } },
    });
    const today = { today: '2026-11-20' };
    expect(keys(v, { past: '2026-11-20', future: '2026-11-20' }, today)).toEqual([]);
    expect(keys(v, { past: '2026-11-21', future: '2026-11-19' }, today)).toEqual(['/past validation.notAfterToday', '/future validation.notBeforeToday']);
    expect(keys(v, { past: '2026-11-21' }, { today: '2026-11-21' })).toEqual([]);
  });

  it('without a context today, the provider answers (the browser sets it from the server date)', () => {
    const v = compile({ type: 'string', format: 'date', notAfterToday: true });
    setTodayProvider(() => '2030-01-01');
    expect(keys(v, '2029-12-31')).toEqual([]);
    setTodayProvider(() => '2029-12-30');
    expect(keys(v, '2029-12-31')).toEqual([' validation.notAfterToday']);
  });

  it('a malformed date is a date error, not a today error', () => {
    const v = compile({ type: 'string', format: 'date', notAfterToday: true });
    expect(keys(v, '2026-02-30', { today: '2026-11-20' })).toEqual([' validation.date']);
  });

  it('eur: not negative, whole cents', () => {
    const v = compile({ type: 'number', eur: true });
    for (const ok of [0, 1, 1.5, 1234.56, 0.1 + 0.2, 99999999.99]) expect(keys(v, ok), String(ok)).toEqual([]);
    for (const bad of [-0.01, 1.001, 0.005]) expect(keys(v, bad), String(bad)).toEqual([' validation.eur']);
  });

  it('formerSpouse: a flagged former spouse must be the only person (spec §5 spouse rule)', () => {
    const v = compile({
      type: 'array',
      formerSpouse: 'buvesSutuoktinis',
      items: { type: 'object', properties: { vardas: { type: 'string' }, buvesSutuoktinis: { type: 'boolean' } }, additionalProperties: false },
    });
    expect(keys(v, [{ vardas: 'A', buvesSutuoktinis: true }])).toEqual([]);
    expect(keys(v, [{ vardas: 'A' }, { vardas: 'B', buvesSutuoktinis: false }])).toEqual([]);
    expect(keys(v, [{ vardas: 'A' }, { vardas: 'B', buvesSutuoktinis: true }])).toEqual([' validation.formerSpouse']);
  });

  it('maxLength counts characters (code points), not UTF-16 units: the limit the counter shows', () => {
    const v = compile({ type: 'string', maxLength: 3 });
    expect(keys(v, 'ąčę')).toEqual([]);
    expect(keys(v, 'a😀b')).toEqual([]);
    expect(keys(v, 'a😀bc')).toEqual([' validation.maxLength']);
    expect(ucs2length('a😀b\uD800')).toBe(4);
  });

  it('uniqueKey points at the item whose id repeats', () => {
    const v = compile({ type: 'array', uniqueKey: 'id', items: { type: 'object', properties: { id: { type: 'string' } } } });
    expect(keys(v, [{ id: 'a' }, { id: 'b' }, {}])).toEqual([]);
    expect(keys(v, [{ id: 'a' }, { id: 'b' }, { id: 'a' }])).toEqual(['/2/id validation.uniqueKey']);
  });

  it('the vocabulary meta-schemas refuse malformed keyword values and registry metadata, naming the place', () => {
    const check = (schema: object) => metaCheck(createAjv(), [{ file: 'x.schema.json', schema: schema as Record<string, unknown> }]).map((p) => p.pointer);
    expect(check({ type: 'object', properties: { d: { type: 'string', notAfterToday: 'yes' } } })).toEqual(['/properties/d/notAfterToday']);
    expect(check({ type: 'array', uniqueKey: 'not a name' })).toEqual(['/uniqueKey']);
    const meta = { family: 'documents', titleKey: 'types.x.title', createRoles: ['DT_notaras'], lifecycle: 'professional', route: '/x' };
    expect(check({ registry: meta })).toEqual([]);
    expect(check({ registry: { ...meta, createRoles: ['DT_notaras', 'nobody'] } })).toEqual(['/registry/createRoles/1']);
    expect(check({ registry: { ...meta, lifecycle: 'stsr' } })).toEqual(['/registry/lifecycle']);
    // per-type action rights (spec §6): known actions, known roles
    expect(check({ registry: { ...meta, actionRoles: { nutraukimas: ['DT_teismas'], adreso_keitimas: ['DT_JA'] } } })).toEqual([]);
    expect(check({ registry: { ...meta, actionRoles: { nutraukimas: ['DT_teismas', 'nobody'] } } })).toEqual(['/registry/actionRoles/nutraukimas/1']);
    expect(check({ registry: { ...meta, actionRoles: { istrynimas: ['DT_teismas'] } } })).toEqual(['/registry/actionRoles']);
    expect(() => compile({ type: 'string', notAfterToday: 'yes' })).toThrow();
  });

  it('unknown keywords and formats are errors (strict), so typos never pass silently', () => {
    expect(() => compile({ type: 'string', maxLenght: 3 })).toThrow(/unknown keyword/);
    expect(() => compile({ type: 'string', format: 'asmenskodas' })).toThrow(/unknown format/);
  });
});
