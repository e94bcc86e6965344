/**
 * Classifiers (docs/decisions/0097-classifiers-as-data.md): the administration section
 * `klasifikatoriai` (workplace, administrators) lists classifiers and their values, adds a
 * value, renames and retires one; any signed-in user reads the values valid now, which a
 * form offers in its select (both faces).
 */
import { CLASSIFIERS } from '../classifiers/classifiers.js';
import { tagged } from './endpoint.js';
import { errorBody, itemsOf, nullableText, paged, pageProperties, sortDirection } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['classifiers']);

/** Columns the value list may be sorted by (ties broken by id). */
export const CLASSIFIER_VALUE_SORT_KEYS = ['code', 'name_lt', 'name_en', 'valid_from', 'valid_to'] as const;
/** Which values a list shows: valid now, retired (valid_to passed), or all. */
export const CLASSIFIER_VALUE_STATES = ['current', 'retired', 'all'] as const;

const classifierParams = exact({ classifier: { type: 'string', enum: CLASSIFIERS } });

const valueParams = exact({ classifier: { type: 'string', enum: CLASSIFIERS }, id: { type: 'integer', minimum: 1 } });

const name = { type: 'string', minLength: 1, maxLength: 300 } as const;
const instant = { type: 'string', minLength: 10, maxLength: 30, description: 'an ISO date or instant' } as const;

export const classifierValue = exact({
  id: { type: 'integer' },
  classifier: { type: 'string' },
  code: { type: 'string' },
  name_lt: { type: 'string' },
  name_en: { type: 'string' },
  valid_from: { type: 'string' },
  valid_to: nullableText,
  current: { type: 'boolean', description: 'valid now' },
  updated_at: { type: 'string' },
});

export const listClassifiers = api.get('/admin/klasifikatoriai', 'The classifiers with their counts of values (valid now, in all)', {
  responses: {
    200: itemsOf(exact({ code: { type: 'string' }, current: { type: 'integer' }, total: { type: 'integer' } })),
  },
});

export const listClassifierValues = api.get('/admin/klasifikatoriai/:classifier', "A classifier's values, filtered, sorted and paged", {
  params: classifierParams,
  query: closedObject({
    q: { type: 'string', minLength: 1, maxLength: 100, description: 'part of the code or a name' },
    state: { type: 'string', enum: CLASSIFIER_VALUE_STATES, default: 'all' },
    sort: { type: 'string', enum: CLASSIFIER_VALUE_SORT_KEYS, default: 'code' },
    order: sortDirection('asc'),
    ...pageProperties,
  }),
  responses: { 200: paged(classifierValue) },
});

export const addClassifierValue = api.post(
  '/admin/klasifikatoriai/:classifier',
  'Adds a value (valid from now unless valid_from says later). 409 errors.classifier_code_taken; 422 field errors',
  {
    params: classifierParams,
    body: closedObject({ code: { type: 'string', minLength: 1, maxLength: 100 }, name_lt: name, name_en: name, valid_from: instant }, [
      'code',
      'name_lt',
      'name_en',
    ]),
    responses: { 201: classifierValue, 409: errorBody, 422: errorBody },
  },
);

export const updateClassifierValue = api.put(
  '/admin/klasifikatoriai/:classifier/:id',
  'Renames a value or sets its end of validity (valid_to: retire; null: valid again); its code never changes, and it is never deleted',
  {
    params: valueParams,
    body: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { name_lt: name, name_en: name, valid_to: { anyOf: [instant, { type: 'null' }] } },
    },
    responses: { 200: classifierValue, 404: errorBody, 422: errorBody },
  },
);

const namedValue = exact({ code: { type: 'string' }, name_lt: { type: 'string' }, name_en: { type: 'string' } });

export const getClassifierOptions = api.get('/classifiers/:classifier', "A classifier's values valid now (what a form offers), by code", {
  params: classifierParams,
  responses: { 200: itemsOf(namedValue) },
});

export const getClassifierNames = api.get(
  '/classifiers/:classifier/names',
  "Every value a classifier ever had, retired ones too, by code: the names of codes recorded earlier (e.g. a search log's purpose)",
  { params: classifierParams, responses: { 200: itemsOf(namedValue) } },
);
