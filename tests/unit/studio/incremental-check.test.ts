/**
 * The preview's incremental check (api/modules/studio/incremental-check.ts) answers what a full
 * check (`checkTypeFiles`) and publishing's compile (compile.ts) answer, edit after edit, while
 * compiling only what an edit changed: the problems, the bundled type, and every validator of
 * the module judging the same data with the same errors.
 */
import { describe, expect, it } from 'vitest';
import { compileValidatorCode, loadValidatorCode } from '../../../api/modules/studio/compile';
import { createIncrementalCheck } from '../../../api/modules/studio/incremental-check';
import { readRepositoryType } from '../../../api/modules/studio/repository-type';
import { readCheckContext } from '../../helpers/check-context';
import type { PrecompiledType } from '../../../src/domain/schema/precompiled';
import { checkTypeFiles } from '../../../src/domain/studio/check-type-files';
import { copyTypeFiles, type TypeFiles } from '../../../src/domain/studio/type-files';

const context = readCheckContext('.');
const lease = readRepositoryType('.', 'documents', 'nuoma')!;
const ID = 'irangos-nuoma';

type Schema = { properties: Record<string, Record<string, unknown>>; required: string[]; $defs: Record<string, { required: string[] }> };
type Ui = { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] } };
const fieldsOf = (files: TypeFiles) => (files.texts.lt.types as Record<string, { title: string; fields: Record<string, string> }>)[ID];

/** One analyst edit: the files after it. */
const edit = (files: TypeFiles, change: (next: TypeFiles & { schema: Schema; uiSchema: Ui }) => void): TypeFiles => {
  const next = structuredClone(files) as TypeFiles & { schema: Schema; uiSchema: Ui };
  change(next);
  return next;
};
const addField = (name: string, pattern: string) => (f: TypeFiles & { schema: Schema; uiSchema: Ui }) => {
  f.schema.properties[name] = { type: 'string', pattern, messageKeys: { pattern: 'validation.registryNumber' } };
  f.uiSchema.layout.tabs[0].fields.push(name);
  f.uiSchema.layout.steps[0].fields.push(name);
  fieldsOf(f).fields[name] = 'Serijos numeris';
};
const deleteField = (name: string) => (f: TypeFiles & { schema: Schema; uiSchema: Ui }) => {
  delete f.schema.properties[name];
  for (const part of [...f.uiSchema.layout.tabs, ...f.uiSchema.layout.steps]) part.fields = part.fields.filter((x) => x !== name);
  delete fieldsOf(f).fields[name];
};

/** Every value in the data (sub-schema validators are asked about parts of a document). */
function partsOf(data: unknown): unknown[] {
  if (data === null || typeof data !== 'object') return [data];
  return [data, ...Object.values(data).flatMap(partsOf)];
}

/** What each of the module's validators answers for each part of each fixture's data. */
function verdicts(module: PrecompiledType, files: TypeFiles) {
  const all = [...Object.values(files.fixtures.valid), ...Object.values(files.fixtures.invalid)].flatMap((f) => partsOf(f.data));
  const samples = [...new Map(all.map((data) => [JSON.stringify(data), data])).values()];
  return Object.fromEntries(
    Object.entries(module.validators).map(([key, validate]) => [
      key,
      samples.map((data) => {
        const valid = validate.call({ today: '2026-11-20' }, data);
        return { valid, errors: valid ? null : validate.errors };
      }),
    ]),
  );
}

