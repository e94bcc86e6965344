/**
 * The lifecycle API (api/modules/lifecycle), under /api and /sav, for each catalogue family
 * ({base}/documents/:id/…, /requests/:id/…, /certificates/:id/…): status actions, the
 * registrui view, history, stored versions, the signing state and container; and the change
 * and termination notices of registered documents.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ENTRY_ACTIONS } from '../lifecycle/entry-actions.js';
import { CHANGE_KINDS } from '../lifecycle/notice-kinds.js';
import { APPROVAL_STATES } from '../lifecycle/party-approval.js';
import { ACTIONS, STATUSES } from '../lifecycle/statuses.js';
import type { Family } from '../schema/vocabulary.js';
import { tagged } from './endpoint.js';
import { entryReference, fieldError, idParams, ifMatchHeaders, nullableText } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['lifecycle']);
const id = idParams.properties.id;

/** spec §3 change/termination basis (checked in full by api/modules/lifecycle/forms.ts) */
export const changeBasis = closedObject(
  { pagrindas: { type: 'string' }, aprasymas: { type: 'string' }, data: { type: 'string' }, laikas: { type: 'string' } },
  ['pagrindas', 'data'],
);
export type ChangeBasis = FromSchema<typeof changeBasis>;

/** The signing state of an item (api/modules/signing); `coversCurrentData` on reads. */
/** A signing transaction's states (table signature.status). */
export const SIGNING_STATUSES = ['pending', 'signed', 'failed', 'cancelled'] as const;
export type SigningStatus = (typeof SIGNING_STATUSES)[number];

export const signingState = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    type: { type: 'string' },
    transactionId: { type: 'string' },
    status: { type: 'string', enum: SIGNING_STATUSES },
    provider: { type: 'string' },
    signerName: { type: 'string' },
    /** the item version the signature was made on */
    itemVersion: { type: 'integer' },
    /** SHA-256 (hex) of the signed data object */
    digest: nullableText,
    createdAt: { type: 'string' },
    signedAt: nullableText,
    cancelledAt: nullableText,
    coversCurrentData: { type: 'boolean' },
  },
  required: ['type', 'transactionId', 'status', 'provider', 'signerName', 'itemVersion', 'digest', 'createdAt', 'signedAt', 'cancelledAt'],
} as const;
export type SigningState = NonNullable<FromSchema<typeof signingState>>;

const actionList = { type: 'array', items: { type: 'string', enum: [...ACTIONS] } } as const;
/** null: the item is not a change or termination notice */
const entry = { ...entryReference, type: ['object', 'null'] } as const;

/** The answer of a status action (also the items API's, src/lib/api/items.ts). */
export const actionResult = exact({
  id: { type: 'integer' },
  status: { type: 'string', enum: [...STATUSES] },
  version: { type: 'integer' },
  allowedActions: actionList,
  /** warnings of the errors check */
  issues: { type: 'array', items: fieldError },
  registryNumber: nullableText,
  signing: signingState,
});
export type ActionResult = FromSchema<typeof actionResult>;

/** The latest round of confirmations by the other parties (decision 0126). */
export const approvalRound = exact({
  parties: {
    type: 'array',
    items: exact({
      /** the data field naming the party */
      partyRole: { type: 'string' },
      name: { type: 'string' },
      state: { type: 'string', enum: [...APPROVAL_STATES] },
      /** the last day to answer (YYYY-MM-DD) */
      deadline: { type: 'string' },
      answeredAt: nullableText,
      /** a refusal's reason */
      reason: nullableText,
    }),
  },
  /** the user is a party of the round whose answer is awaited */
  mayAnswer: { type: 'boolean' },
});

/** How the registrui tab asks for one action. */
export const actionDescription = exact({
  action: { type: 'string', enum: [...ACTIONS] },
  /** the confirm dialog's question */
  confirmKey: { type: 'string' },
  /** the $id of the action's form (src/domain/lifecycle/forms) */
  form: { type: 'string' },
  /** the errors check runs first; critical issues refuse with this key */
  criticalKey: nullableText,
  /** the decision deadline has passed: the form's praleistoTerminoPriezastis is required */
  missedDeadlineReasonRequired: { type: 'boolean' },
});

const lifecycleView = exact({
  id: { type: 'integer' },
  status: { type: 'string', enum: [...STATUSES] },
  version: { type: 'integer' },
  noticeKind: { type: 'string' },
  entry,
  basis: { anyOf: [{ type: 'null' }, changeBasis] },
  registryNumber: nullableText,
  registeredAt: nullableText,
  registeredVersion: { type: ['integer', 'null'] },
  transferredAt: nullableText,
  decisionDeadline: nullableText,
  returnedAt: nullableText,
  /** the registrar's reason of the latest return, while the item is returned for correction (grazintas, nepatikslintas) */
  returnReason: nullableText,
  correctionDeadline: nullableText,
  allowedActions: actionList,
  actions: { type: 'array', items: actionDescription },
  /** the entry actions the user may take (its type's role lists, spec §6): the notices they may start on a registered entry, the archive restore (atkurimas) of an archived one */
  entryActions: { type: 'array', items: { type: 'string', enum: [...ENTRY_ACTIONS] } },
  /** values the forms start with, e.g. grazinti.terminas = five working days from today */
  defaults: closedObject({ grazinti: exact({ terminas: { type: 'string' } }) }),
  /** the errors check now (critical and warning issues), when a checked action is allowed */
  checks: { type: 'array', items: fieldError },
  signing: signingState,
  /** the latest round of confirmations by the other parties (decision 0126); null: the type has none */
  approval: { anyOf: [{ type: 'null' }, approvalRound] },
});
export type LifecycleView = FromSchema<typeof lifecycleView>;

