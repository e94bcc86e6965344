/**
 * The real-property services of spec §2.3 (/ntr-paslaugos): every request type of the
 * catalogue as a group (seimos-turtas, nuomos-sutartis, …) and an action (iregistravimas,
 * sudarymas, …), read from its `registry.route` (`/ntr-paslaugos/<group>/<action>`), with its
 * order, §8 prerequisite and route form from its registry metadata (decision 0108) — through
 * the module npm run gen makes of the catalogue, so the route table needs no request. A request
 * type published in the schema studio since the build joins them from the server's catalogue
 * (catalogueServices), its pages under the route table's `:group/:action`.
 */
import { REQUEST_TYPES } from '../../domain/generated/portal/requests';
import { REQUEST_ROUTE, type PrerequisiteMeta } from '../../domain/schema/registry-behaviour';
import type { CatalogEntry } from '../../lib/api/catalog';

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
  /** published in the schema studio since the build: drawn from the server's module, routed by `:group/:action` */
  published?: true;
}

/**
 * The service of a request type whose route is a service's (`/ntr-paslaugos/<group>/<action>`).
 * @param type the catalogue type id
 * @param path its registry.route
 */
function serviceOfRoute(type: string, path: string): NtrService | undefined {
  const route = REQUEST_ROUTE.exec(path);
  if (!route) return undefined;
  const [, group, action] = route;
  return { group, action, type, path: `${NTR_BASE}/${group}/${action}` };
}

/** Every request service of the build, in the order the portal lists them (the types' registry.order). */
export const NTR_SERVICES: readonly NtrService[] = REQUEST_TYPES.flatMap((t): NtrService[] => {
  const service = serviceOfRoute(t.id, t.route);
  if (!service) return [];
  const prerequisite = t.prerequisite ? { type: t.prerequisite.type, emptyKey: t.prerequisite.emptyKey } : undefined;
  return [{ ...service, ...(prerequisite ? { prerequisite } : {}), ...(t.stepWithoutPrefix ? { stepWithoutPrefix: true as const } : {}) }];
});

/** What the server's catalogue says of a type (GET {base}/catalog). */
export type CatalogRoute = Pick<CatalogEntry, 'id' | 'family' | 'route'>;

/**
 * The services the server's catalogue offers: the build's (with their registry metadata), then
 * the request types published in the schema studio since the build (decision 0157), marked
 * `published`, whose route no build service holds. Before the catalogue arrives: the build's.
 */
export function catalogueServices(catalog: readonly CatalogRoute[] | undefined): readonly NtrService[] {
  if (!catalog) return NTR_SERVICES;
  const taken = new Set(NTR_SERVICES.map((s) => s.path));
  const published = catalog.flatMap((entry): NtrService[] => {
    if (entry.family !== 'requests' || serviceOfType(entry.id)) return [];
    const service = serviceOfRoute(entry.id, entry.route);
    if (!service || taken.has(service.path)) return [];
    taken.add(service.path);
    return [{ ...service, published: true }];
  });
  return published.length === 0 ? NTR_SERVICES : [...NTR_SERVICES, ...published];
}

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
