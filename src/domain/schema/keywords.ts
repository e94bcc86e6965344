/**
 * The validation keywords of the catalogue vocabulary. Every one is a code-generating keyword
 * (AJV `code`), because precompiled validators cannot carry `validate` functions: the code
 * calls the predicates of ./runtime by name, and the generator turns the reference into an
 * ESM import. The same definitions serve the server's run-time compile.
 */
import { _, Name, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import * as runtime from './runtime/index.js';
import { RUNTIME_MODULE_ID } from './runtime-module.js';

type RuntimeName = 'isEur' | 'formerSpouseAlone' | 'firstDuplicateKey' | 'today';

/** A reference, in generated code, to a function of the run-time module. */
function runtimeFn(cxt: KeywordCxt, name: RuntimeName) {
  return cxt.gen.scopeValue('func', { ref: runtime[name], code: _`require(${RUNTIME_MODULE_ID}).${new Name(name)}` });
}

function dateLimit(keyword: 'notAfterToday' | 'notBeforeToday'): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'boolean',
    code(cxt) {
      if (!cxt.schema) return;
      const isDate = cxt.gen.scopeValue('formats', { key: 'date', ref: runtime.formats.date, code: _`require(${RUNTIME_MODULE_ID}).formats.date` });
      const today = _`${runtimeFn(cxt, 'today')}(this)`;
      // A malformed date is the format keyword's error; this one judges real dates only.
      const wrongSide = keyword === 'notAfterToday' ? _`${cxt.data} > ${today}` : _`${cxt.data} < ${today}`;
      cxt.fail(_`${isDate}(${cxt.data}) && ${wrongSide}`);
    },
  };
}

/** `"notAfterToday": true` on a date: the date may not be later than the server's today (spec §5). */
export const notAfterToday = dateLimit('notAfterToday');

/** `"notBeforeToday": true` on a date: the date may not be earlier than the server's today (spec §5). */
export const notBeforeToday = dateLimit('notBeforeToday');

/** `"eur": true` on a number: an amount in euro — not negative, whole cents. */
export const eur: CodeKeywordDefinition = {
  keyword: 'eur',
  type: 'number',
  schemaType: 'boolean',
  code(cxt) {
    if (!cxt.schema) return;
    cxt.fail(_`!${runtimeFn(cxt, 'isEur')}(${cxt.data})`);
  },
};

/**
 * `"formerSpouse": "<flag property>"` on a list of persons: when one of them is flagged as a
 * former spouse, nobody else may be entered (spec §5 spouse rule).
 */
export const formerSpouse: CodeKeywordDefinition = {
  keyword: 'formerSpouse',
  type: 'array',
  schemaType: 'string',
  code(cxt) {
    cxt.fail(_`!${runtimeFn(cxt, 'formerSpouseAlone')}(${cxt.data}, ${cxt.schema})`);
  },
};

/**
 * `"uniqueKey": "<id property>"` on a list: item ids are unique, so deep links such as
 * turtas/{turtasRusis}/{turtasID} and prievole/{prievoleID} name exactly one item.
 */
export const uniqueKey: CodeKeywordDefinition = {
  keyword: 'uniqueKey',
  type: 'array',
  schemaType: 'string',
  error: { message: 'must not repeat an item id', params: ({ schema, params }) => _`{key: ${schema}, index: ${params.index}}` },
  code(cxt) {
    const index = cxt.gen.const('dup', _`${runtimeFn(cxt, 'firstDuplicateKey')}(${cxt.data}, ${cxt.schema})`);
    cxt.setParams({ index });
    cxt.fail(_`${index} !== -1`);
  },
};

export const VALIDATION_KEYWORDS = [notAfterToday, notBeforeToday, eur, formerSpouse, uniqueKey];
