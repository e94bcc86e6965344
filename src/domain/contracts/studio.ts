/**
 * The schema studio (issue #24, decision 0123): schema analysts list the catalogue's types
 * with their versions, copy a published type into a draft (new id + title) or start a new
 * version of one, save the draft's files (answered with the catalogue check's problems),
 * send it for review, approve or return it (a second analyst: the author cannot approve,
 * 403 errors.studio_self_approval), publish it (refused with the check's reasons, 422
 * errors.studio_check_failed / errors.studio_documents_invalid; 409 errors.studio_wrong_status),
 * and export a published version as repository files. A draft may carry a migration (renamed or
 * moved fields): publishing lifts the documents being prepared of the previous version through
 * it (422 errors.studio_drafts_invalid when one would be refused) and moves them to the new one.
 *
 * The review's diff (draft against the published version: schema, ui file, texts) is computed
 * in the browser from two `getStudioVersion` answers; no endpoint serves it.
 * A published version's validator is compiled once on the server (AJV standalone, the options
 * of npm run gen) and served as an ES module (`getStudioValidator`, any signed-in user): the
 * browser imports it like a generated module, and never compiles a schema of a published type.
 *
 * Versions: a repository type (files under schemas/) is version 1 with source "repository";
 * studio versions of it count on from 2; a type first made in the studio starts at 1.
 */
import { tagged } from './endpoint.js';
import { errorBody, itemsOf, nullableText } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['studio']);

const typeId = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } as const;
const typeParams = exact({ id: typeId });
const versionParams = exact({ id: typeId, version: { type: 'integer', minimum: 1, maximum: 100000 } });

/** draft → review → approved → published; a returned draft is a draft again; the published version a newer one replaces is retired. */
export const STUDIO_STATUSES = ['draft', 'review', 'approved', 'published', 'retired'] as const;
export type StudioStatus = (typeof STUDIO_STATUSES)[number];

const status = { type: 'string', enum: STUDIO_STATUSES } as const;
const family = { type: 'string', enum: ['documents', 'requests', 'certificates'] } as const;
const jsonObject = { type: 'object', additionalProperties: true } as const;

const fixtureFile = closedObject(
  {
    today: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    data: {},
    expect: {
      type: 'array',
      maxItems: 200,
      items: closedObject({ path: { type: 'string' }, messageKey: { type: 'string' }, params: jsonObject }, ['path', 'messageKey']),
    },
  },
  ['data'],
);
const fixtureMap = { type: 'object', maxProperties: 100, propertyNames: typeId, additionalProperties: fixtureFile } as const;

/** One type's files (src/domain/studio/type-files.ts `TypeFiles`). */
export const typeFilesSchema = exact({
  family,
  id: typeId,
  schema: jsonObject,
  uiSchema: jsonObject,
  texts: closedObject({ lt: jsonObject, en: jsonObject }, ['lt']),
  fixtures: exact({ valid: fixtureMap, invalid: fixtureMap }),
});

/** A JSON pointer to a field of a document's data. */
const fieldPointer = { type: 'string', pattern: '^(/[^/]+)+$', maxLength: 300 } as const;
/**
 * A draft migration (decision 0138, src/domain/studio/migration.ts): fields renamed or moved
 * since the previous version; null: documents being prepared keep their version.
 */
export const studioMigration = {
  anyOf: [
    {
      type: 'array',
      maxItems: 100,
      items: exact({ from: fieldPointer, to: fieldPointer }),
    },
    { type: 'null' },
  ],
} as const;

/** A catalogue check problem: the file (repository path), JSON pointer in it, and what is wrong (the text check:schemas prints). */
export const studioProblem = exact({ file: { type: 'string' }, pointer: { type: 'string' }, message: { type: 'string' } });
const problems = { type: 'array', items: studioProblem } as const;

const person = exact({ id: { type: 'integer' }, name: { type: 'string' } });
const nullablePerson = { anyOf: [person, { type: 'null' }] } as const;

/** One version's line in the list. */
const versionSummaryProperties = {
  version: { type: 'integer' },
  status,
  /** repository: the files under schemas/ (version 1 of a repository type); studio: made here */
  source: { type: 'string', enum: ['repository', 'studio'] },
  author: nullablePerson,
  reviewer: nullablePerson,
  updatedAt: nullableText,
  publishedAt: nullableText,
} as const;
export const studioVersionSummary = exact(versionSummaryProperties);

export const studioTypeSummary = exact({
  id: { type: 'string' },
  family: { type: 'string' },
  titleKey: { type: 'string' },
  /** the Lithuanian title of the newest version (texts.lt) */
  title: { type: 'string' },
  /** the version new documents use, null while nothing is published */
  publishedVersion: { type: ['integer', 'null'] },
  versions: { type: 'array', items: studioVersionSummary },
});

const comment = exact({
  /** commented (author's note on submit), approved, returned, published */
  kind: { type: 'string', enum: ['submitted', 'approved', 'returned', 'published'] },
  author: person,
  text: { type: 'string' },
  at: { type: 'string' },
});

export const studioVersion = exact({
  id: { type: 'string' },
  ...versionSummaryProperties,
  files: typeFilesSchema,
  /** the version this one was started from (a copy or the previous version), if any */
  basedOn: {
    anyOf: [exact({ id: { type: 'string' }, version: { type: 'integer' } }), { type: 'null' }],
  },
  comments: { type: 'array', items: comment },
  /** the catalogue check's problems of these files (empty: the draft may be submitted) */
  problems,
  /** the draft migration lifting documents being prepared on publishing (null: none) */
  migration: studioMigration,
  /** may the caller edit, submit, approve, return, publish (the server decides; the page shows these) */
  allowedActions: { type: 'array', items: { type: 'string', enum: ['save', 'submit', 'approve', 'return', 'publish', 'export'] } },
});

