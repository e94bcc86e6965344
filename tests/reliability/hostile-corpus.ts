/**
 * The hostile-input corpus as a table: values an attacker sends (NUL, lone surrogates, deep
 * nesting, huge arrays, unknown keys, prototype keys, traversal) placed into anonymous and
 * signed-in routes, each with the status it must get when the issue fixed it. Bodies are raw
 * JSON text, so what reaches the server is exactly what is written here (JSON.stringify would
 * escape a lone surrogate and could not write a duplicate or __proto__ key).
 */
import { TYPE } from '../helpers/lifecycle.js';
import { withMarker } from './writes.js';

/** In a header value: the document's version as it is before the case (so one case's wrongly accepted save does not turn the next into a 412). */
export const CURRENT_VERSION = '"{version}"';

export interface HostileRequest {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** `:id` is replaced by a document of the signed-in notary */
  path: string;
  signedIn: boolean;
  /** raw JSON text */
  body?: string;
  headers?: Record<string, string>;
  /** the only status accepted (otherwise any 4xx with a message key) */
  status?: number | number[];
  /** big inputs: the answer must stay small (a bounded error list) */
  bounded?: boolean;
}

const MAX_DEPTH = 10_000;
const HUGE_ARRAY = 1_000_000; // "0," each: just under the 2 MiB body limit
const UNKNOWN_KEYS = 100_000;

/** Hostile JSON values, as raw text; `status` is what the value alone must get anywhere. */
const VALUES: { name: string; json: string; status?: number | number[]; bounded?: boolean }[] = [
  { name: 'a string with U+0000', json: '"DT_\\u0000notaras"', status: 400 },
  { name: 'a string with a raw NUL byte', json: '"DT_\u0000notaras"', status: 400 },
  { name: 'a lone high surrogate', json: '"ab\\ud800cd"', status: 400 },
  { name: 'a lone low surrogate', json: '"\\udfffx"', status: 400 },
  { name: 'surrogates in the wrong order', json: '"\\udc00\\ud800"', status: 400 },
  { name: `arrays nested ${MAX_DEPTH} deep`, json: `${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}` },
  { name: `objects nested ${MAX_DEPTH} deep`, json: `${'{"a":'.repeat(MAX_DEPTH)}1${'}'.repeat(MAX_DEPTH)}` },
  { name: `an array of ${HUGE_ARRAY} elements`, json: `[${Array(HUGE_ARRAY).fill('0').join(',')}]`, bounded: true },
  { name: 'a __proto__ key', json: '{"__proto__":{"isAdmin":true,"roles":["AD_administratorius"]}}' },
  { name: 'a constructor.prototype key', json: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'a number beyond double', json: '1e400' },
  { name: 'a 100 000-character string', json: `"${'x'.repeat(100_000)}"` },
];

const unknownKeys = (n: number) => Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',');
/** The valid mortgage as JSON text with `extra` spliced in before its closing brace. */
const validDataWith = (extra: string) => `${JSON.stringify(withMarker('priesiskas')).slice(0, -1)},${extra}}`;
/** The valid mortgage with the document's registry number replaced by a value. */
const dataWithValue = (json: string) => JSON.stringify(withMarker('priesiskas')).replace('"registroNr":"1-2345"', `"registroNr":${json}`);