/** One stored version without its data (api/modules/lifecycle/view.ts `versionSummary`): a history row, and the head of GET …/versions/:version. */
const versionSummaryProperties = {
  version: { type: 'integer' },
  status: { type: 'string' },
  /** the action that led to this version (document_version.action, never null) */
  action: { type: 'string' },
  schemaVersion: { type: 'string' },
  registryNumber: nullableText,
  registered: { type: 'boolean' },
  at: { type: 'string' },
  actorName: nullableText,
} as const;

const historyView = exact({
  id: { type: 'integer' },
  registeredVersion: { type: ['integer', 'null'] },
  versions: { type: 'array', items: exact(versionSummaryProperties) },
  events: {
    type: 'array',
    items: exact({
      at: { type: 'string' },
      action: { type: 'string' },
      actorName: nullableText,
      fromState: nullableText,
      toState: nullableText,
      reason: nullableText,
      form: { type: ['object', 'null'], additionalProperties: true },
      /** the automatic registration rule the registry acted by (no person acted), else null */
      automatic: nullableText,
    }),
  },
  changes: {
    type: 'array',
    items: exact({
      documentId: { type: 'integer' },
      noticeKind: { type: 'string' },
      status: { type: 'string' },
      registryNumber: nullableText,
      registeredAt: nullableText,
      createdAt: { type: 'string' },
    }),
  },
  entry,
});
export type HistoryView = FromSchema<typeof historyView>;

const saved = exact({ id: { type: 'integer' }, version: { type: 'integer' } });

/** POST {base}/{family}/:id/actions/:action */
export const actOnItem = <const F extends Family>(family: F) =>
  api.post(
    `/${family}/:id/actions/:action`,
    "Takes a status action with its form; If-Match: version (428/412). 403 not this user's action, 409 not in this status or lost to a concurrent action, 422 form errors or critical errors",
    {
      params: exact({ id, action: { type: 'string', enum: [...ACTIONS] } }),
      headers: ifMatchHeaders,
      body: closedObject({ form: { type: 'object' } }),
      responses: { 200: actionResult },
    },
  );

export const getLifecycle = <const F extends Family>(family: F) =>
  api.get(
    `/${family}/:id/lifecycle`,
    'The registrui tab: lifecycle facts, the actions this user may take now and how to ask for each, the errors check, the signing state',
    { params: idParams, responses: { 200: lifecycleView } },
  );

export const getHistory = <const F extends Family>(family: F) =>
  api.get(`/${family}/:id/history`, 'Every version (the registered one marked) and every action with who, when, from, to and reason', {
    params: idParams,
    responses: { 200: historyView },
  });

export const getVersion = <const F extends Family>(family: F) =>
  api.get(`/${family}/:id/versions/:version`, 'One stored version with its data', {
    params: exact({ id, version: { type: 'integer', minimum: 1, maximum: 2147483647 } }),
    responses: {
      200: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          ...versionSummaryProperties,
          data: { type: 'object', additionalProperties: true },
        },
        required: ['id', 'version', 'status', 'data'],
      },
    },
  });

export const getSignature = <const F extends Family>(family: F) =>
  api.get(`/${family}/:id/signature`, 'The signing state (type, transaction id, status) and whether it covers the current data', {
    params: idParams,
    responses: { 200: exact({ signing: signingState }) },
  });

export const getSignatureContainer = <const F extends Family>(family: F) =>
  api.get(`/${family}/:id/signature/container`, 'The signed ASiC-E container of the signature in force (404 when unsigned)', {
    params: idParams,
    responses: {},
  });

export const startChange = api.post(
  '/documents/:id/changes',
  'Starts a change (pakeitimas) or termination (nutraukimas) notice of a registered entry, with its basis',
  {
    params: idParams,
    // the basis is checked by api/modules/lifecycle/forms.ts (its own error keys)
    body: exact({ kind: { type: 'string', enum: [...CHANGE_KINDS] }, pagrindas: { type: 'object' } }),
    responses: { 201: saved },
  },
);

export const replaceBasis = api.put('/documents/:id/basis', 'Replaces the basis of a change or termination notice in preparation; If-Match: version', {
  params: idParams,
  headers: ifMatchHeaders,
  body: exact({ pagrindas: { type: 'object' } }),
  responses: { 200: saved },
});