const versionRef = exact({ id: { type: 'string' }, version: { type: 'integer' }, status });

const refusals = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } as const;

export const listStudioTypes = api.get('/studio/types', 'Schema studio: every type with its versions and their status (schema analysts)', {
  responses: { 200: itemsOf(studioTypeSummary), 403: errorBody },
});

export const getStudioVersion = api.get(
  '/studio/types/:id/versions/:version',
  "One version of a type: its files, status, review comments, check problems and the caller's allowed actions",
  { params: versionParams, responses: { 200: studioVersion, 403: errorBody, 404: errorBody } },
);

export const createStudioDraft = api.post(
  '/studio/drafts',
  'Starts a draft: a copy of a version under a new id and title, or (no id) the next version of the same type',
  {
    body: closedObject(
      {
        from: exact({ id: typeId, version: { type: 'integer', minimum: 1 } }),
        /** the new type's id (a copy); left out: a new version of `from.id` */
        id: typeId,
        /** the new type's Lithuanian title (with `id`) */
        title: { type: 'string', minLength: 1, maxLength: 200 },
      },
      ['from'],
    ),
    responses: { 201: versionRef, ...refusals },
  },
);

export const saveStudioDraft = api.put(
  '/studio/types/:id/versions/:version',
  "Saves a draft's files (the author's draft only); answers the catalogue check's problems",
  {
    params: versionParams,
    body: closedObject(
      {
        files: typeFilesSchema,
        /** left out: the stored migration stays */
        migration: studioMigration,
      },
      ['files'],
    ),
    responses: { 200: exact({ problems }), ...refusals },
  },
);

const commentBody = closedObject({ comment: { type: 'string', maxLength: 4000 } });

export const submitStudioDraft = api.post(
  '/studio/types/:id/versions/:version/submit',
  'Sends a draft for review (refused with the check problems while there are any)',
  { params: versionParams, body: commentBody, responses: { 200: versionRef, ...refusals } },
);

export const approveStudioVersion = api.post(
  '/studio/types/:id/versions/:version/approve',
  'A second analyst approves a version in review (the author cannot: 403)',
  { params: versionParams, body: commentBody, responses: { 200: versionRef, ...refusals } },
);

export const returnStudioVersion = api.post(
  '/studio/types/:id/versions/:version/return',
  'A second analyst returns a version in review to its author with a comment (required)',
  { params: versionParams, body: exact({ comment: { type: 'string', minLength: 1, maxLength: 4000 } }), responses: { 200: versionRef, ...refusals } },
);

export const publishStudioVersion = api.post(
  '/studio/types/:id/versions/:version/publish',
  'Publishes an approved version: compiles its validator, new documents use it; refused with the reasons (check problems, registered documents it would make invalid)',
  { params: versionParams, responses: { 200: versionRef, ...refusals } },
);

export const exportStudioVersion = api.get(
  '/studio/types/:id/versions/:version/export',
  'A published version as repository files: path → file text (schemas/…, ui-schemas/…, locales/…, tests/fixtures/…)',
  {
    params: versionParams,
    responses: {
      200: exact({ files: { type: 'object', additionalProperties: { type: 'string' } } }),
      403: errorBody,
      404: errorBody,
      409: errorBody,
    },
  },
);

export const getStudioValidator = api.get(
  '/studio/validators/:id/:version',
  'The precompiled validator of a published studio version as an ES module (text/javascript) for any signed-in user: `export default (runtime) => ({ typeId, schema, ui, validators })`, runtime being src/domain/schema/runtime/index.ts (the module imports nothing, so it loads from a Blob URL fetched with the bearer token)',
  { params: versionParams, produces: ['text/javascript'], responses: { 404: errorBody } },
);

/** The studio's type id params (for routes that name only the type). */
export const studioTypeParams = typeParams;

/** The largest draft (its files as JSON, in bytes) the preview compiles: a bigger one is refused with 413 errors.studio_preview_too_large. */
export const STUDIO_PREVIEW_MAX_BYTES = 512 * 1024;

export const previewStudioDraft = api.post(
  '/studio/preview',
  "The live preview of a draft's files (unsaved edits included, decision 0135): the catalogue check's problems and, when the schema compiles, the same-origin address of its validator module, compiled by the server as publishing does (the browser never compiles a schema). A draft whose schema does not compile (not valid JSON Schema, a $ref to nothing) is refused with its problems (422 errors.studio_preview_failed); nothing is kept for it",
  {
    body: exact({ files: typeFilesSchema }),
    responses: {
      200: exact({
        problems,
        /** `import()` it: `export default (runtime) => ({ typeId, schema, ui, validators })`, as getStudioValidator */
        module: { type: 'string' },
      }),
      400: errorBody,
      403: errorBody,
      413: errorBody,
      422: errorBody,
    },
  },
);

export const getStudioPreviewModule = api.get(
  '/studio/previews/:hash',
  "A draft's preview validator module (text/javascript), kept a few minutes under the SHA-256 of its content: the address previewStudioDraft answered, which the page import()s (no bearer token goes with an import, so the unguessable hash is the key)",
  { params: exact({ hash: { type: 'string', pattern: '^[0-9a-f]{64}$' } }), produces: ['text/javascript'], responses: { 404: errorBody } },
);