export function hostileRequests(): HostileRequest[] {
  const cases: HostileRequest[] = [];
  for (const v of VALUES) {
    const expect = { status: v.status, bounded: v.bounded };
    cases.push(
      { name: `login: username is ${v.name}`, method: 'POST', path: '/api/login', signedIn: false, body: `{"username":${v.json},"password":"x"}`, ...expect },
      {
        name: `self-service sign-in: enc is ${v.name}`,
        method: 'POST',
        path: '/sav/ipasas?xid=demo-xid',
        signedIn: false,
        body: `{"enc":${v.json}}`,
        ...expect,
      },
      {
        name: `create: registry number is ${v.name}`,
        method: 'POST',
        path: '/api/documents',
        signedIn: true,
        body: `{"type":"${TYPE}","data":${dataWithValue(v.json)}}`,
        ...expect,
      },
      { name: `create: data is ${v.name}`, method: 'POST', path: '/api/documents', signedIn: true, body: `{"type":"${TYPE}","data":${v.json}}`, ...expect },
      {
        name: `save: registry number is ${v.name}`,
        method: 'PUT',
        path: '/api/documents/:id',
        signedIn: true,
        headers: { 'if-match': CURRENT_VERSION },
        body: `{"data":${dataWithValue(v.json)}}`,
        ...expect,
      },
      { name: `lock: object id is ${v.name}`, method: 'POST', path: '/api/document-lock', signedIn: true, body: `{"obj_id":${v.json},"lock":true}`, ...expect },
    );
  }
  cases.push(
    // unknown keys, prototype keys where a route schema lists every key
    {
      name: `create: ${UNKNOWN_KEYS} unknown keys beside type and data`,
      method: 'POST',
      path: '/api/documents',
      signedIn: true,
      body: `{"type":"${TYPE}","data":{},${unknownKeys(UNKNOWN_KEYS)}}`,
      // over the JSON member cap: refused before it is parsed (decision 0155)
      status: 422,
      bounded: true,
    },
    {
      name: `create: ${UNKNOWN_KEYS} unknown keys in the data`,
      method: 'POST',
      path: '/api/documents',
      signedIn: true,
      body: `{"type":"${TYPE}","data":${validDataWith(unknownKeys(UNKNOWN_KEYS))}}`,
      status: [400, 422],
      bounded: true,
    },
    {
      name: `login: ${UNKNOWN_KEYS} unknown keys`,
      method: 'POST',
      path: '/api/login',
      signedIn: false,
      body: `{"username":"DT_notaras","password":"x",${unknownKeys(UNKNOWN_KEYS)}}`,
      // over the JSON member cap: refused before it is parsed (decision 0155)
      status: 422,
      bounded: true,
    },
    {
      name: 'create: a __proto__ key in the data',
      method: 'POST',
      path: '/api/documents',
      signedIn: true,
      body: `{"type":"${TYPE}","data":${validDataWith('"__proto__":{"isAdmin":true}')}}`,
    },
    {
      name: 'create: a constructor key in the data',
      method: 'POST',
      path: '/api/documents',
      signedIn: true,
      body: `{"type":"${TYPE}","data":${validDataWith('"constructor":{"prototype":{"x":1}}')}}`,
    },
    {
      name: 'login: a __proto__ key',
      method: 'POST',
      path: '/api/login',
      signedIn: false,
      body: '{"username":"DT_notaras","password":"x","__proto__":{"x":1}}',
    },
    {
      name: 'login: a duplicate key',
      method: 'POST',
      path: '/api/login',
      signedIn: false,
      body: '{"username":"DT_notaras","password":"x","password":"y","password":{}}',
    },
    // traversal in ids, types and names
    { name: 'read: ../ in the document id', method: 'GET', path: '/api/documents/..%2F..%2F..%2Fetc%2Fpasswd', signedIn: true },
    { name: 'read: ../ in the file id', method: 'GET', path: '/api/documents/:id/files/..%2F..%2Fregistry.sqlite', signedIn: true },
    { name: 'read: a dot-dot segment in the path', method: 'GET', path: '/api/documents/:id/files/../../../../etc/passwd', signedIn: true },
    { name: 'create: ../ in the type', method: 'POST', path: '/api/documents', signedIn: true, body: '{"type":"../../package","data":{}}' },
    {
      name: 'create: a type with a NUL',
      method: 'POST',
      path: '/api/documents',
      signedIn: true,
      body: '{"type":"sutartine-hipoteka\\u0000.schema","data":{}}',
      status: 400,
    },
    { name: 'catalogue: ../ in the type', method: 'GET', path: '/api/catalog/..%2F..%2Fpackage', signedIn: true },
    // query strings
    { name: 'list: NUL in the status filter', method: 'GET', path: '/api/documents?status=%00', signedIn: true, status: 400 },
    { name: 'list: a lone surrogate in the type filter', method: 'GET', path: '/api/documents?type=%ED%A0%80', signedIn: true, status: 400 },
    { name: 'list: a page size of a billion', method: 'GET', path: '/api/documents?limit=1000000000', signedIn: true },
    { name: 'list: a negative page', method: 'GET', path: '/api/documents?offset=-1', signedIn: true },
    { name: 'list: a 1 000-times repeated parameter', method: 'GET', path: `/api/documents?${Array(1_000).fill('status=a').join('&')}`, signedIn: true },
    // envelopes
    { name: 'login: malformed JSON', method: 'POST', path: '/api/login', signedIn: false, body: '{"username":', status: 400 },
    { name: 'login: an array instead of an object', method: 'POST', path: '/api/login', signedIn: false, body: '[]', status: 400 },
    { name: 'login: text/plain', method: 'POST', path: '/api/login', signedIn: false, body: 'username=DT_notaras', headers: { 'content-type': 'text/plain' } },
    {
      name: 'create: a body over the limit',
      method: 'POST',
      path: '/api/documents',
      signedIn: true,
      body: `{"type":"${TYPE}","data":"${'x'.repeat(3 * 1024 * 1024)}"}`,
      status: 413,
    },
    {
      name: 'save: an If-Match of 8 000 digits',
      method: 'PUT',
      path: '/api/documents/:id',
      signedIn: true,
      headers: { 'if-match': `"${'9'.repeat(8_000)}"` },
      body: '{"data":{}}',
    },
    {
      name: 'save: an If-Match with a NUL escape',
      method: 'PUT',
      path: '/api/documents/:id',
      signedIn: true,
      headers: { 'if-match': '"1\\u0000"' },
      body: '{"data":{}}',
    },
  );
  return cases;
}
