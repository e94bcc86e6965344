/**
 * The behaviour keys of a type's `registry` metadata (decision 0108): what the server and the
 * portal used to decide by type id — which self-service object a document type is, how a
 * certificate chooses its land plots, which registered request a request acts on, the order
 * of the portal's lists. Their meta-schemas are part of REGISTRY_META_SCHEMA (vocabulary.ts).
 */
import { ALL_ROLES } from '../access/roles.js';
import type { CatalogProblem } from './catalog-error.js';

/** The self-service objects of spec §2.3: pledges, mortgages, contracts. */
export const OBJECT_KINDS = ['pledge', 'mortgage', 'contract'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** Purposes of land plots in the land register (the certificates' `purpose` rule). */
export const PLOT_PURPOSES = ['zemes_ukio', 'misku_ukio', 'kita'] as const;
export type PlotPurpose = (typeof PLOT_PURPOSES)[number];

/** `registry.selfService` (documents): the self-service object a registered entry of the type is. */
export interface SelfServiceMeta {
  kind: ObjectKind;
  /** a lease or loan for use: ends at sutartis.pabaigosData; its giver may end it, anyone once it has expired */
  expires?: true;
  /** a sale with the right of repurchase: its term is sutartis.atpirkimoTerminas; the seller may wish to repurchase */
  repurchase?: true;
}

/** `registry.certificate` (certificates): which land plots the certificate lists. */
export type CertificateMeta =
  /** every plot of this purpose the applicant holds */
  | { plots: 'purpose'; plotPurpose: PlotPurpose }
  /** the plots the applicant chose (sklypai); `plans`: a plan page per plot follows */
  | { plots: 'chosen'; plans?: true };

/** `registry.prerequisite` (requests): the registered request this one acts on. */
export interface PrerequisiteMeta {
  /** the request type whose registered requests this one acts on */
  type: string;
  /** ntrServices key of the list's message while the user has none (spec §8) */
  emptyKey: string;
  /** when set, the server refuses (critical business issue with this key) unless such a request names a person of this one */
  refusalKey?: string;
}

/** What the portal's NTR services read of a request type (generated: src/domain/generated/portal/requests.ts). */
export interface RequestTypeMeta {
  id: string;
  /** /ntr-paslaugos/<group>/<action> */
  route: string;
  order?: number;
  prerequisite?: PrerequisiteMeta;
  stepWithoutPrefix?: true;
}

const TYPE_ID = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** Meta-schemas of the behaviour keys (properties of the `registry` object). */
export const BEHAVIOUR_PROPERTIES = {
  selfService: {
    type: 'object',
    additionalProperties: false,
    required: ['kind'],
    properties: { kind: { enum: [...OBJECT_KINDS] }, expires: { const: true }, repurchase: { const: true } },
    // only contracts expire or carry a repurchase right
    if: { properties: { kind: { not: { const: 'contract' } } } },
    then: { properties: { expires: false, repurchase: false } },
  },
  certificate: {
    type: 'object',
    required: ['plots'],
    oneOf: [
      { additionalProperties: false, required: ['plotPurpose'], properties: { plots: { const: 'purpose' }, plotPurpose: { enum: [...PLOT_PURPOSES] } } },
      { additionalProperties: false, properties: { plots: { const: 'chosen' }, plans: { const: true } } },
    ],
  },
  prerequisite: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'emptyKey'],
    properties: {
      type: { type: 'string', pattern: TYPE_ID },
      emptyKey: { type: 'string', pattern: '^empty\\.[A-Za-z]+$' },
      refusalKey: { type: 'string', pattern: '^validation\\.[A-Za-z]+$' },
    },
  },
  approval: {
    type: 'object',
    additionalProperties: false,
    required: ['filedBy', 'parties'],
    properties: {
      filedBy: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...ALL_ROLES] } },
      parties: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' } },
    },
  },
  order: { type: 'integer', minimum: 0, maximum: 1000 },
  stepWithoutPrefix: { const: true },
} as const;

/** Which family each behaviour key belongs to (a key on a type of another family is a problem). */
export const BEHAVIOUR_FAMILY = {
  selfService: 'documents',
  approval: 'documents',
  certificate: 'certificates',
  prerequisite: 'requests',
  stepWithoutPrefix: 'requests',
} as const;

/** The meta-schema rules that keep each key to its family. */
export const BEHAVIOUR_FAMILY_RULES = Object.entries(BEHAVIOUR_FAMILY).map(([key, family]) => ({
  if: { required: [key] },
  then: { properties: { family: { const: family } } },
}));

/** What behaviourProblems needs of a catalogue entry. */
interface TypeWithMeta {
  id: string;
  family: string;
  meta: { route: string; prerequisite?: PrerequisiteMeta; approval?: { parties: readonly string[] } };
  /** the bundled schema: its top-level fields */
  schema: { properties?: Record<string, unknown> };
  files: { schema: string };
}

/** A portal request's route: /ntr-paslaugos/<group>/<action> (the services menu groups by it). */
export const REQUEST_ROUTE = /^\/ntr-paslaugos\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * Problems across types: a prerequisite names a request type of the catalogue; a request's route names its group and action;
 * an approval's parties are top-level fields of the type (decision 0126).
 * @param entries the types that passed their own checks
 * @param requestIds every request type on disk (one with problems of its own still exists)
 */
export function behaviourProblems(entries: readonly TypeWithMeta[], requestIds: readonly string[]): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const requests = new Set(requestIds);
  for (const e of entries) {
    const wanted = e.meta.prerequisite?.type;
    if (wanted !== undefined && (!requests.has(wanted) || wanted === e.id)) {
      problems.push({ file: e.files.schema, pointer: '/registry/prerequisite/type', message: `"${wanted}" is not another request type of the catalogue` });
    }
    e.meta.approval?.parties.forEach((field, i) => {
      if (!Object.hasOwn(e.schema.properties ?? {}, field))
        problems.push({ file: e.files.schema, pointer: `/registry/approval/parties/${i}`, message: `"${field}" is not a field of the type` });
    });
    if (e.family === 'requests' && !REQUEST_ROUTE.test(e.meta.route)) {
      problems.push({ file: e.files.schema, pointer: '/registry/route', message: 'a request type is started at /ntr-paslaugos/<group>/<action>' });
    }
  }
  return problems;
}
