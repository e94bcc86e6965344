/**
 * The writes the user is told about (spec §7: a successful put/post/delete/patch whose answer
 * carries a meta element shows meta.message as the success snackbar). One table, by contract:
 * each row names the endpoint it answers for (src/domain/contracts; its method and path are
 * the contract's, never restated here) and the message key for the request (a translation key:
 * `messages.*` of locales/<lng>/common.json, or `<namespace>.…` of another namespace).
 * api/plugins/success-message.ts adds it to the answer; the browser raises data-ok with it
 * (src/lib/api/announce.ts, decision 0096).
 */
import { answerApproval } from '../../src/domain/contracts/approval.js';
import { restoreEntry } from '../../src/domain/contracts/archive.js';
import type { Endpoint } from '../../src/domain/contracts/endpoint.js';
import { uploadFile, type FileFamily } from '../../src/domain/contracts/files.js';
import { createItem, saveItem } from '../../src/domain/contracts/items.js';
import { actOnItem, replaceBasis, startChange } from '../../src/domain/contracts/lifecycle.js';
import { actOnObject, changeObjectData, SELF_SERVICE_ACTIONS } from '../../src/domain/contracts/self-service.js';
import { ACTIONS } from '../../src/domain/lifecycle/statuses.js';
import type { Family } from '../../src/domain/schema/vocabulary.js';

/** `meta` of an answer: the key and the values its text interpolates. */
export interface Meta {
  message: string;
  params?: Record<string, string | number>;
}

type Json = Readonly<Record<string, unknown>>;

export interface SuccessMessage {
  /** the endpoint whose successful answer carries the message */
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  /** the meta for this request, from the route's params and the answer */
  meta: (params: Json, answer: Json) => Meta;
  /** every key it may answer (the translation check) */
  keys: readonly string[];
}

type Contract = SuccessMessage['endpoint'];

const fixed = (endpoint: Contract, message: string): SuccessMessage => ({ endpoint, meta: () => ({ message }), keys: [message] });

/** One message per value of a route param (`:action`), `<prefix>.<value>`, some replaced by their own. */
const byParam = (endpoint: Contract, param: string, values: readonly string[], prefix: string, own: Readonly<Record<string, string>> = {}): SuccessMessage => ({
  endpoint,
  meta: (p) => ({ message: own[String(p[param])] ?? `${prefix}.${String(p[param])}` }),
  keys: [...values.map((v) => `${prefix}.${v}`), ...Object.values(own)],
});

/**
 * A create or a save says what happened to the item: saved as a draft when the answer holds
 * check errors (decision 0090), with the count; else created or saved — with the count of
 * the business checks' remarks when there are any.
 */
const stored = (endpoint: Contract, message: string): SuccessMessage => ({
  endpoint,
  meta: (_, answer) => {
    const issues: unknown[] = Array.isArray(answer.issues) ? answer.issues : [];
    const errors = issues.filter((i) => (i as { severity?: unknown }).severity === 'critical').length;
    if (errors > 0) return { message: 'messages.savedAsDraft', params: { count: errors } };
    return issues.length > 0 ? { message: `${message}WithIssues`, params: { count: issues.length } } : { message };
  },
  keys: [message, `${message}WithIssues`, 'messages.savedAsDraft'],
});

/**
 * A party's answer to a confirmation request (decision 0126), told by where it left the
 * document: refused (back with the filer), confirmed while others are still asked, or the
 * last confirmation that moved it on.
 */
const approvalAnswered: SuccessMessage = {
  endpoint: answerApproval,
  meta: (_, answer) => {
    if (answer.status === 'rengiamas') return { message: 'messages.approvalRefused' };
    return { message: answer.status === 'laukia_patvirtinimo' ? 'messages.approvalConfirmed' : 'messages.approvalConfirmedLast' };
  },
  keys: ['messages.approvalRefused', 'messages.approvalConfirmed', 'messages.approvalConfirmedLast'],
};

/** messages.<document|request|certificate><Created|Saved> */
const NOUNS: Record<Family, string> = { documents: 'document', requests: 'request', certificates: 'certificate' };
const FILE_FAMILIES: readonly FileFamily[] = ['documents', 'requests'];

export const SUCCESS_MESSAGES: readonly SuccessMessage[] = [
  ...(Object.keys(NOUNS) as Family[]).flatMap((family) => [
    stored(createItem(family), `messages.${NOUNS[family]}Created`),
    stored(saveItem(family), `messages.${NOUNS[family]}Saved`),
    // a transferred request: the applicant hears of the decision by a notice
    byParam(actOnItem(family), 'action', ACTIONS, 'messages.actions', family === 'requests' ? { perduoti: 'messages.requestTransferred' } : {}),
  ]),
  ...FILE_FAMILIES.map((family) => fixed(uploadFile(family), 'messages.fileUploaded')),
  fixed(startChange, 'messages.noticeCreated'),
  fixed(replaceBasis, 'messages.basisSaved'),
  fixed(restoreEntry, 'messages.entryRestored'),
  approvalAnswered,
  // the portal's actions on an object and the filer's changes to their notice (selfService namespace)
  byParam(
    actOnObject,
    'action',
    SELF_SERVICE_ACTIONS.filter((a) => a !== 'perziureti'),
    'selfService.done',
  ),
  fixed(changeObjectData, 'selfService.change.saved'),
];

const FACE_PREFIX = /^\/(api|sav)(?=\/)/;

/** Does a successful write to this route tell the user something? */
export const successMessageFor = (method: string, routeUrl: string): SuccessMessage | undefined => {
  const path = routeUrl.replace(FACE_PREFIX, '');
  return SUCCESS_MESSAGES.find((m) => m.endpoint.method === method && m.endpoint.path === path);
};
