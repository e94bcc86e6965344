/**
 * The real-property services of spec §2.3 (/ntr-paslaugos): every request type of the
 * catalogue as a group (seimos-turtas, nuomos-sutartis, …) and an action (iregistravimas,
 * sudarymas, …), read from its `registry.route` (`/ntr-paslaugos/<group>/<action>`), with its
 * order, §8 prerequisite and route form from its registry metadata (decision 0108) — through
 * the module npm run gen makes of the catalogue, so the route table needs no request.
 */
import { REQUEST_TYPES } from '../../domain/generated/portal/requests';
import { REQUEST_ROUTE, type PrerequisiteMeta } from '../../domain/schema/registry-behaviour';

/** Where the NTR services live (the layout's path; hidden from the breadcrumb). */
export const NTR_BASE = '/ntr-paslaugos';

/** The service's home: the citizen's requests and the buttons that start new ones. */
export const NTR_HOME = `${NTR_BASE}/prasymai`;

/** The prasymasID segment of a request that does not exist yet (created when first saved). */
export const NEW_REQUEST = 'naujas';

/**
 * Why a service may have nothing to act on (spec §8, self-service empty-list messages): the
 * key of the message and the request whose registration it needs (a registered family
 * property before its transfer or deregistration, a registered contract before its
 * termination or deregistration) — the type's `registry.prerequisite`.
 */
export type Prerequisite = Pick<PrerequisiteMeta, 'type' | 'emptyKey'>;

export interface NtrService {
  /** the route's group segment, e.g. nuomos-sutartis (label nav.ntr.groups.<group>) */
  group: string;
  /** the route's action segment, e.g. sudarymas (label nav.ntr.actions.<action>) */
  action: string;
  /** the catalogue type id */
  type: string;
  /** the list page, e.g. /ntr-paslaugos/nuomos-sutartis/sudarymas */
  path: string;
  prerequisite?: Prerequisite;
  /** the wizard also answers <path>/<id>/<step> (registry.stepWithoutPrefix) */
  stepWithoutPrefix?: true;
}

/** Every request service, in the order the portal lists them (the types' registry.order). */
export const NTR_SERVICES: readonly NtrService[] = REQUEST_TYPES.flatMap((t): NtrService[] => {
  const route = REQUEST_ROUTE.exec(t.route);
  if (!route) return [];
  const [, group, action] = route;
  const prerequisite = t.prerequisite ? { type: t.prerequisite.type, emptyKey: t.prerequisite.emptyKey } : undefined;
  return [
    {
      group,
      action,
      type: t.id,
      path: `${NTR_BASE}/${group}/${action}`,
      ...(prerequisite ? { prerequisite } : {}),
      ...(t.stepWithoutPrefix ? { stepWithoutPrefix: true as const } : {}),
    },
  ];
});

/** The groups, in the order of their first service. */
export const GROUPS: readonly string[] = [...new Set(NTR_SERVICES.map((s) => s.group))];

/** The service of a catalogue type id, if it is one of ours. */
export const serviceOfType = (type: string): NtrService | undefined => NTR_SERVICES.find((s) => s.type === type);

/** The services of one group, in order. */
export const servicesOfGroup = (group: string): NtrService[] => NTR_SERVICES.filter((s) => s.group === group);

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
