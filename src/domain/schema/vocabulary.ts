/**
 * The catalogue vocabulary: the `registry` annotation keyword that carries a type's metadata
 * inside its schema, the `messageKeys` annotation that names a rule's message, plus the validation keywords of ./keywords.ts. Declared to AJV with
 * meta-schemas, so a malformed `registry` object or keyword value fails the catalogue checks.
 */
import type { KeywordDefinition } from 'ajv';
import { ALL_ROLES } from '../access/roles.js';
import type { Lifecycle } from '../lifecycle/machine.js';
import { ENTRY_ACTIONS, type EntryAction } from '../lifecycle/entry-actions.js';
import type { ApprovalMeta } from '../lifecycle/party-approval.js';
import { CLASSIFIERS } from '../classifiers/classifiers.js';
import { CROSS_FIELD_KEYWORDS, CROSS_FIELD_META } from './cross-field-keywords.js';
import { VALIDATION_KEYWORDS } from './keywords.js';
import { BEHAVIOUR_FAMILY_RULES, BEHAVIOUR_PROPERTIES, type CertificateMeta, type PrerequisiteMeta, type SelfServiceMeta } from './registry-behaviour.js';

/** The three families of the catalogue, one folder each under schemas/ and ui-schemas/. */
export const FAMILIES = ['documents', 'requests', 'certificates'] as const;
export type Family = (typeof FAMILIES)[number];

/** Families the self-service portal shows: their labels must exist in English too. */
export const PORTAL_FAMILIES: readonly Family[] = ['requests', 'certificates'];

/**
 * The lifecycles of src/domain/lifecycle/machine.ts a type may follow: `professional` (a data
 * provider files, a registrar decides) or `self-service` (portal; approvals and fees).
 */
export const LIFECYCLES = ['professional', 'self-service'] as const satisfies readonly Lifecycle[];
// Fails to compile when the state machine gains a lifecycle this list does not name.
const _everyLifecycle: [Exclude<Lifecycle, (typeof LIFECYCLES)[number]>] extends [never] ? true : false = true;
void _everyLifecycle;

/** A type's metadata, the value of its schema's `registry` keyword. */
export interface RegistryMeta {
  family: Family;
  /** translation key of the type's name, e.g. types.sutartine-hipoteka.title */
  titleKey: string;
  /** roles that may create a document of this type (the server enforces it) */
  createRoles: string[];
  lifecycle: Lifecycle;
  /** the browser route where a new one is started, e.g. /hipoteka/sutartine-hipoteka */
  route: string;
  /**
   * who may take each action on a registered entry of this type (spec §6 "action buttons per
   * document type have role lists"); an action not named is nobody's (documents only)
   */
  actionRoles?: Partial<Record<EntryAction, string[]>>;
  /** the self-service object a registered entry is (documents; none: not a self-service object) */
  selfService?: SelfServiceMeta;
  /** the other parties who confirm a document before it goes to the registry (documents, decision 0126) */
  approval?: ApprovalMeta;
  /** which land plots the certificate lists (certificates; none: not issued by certificate-issue) */
  certificate?: CertificateMeta;
  /** the registered request this request acts on (requests) */
  prerequisite?: PrerequisiteMeta;
  /** position in the portal's lists and menus (ascending, then by id) */
  order?: number;
  /** the wizard also answers <route>/<id>/<step> (spec §2.3 names it for one request) */
  stepWithoutPrefix?: true;
}

const ROLE_LIST = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...ALL_ROLES] } } as const;

/** Meta-schema of the `registry` keyword (each key: decision 0108). */
export const REGISTRY_META_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['family', 'titleKey', 'createRoles', 'lifecycle', 'route'],
  properties: {
    family: { enum: [...FAMILIES] },
    titleKey: { type: 'string', pattern: '^types\\.[a-z0-9]+(-[a-z0-9]+)*\\.title$' },
    createRoles: ROLE_LIST,
    lifecycle: { enum: [...LIFECYCLES] },
    route: { type: 'string', pattern: '^(/[a-z0-9]+(-[a-z0-9]+)*)+$' },
    actionRoles: { type: 'object', additionalProperties: false, properties: Object.fromEntries(ENTRY_ACTIONS.map((a) => [a, ROLE_LIST])) },
    ...BEHAVIOUR_PROPERTIES,
  },
  allOf: BEHAVIOUR_FAMILY_RULES,
} as const;

/** `registry`: annotation only (no validation of documents), checked by its meta-schema. */
export const registryKeyword: KeywordDefinition = {
  keyword: 'registry',
  schemaType: 'object',
  metaSchema: REGISTRY_META_SCHEMA,
};

/**
 * `classifier`: annotation only — the field's value must be a current value of the named
 * classifier; checked after AJV against the values stored then (src/domain/classifiers).
 */
export const classifierKeyword: KeywordDefinition = {
  keyword: 'classifier',
  schemaType: 'string',
  metaSchema: { enum: [...CLASSIFIERS] },
};

/**
 * Meta-schema of `messageKeys`: the message of a rule named where the rule is written — a
 * validation keyword of the same schema object → the translation key its failure shows
 * (`{ "pattern": "^[A-Z]{2}$", "messageKeys": { "pattern": "validation.country" } }`). Read
 * by field-errors.ts on both sides; every key needs lt and en texts (check:schemas).
 */
export const MESSAGE_KEYS_META_SCHEMA = {
  type: 'object',
  minProperties: 1,
  propertyNames: { pattern: '^[a-z][A-Za-z]*$' },
  additionalProperties: { type: 'string', pattern: '^validation\\.[a-z][A-Za-z0-9]*$' },
} as const;

/** `messageKeys`: annotation only, checked by its meta-schema (decision 0111). */
export const messageKeysKeyword: KeywordDefinition = {
  keyword: 'messageKeys',
  schemaType: 'object',
  metaSchema: MESSAGE_KEYS_META_SCHEMA,
};

const NAME = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;
const KEYWORD_META: Record<string, object> = {
  notAfterToday: { type: 'boolean' },
  notBeforeToday: { type: 'boolean' },
  eur: { type: 'boolean' },
  formerSpouse: NAME,
  uniqueKey: NAME,
  ...CROSS_FIELD_META,
};

/** Every keyword of the vocabulary, with meta-schemas, ready for ajv.addVocabulary. */
export const CATALOG_VOCABULARY: KeywordDefinition[] = [
  registryKeyword,
  classifierKeyword,
  messageKeysKeyword,
  ...[...VALIDATION_KEYWORDS, ...CROSS_FIELD_KEYWORDS].map((k) => ({ ...k, metaSchema: KEYWORD_META[k.keyword as string] })),
];

/** Names of the custom keywords (for docs and checks). */
export const CUSTOM_KEYWORDS = CATALOG_VOCABULARY.map((k) => k.keyword as string);
