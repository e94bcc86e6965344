/**
 * The real-property services of spec §2.3 (/ntr-paslaugos): every request on a legal fact as
 * a group (seimos-turtas, nuomos-sutartis, …) and an action (iregistravimas, sudarymas, …).
 * The catalogue type id is `${group}-${action}` and its route `/ntr-paslaugos/${group}/${action}`
 * (the type's `registry.route`). The table is data, so routes, menus and tests agree.
 */

/** Where the NTR services live (the layout's path; hidden from the breadcrumb). */
export const NTR_BASE = '/ntr-paslaugos';

/** The service's home: the citizen's requests and the buttons that start new ones. */
export const NTR_HOME = `${NTR_BASE}/prasymai`;

/** The prasymasID segment of a request that does not exist yet (created when first saved). */
export const NEW_REQUEST = 'naujas';

export const GROUPS = ['seimos-turtas', 'bendra-nuosavybe', 'nuomos-sutartis', 'panaudos-sutartis', 'subnuomos-sutartis', 'preliminarioji-sutartis'] as const;
export type ServiceGroup = (typeof GROUPS)[number];

export const ACTIONS = ['iregistravimas', 'perkelimas', 'isregistravimas', 'sudarymas', 'nutraukimas'] as const;
export type ServiceAction = (typeof ACTIONS)[number];

/**
 * Why a service may have nothing to act on (spec §8, self-service empty-list messages): the
 * key of the message and the request whose registration it needs (a registered family
 * property before its transfer or deregistration, a registered contract before its
 * termination or deregistration).
 */
export interface Prerequisite {
  /** the type whose registered requests this service acts on */
  type: string;
  /** translation key (ntrServices namespace) of the message shown when the user has none */
  emptyKey: string;
}

export interface NtrService {
  group: ServiceGroup;
  action: ServiceAction;
  /** the catalogue type id */
  type: string;
  /** the list page, e.g. /ntr-paslaugos/nuomos-sutartis/sudarymas */
  path: string;
  prerequisite?: Prerequisite;
}

const LEASE_LIKE: readonly ServiceAction[] = ['sudarymas', 'nutraukimas', 'isregistravimas'];

const PLAN: readonly (readonly [ServiceGroup, readonly ServiceAction[]])[] = [
  ['seimos-turtas', ['iregistravimas', 'perkelimas', 'isregistravimas']],
  ['bendra-nuosavybe', ['iregistravimas']],
  ['nuomos-sutartis', LEASE_LIKE],
  ['panaudos-sutartis', LEASE_LIKE],
  ['subnuomos-sutartis', LEASE_LIKE],
  ['preliminarioji-sutartis', LEASE_LIKE],
];

/** Spec §8 names these three cases for family property and lease / loan-for-use contracts only. */
function prerequisiteOf(group: ServiceGroup, action: ServiceAction): Prerequisite | undefined {
  if (group === 'seimos-turtas' && action !== 'iregistravimas') return { type: 'seimos-turtas-iregistravimas', emptyKey: 'empty.familyPropertyNotRegistered' };
  if (group === 'nuomos-sutartis' || group === 'panaudos-sutartis') {
    if (action === 'nutraukimas') return { type: `${group}-sudarymas`, emptyKey: 'empty.noValidContract' };
    if (action === 'isregistravimas') return { type: `${group}-sudarymas`, emptyKey: 'empty.noExpiredContract' };
  }
  return undefined;
}

/** Every request service, in the order the portal lists them. */
export const NTR_SERVICES: readonly NtrService[] = PLAN.flatMap(([group, actions]) =>
  actions.map((action): NtrService => {
    const prerequisite = prerequisiteOf(group, action);
    return { group, action, type: `${group}-${action}`, path: `${NTR_BASE}/${group}/${action}`, ...(prerequisite ? { prerequisite } : {}) };
  }),
);

/** The service of a catalogue type id, if it is one of ours. */
export const serviceOfType = (type: string): NtrService | undefined => NTR_SERVICES.find((s) => s.type === type);

/** The services of one group, in order. */
export const servicesOfGroup = (group: ServiceGroup): NtrService[] => NTR_SERVICES.filter((s) => s.group === group);

/** The wizard of a request: `${path}/${id}/step/${step}` (id `naujas` for a new one). */
export function wizardPath(service: NtrService, id: number | typeof NEW_REQUEST, step?: string): string {
  const base = `${service.path}/${id}`;
  return step ? `${base}/step/${step}` : base;
}

/** The wizard's first step (spec §2.3: every request wizard starts at asmenys, 'Duomenys'). */
export const FIRST_STEP = 'asmenys';

/**
 * The review step's segment. Equal to src/form's REVIEW_STEP_ID (a unit test checks), kept
 * here so the route table does not pull the form renderer into the portal's first load.
 */
export const REVIEW_STEP = 'perziura';
