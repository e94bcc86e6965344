/**
 * The writes the user is told about (spec §7: a successful put/post/delete/patch whose answer
 * carries a meta element shows meta.message as the success snackbar). One table, by route:
 * the message key for the request (a translation key of locales/<lng>/common.json
 * `messages.*`). api/plugins/success-message.ts adds it to the answer; the browser's API
 * client raises data-ok with it (decision 0096).
 */
import { ACTIONS } from '../../src/domain/lifecycle/statuses.js';

/** `meta` of an answer: the key and the values its text interpolates. */
export interface Meta {
  message: string;
  params?: Record<string, string | number>;
}

type Json = Readonly<Record<string, unknown>>;

export interface SuccessMessage {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the route's path without the face's prefix (/api, /sav), as registered */
  path: string;
  /** the meta for this request, from the route's params and the answer */
  meta: (params: Json, answer: Json) => Meta;
  /** every key it may answer (the translation check) */
  keys: readonly string[];
}

const fixed = (method: SuccessMessage['method'], path: string, message: string): SuccessMessage => ({ method, path, meta: () => ({ message }), keys: [message] });

/** Status actions: one message per action (messages.actions.<action>). */
const actionKeys = ACTIONS.map((a) => `messages.actions.${a}`);
const byAction = (path: string, own: Partial<Record<(typeof ACTIONS)[number], string>> = {}): SuccessMessage => ({
  method: 'POST',
  path,
  meta: (p) => ({ message: own[p.action as (typeof ACTIONS)[number]] ?? `messages.actions.${String(p.action)}` }),
  keys: [...actionKeys, ...Object.values(own)],
});

/**
 * A save: a draft (decision 0090: critical check errors kept with it) says how many errors it
 * holds; otherwise the warnings of the business checks are counted when there are any.
 */
const save = (path: string, message: string): SuccessMessage => ({
  method: 'PUT',
  path,
  meta: (_, answer) => {
    const issues: unknown[] = Array.isArray(answer.issues) ? answer.issues : [];
    const errors = issues.filter((i) => (i as { severity?: unknown }).severity === 'critical').length;
    if (errors > 0) return { message: 'messages.savedAsDraft', params: { count: errors } };
    return issues.length > 0 ? { message: `${message}WithIssues`, params: { count: issues.length } } : { message };
  },
  keys: [message, `${message}WithIssues`, 'messages.savedAsDraft'],
});

export const SUCCESS_MESSAGES: readonly SuccessMessage[] = [
  fixed('POST', '/documents', 'messages.documentCreated'),
  save('/documents/:id', 'messages.documentSaved'),
  fixed('POST', '/requests', 'messages.requestCreated'),
  save('/requests/:id', 'messages.requestSaved'),
  fixed('POST', '/certificates', 'messages.certificateCreated'),
  save('/certificates/:id', 'messages.certificateSaved'),
  byAction('/documents/:id/actions/:action'),
  // a transferred request: the applicant hears of the decision by a notice
  byAction('/requests/:id/actions/:action', { perduoti: 'messages.requestTransferred' }),
  byAction('/certificates/:id/actions/:action'),
  fixed('POST', '/documents/:id/files', 'messages.fileUploaded'),
  fixed('POST', '/requests/:id/files', 'messages.fileUploaded'),
  fixed('POST', '/documents/:id/changes', 'messages.noticeCreated'),
  fixed('PUT', '/documents/:id/basis', 'messages.basisSaved'),
];

const FACE_PREFIX = /^\/(api|sav)(?=\/)/;

/** Does a successful write to this route tell the user something? */
export const successMessageFor = (method: string, routeUrl: string): SuccessMessage | undefined => {
  const path = routeUrl.replace(FACE_PREFIX, '');
  return SUCCESS_MESSAGES.find((m) => m.method === method && m.path === path);
};