describe('createIncrementalCheck', () => {
  it('answers as the full check and compile over a sequence of edits, compiling only for a rule edit', () => {
    // as the server runs it, and with an AJV replaced every 2 compiles and 3 code pieces kept
    const checkers = [createIncrementalCheck(context), createIncrementalCheck(context, { recycleAfter: 2, maxPieces: 3 })];
    const copy = copyTypeFiles(lease, ID, 'Įrangos nuoma');
    const added = edit(copy, addField('serijosNr', '^[A-Z]{2}\\d{4}$'));
    const steps: [string, TypeFiles, 'compiles' | 'reuses' | 'refused'][] = [];
    steps.push(['the copy', copy, 'compiles']);
    steps.push(['a field with a pattern added', added, 'compiles']);
    const patterned = edit(added, (f) => void (f.schema.properties.serijosNr.pattern = '^[A-Z]{3}\\d{3}$'));
    steps.push(['its pattern changed', patterned, 'compiles']);
    const stricter = edit(patterned, (f) => void f.schema.$defs.sutartiesInformacija.required.push('pabaigosData'));
    steps.push(['a rule of a $defs part changed (fixtures now fail)', stricter, 'compiles']);
    const renamed = edit(stricter, (f) => {
      deleteField('serijosNr')(f);
      addField('gamyklinisNr', '^[A-Z]{3}\\d{3}$')(f);
    });
    steps.push(['the field renamed', renamed, 'compiles']);
    const deleted = edit(renamed, deleteField('gamyklinisNr'));
    steps.push(['the field deleted', deleted, 'compiles']);
    const chooser = edit(deleted, (f) => {
      // rjsf keeps a $ref under allOf as it is (an option's own properties it resolves): the sub-schema's code depends on $defs/kodas
      const option = { type: 'object', allOf: [{ properties: { kodas: { $ref: '#/$defs/kodas' } }, required: ['kodas'] }] };
      f.schema.properties.irangosTipas = { oneOf: [option, { type: 'integer' }] };
      (f.schema.$defs as Record<string, unknown>).kodas = { type: 'string', maxLength: 5 };
      f.uiSchema.layout.tabs[0].fields.push('irangosTipas');
      f.uiSchema.layout.steps[0].fields.push('irangosTipas');
      fieldsOf(f).fields.irangosTipas = 'Įrangos tipas';
      for (const fixture of Object.values(f.fixtures.valid)) (fixture.data as Record<string, unknown>).irangosTipas = { kodas: 'ABCD' };
    });
    steps.push(['a field choosing between a local $defs part and a number', chooser, 'compiles']);
    const narrowed = edit(chooser, (f) => void ((f.schema.$defs as Record<string, Record<string, unknown>>).kodas.maxLength = 3));
    steps.push(["a rule a sub-schema's $ref reaches changed", narrowed, 'compiles']);
    const broken = edit(deleted, (f) => void (f.schema.properties.dalykai.items = { $ref: '../common/asset.schema.json#/$defs/nieko' }));
    steps.push(['a $ref to nothing', broken, 'refused']);
    const fixed = edit(broken, (f) => void (f.schema.properties.dalykai.items = { $ref: '../common/asset.schema.json#/$defs/asset' }));
    steps.push(['the $ref fixed', fixed, 'reuses']);
    const identified = edit(fixed, (f) => {
      f.schema.properties.irangosTipas = { $id: 'https://registrai.lt/schemas/studija/kodas.json', type: 'string', maxLength: 5 };
      f.uiSchema.layout.tabs[0].fields.push('irangosTipas');
      f.uiSchema.layout.steps[0].fields.push('irangosTipas');
      fieldsOf(f).fields.irangosTipas = 'Įrangos tipas';
    });
    steps.push(['a field with an $id of its own', identified, 'compiles']);
    steps.push(['that field changed', edit(identified, (f) => void (f.schema.properties.irangosTipas.maxLength = 3)), 'compiles']);
    const loosened = edit(fixed, (f) => void f.schema.$defs.sutartiesInformacija.required.pop());
    steps.push(['the $defs rule back as it was', loosened, 'compiles']);
    const retitled = edit(loosened, (f) => void (fieldsOf(f).title = 'Įrangos nuomos sutartis'));
    steps.push(['a text edited', retitled, 'reuses']);
    const unlabelled = edit(retitled, (f) => void delete fieldsOf(f).fields.sutartis);
    steps.push(['a label removed', unlabelled, 'reuses']);
    const reordered = edit(retitled, (f) => void f.uiSchema.layout.tabs[0].fields.reverse());
    steps.push(['the UI file reordered', reordered, 'reuses']);
    const refixtured = edit(reordered, (f) => {
      const [name] = Object.keys(f.fixtures.valid);
      delete (f.fixtures.valid[name].data as Record<string, unknown>).sutartis;
    });
    steps.push(['a fixture edited', refixtured, 'reuses']);

    for (const [what, files, expected] of steps) {
      const full = checkTypeFiles(files, context);
      const published = full.entry && loadValidatorCode(compileValidatorCode(full.entry));
      for (const incremental of checkers) {
        const before = incremental.compiles();
        const got = incremental.check(files);
        expect(got.problems, what).toEqual(full.problems);
        expect(got.entry, what).toEqual(full.entry);
        if (expected === 'refused') {
          expect([got.body, full.entry], what).toEqual([undefined, undefined]);
          continue;
        }
        expect(incremental.compiles() - before, what).toBe(expected === 'compiles' ? 1 : 0);
        const mine = loadValidatorCode(got.body!);
        expect(Object.keys(mine.validators), what).toEqual(Object.keys(published!.validators));
        expect([mine.typeId, mine.schema, mine.ui], what).toEqual([published!.typeId, published!.schema, published!.ui]);
        expect(verdicts(mine, files), what).toEqual(verdicts(published!, files));
      }
    }
    expect(steps.map(([, files]) => checkTypeFiles(files, context).problems.length).some((n) => n > 0)).toBe(true);
  }, 300_000); // two full compiles per edit on a shared machine
});
