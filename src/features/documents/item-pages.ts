/**
 * The item page (/dokumentas/{id}, /prasymas/{id}) per catalogue family: one page, one engine
 * (as on the server), parameterised by the family — its API path, its lock call, its title
 * and how its type's layout becomes the page's tabs. Requests are wizard types (steps); on
 * the workplace page they are tabs with the spec's segments (§2.1: dokumento-duomenys,
 * duomenu-teikejas, asmenys, turtai, sutartis, rinkmenos, informavimas, registravimas). The
 * first two and the last three are extra tabs registered for 'requests'
 * (src/app/workplace/document-tabs.ts); the middle ones are the type's steps, renamed here.
 */
import type { StepSegments } from '../../form/engine/steps-as-tabs';
import type { ItemFamily } from '../../lib/api/items';
import type { LockKind } from '../../lib/item-lock';

export interface ItemPage {
  family: ItemFamily;
  lockKind: LockKind;
  /** the page's URL of an item */
  basePath: (id: number) => string;
  /** documents namespace keys: the heading ({type}, {id}) and the "not found" notice */
  titleKey: string;
  notFoundKey: string;
  /** how a wizard type's steps become the page's tabs (absent: the type has tabs) */
  segmentOf?: StepSegments;
}

/**
 * The request page's tab of a wizard step. The analysts name steps freely; the steps that
 * hold the persons, the real property and the contract (or the legal fact: termination,
 * deregistration, the basis of family property) go to the spec's asmenys, turtai and
 * sutartis; any other step stays a tab of its own (nothing is hidden). asmenys and turtai
 * are titled as the page's tabs ('Asmenys': the wizard's first step is 'Duomenys', which on a
 * page beside 'Dokumento duomenys' would say nothing); the sutartis tab keeps its step's own
 * title, which names the act ('Sutarties informacija', 'Nutraukimas', 'Išregistravimas', 'Pagrindas').
 */
const REQUEST_SEGMENTS: Record<string, { id: string; ownTitle?: boolean }> = {
  asmenys: { id: 'asmenys' },
  sutuoktiniai: { id: 'asmenys' },
  salys: { id: 'asmenys' },
  turtas: { id: 'turtai' },
  turtai: { id: 'turtai' },
  objektai: { id: 'turtai' },
  sutartis: { id: 'sutartis' },
  'sutarties-informacija': { id: 'sutartis', ownTitle: true },
  'sutarties-duomenys': { id: 'sutartis', ownTitle: true },
  nutraukimas: { id: 'sutartis', ownTitle: true },
  isregistravimas: { id: 'sutartis', ownTitle: true },
  pagrindas: { id: 'sutartis', ownTitle: true },
};

/** The request page's tab for a step: the spec's segment, titled fields.tabs.<segment> (locales/<lng>/fields.json) or by the step. */
export const requestTabOfStep: StepSegments = (stepId) => {
  const segment = REQUEST_SEGMENTS[stepId];
  if (!segment) return null;
  return segment.ownTitle ? { id: segment.id } : { id: segment.id, titleKey: `fields.tabs.${segment.id}` };
};

/** The item id of a route's id parameter; null for anything but a positive integer of up to 16 digits. */
export function parseItemId(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}

export const DOCUMENT_PAGE: ItemPage = {
  family: 'documents',
  lockKind: 'document',
  basePath: (id) => `/dokumentas/${id}`,
  titleKey: 'documents.page.title',
  notFoundKey: 'documents.page.notFound',
};

export const REQUEST_PAGE: ItemPage = {
  family: 'requests',
  lockKind: 'request',
  basePath: (id) => `/prasymas/${id}`,
  titleKey: 'documents.page.requestTitle',
  notFoundKey: 'documents.page.requestNotFound',
  segmentOf: requestTabOfStep,
};
