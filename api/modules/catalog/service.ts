/**
 * The catalogue service (app.catalog): the types of the catalogue, their schema and ui files,
 * validation of document data against a type (one field error per field) and the business
 * check registry. The Documents and Requests modules validate through it before they write.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/access.js';
import { notFound } from '../../lib/errors.js';
import { BusinessCheckRegistry, type BusinessCheck, type BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import type { JsonSchema } from '../../../src/domain/schema/bundle.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Layout } from '../../../src/domain/schema/layout.js';
import type { CatalogEntry } from '../../../src/domain/schema/catalog.js';
import { validateData, type CompiledValidateFunction } from '../../../src/domain/schema/precompiled.js';
import { rootFieldNames } from '../../../src/domain/schema/unknown-root-fields.js';
import type { Family, RegistryMeta } from '../../../src/domain/schema/vocabulary.js';
import type { CatalogSummaryView } from '../../../src/domain/contracts/catalog.js';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index.js';
import { SOURCE_HASHES } from '../../../src/domain/generated/validators/source-hashes.js';
import type { RawCatalog } from '../../../src/domain/schema/catalog.js';
import { readCatalog } from './read-catalog.js';
import type { ActionRoles } from '../../../src/domain/lifecycle/entry-actions.js';
import type { ApprovalMeta } from '../../../src/domain/lifecycle/party-approval.js';
import { schemaVersionOf } from '../items/schema-version.js';
import { loadTypes, type LoadedType, type ValidatorSource } from './load-types.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** One line of GET catalog: the contract's summary, its family narrowed to the server's type. */
export type CatalogSummary = Omit<CatalogSummaryView, 'family'> & { family: Family };

/** GET catalog/:id: what a client needs to draw and validate the type. */
export interface CatalogType extends CatalogSummary {
  /** who may take each action on a registered entry (registry.actionRoles; the server's, not served) */
  actionRoles: ActionRoles;
  /** the other parties who confirm (registry.approval, decision 0126; the server's, not served) */
  approval?: ApprovalMeta;
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  layout: Layout;
}

/** A type's id, family and registry metadata: what modules read to find the types whose behaviour they implement. */
export interface TypeMeta {
  id: string;
  family: Family;
  meta: RegistryMeta;
}

/** What a business check gets besides the data. */
export interface BusinessCheckContext {
  typeId: string;
  /** YYYY-MM-DD in Europe/Vilnius, from the server's clock */
  today: string;
  /** the handle to read through: the action's transaction when a check runs inside one (SQLite has one connection) */
  db: Kysely<Database>;
  user: SessionUser | null;
}

export interface CatalogService {
  list(): CatalogSummary[];
  /** every type with its registry metadata (decision 0108), in id order */
  types(): TypeMeta[];
  get(id: string): CatalogType | undefined;
  /**
   * Schema stage: one critical field error per invalid field, [] when valid.
   * @throws AppError 404 for an unknown type
   */
  validate(id: string, data: unknown, options: { today: string }): FieldError[];
  /** Adds a business check for a type, or for every type with '*'. */
  registerBusinessCheck(typeId: string, check: BusinessCheck<BusinessCheckContext>): void;
  /** Business stage (run on schema-valid data): critical and warning issues. */
  runBusinessChecks(id: string, data: unknown, options: { today: string; user?: SessionUser | null; db?: Kysely<Database> }): Promise<BusinessIssue[]>;
  /** How the type's validator was obtained (precompiled, compiled at start-up, or published in the studio). */
  validatorSource(id: string): ValidatorSource | undefined;
  /**
   * Adds or replaces a type in the running catalogue: a version published in the schema studio
   * (api/modules/studio), with the validator compiled at publishing. No restart, no rebuild.
   */
  register(entry: CatalogEntry, validate: CompiledValidateFunction): void;
  /** The files every type shares, as read at start-up (common schemas, shared ui definitions): what a studio draft is checked against. */
  shared(): Pick<RawCatalog, 'common' | 'uiDefinitions'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

/** Each entry's schema version, hashed once (an entry is replaced, never changed). */
const versions = new WeakMap<CatalogEntry, string>();
function versionOf(entry: CatalogEntry): string {
  let version = versions.get(entry);
  if (version === undefined) versions.set(entry, (version = schemaVersionOf(entry.schema)));
  return version;
}

const summary = ({ entry }: LoadedType): CatalogSummary => ({
  id: entry.id,
  family: entry.family,
  titleKey: entry.meta.titleKey,
  route: entry.meta.route,
  createRoles: [...entry.meta.createRoles],
  lifecycle: entry.meta.lifecycle,
  schemaVersion: versionOf(entry),
});

/**
 * A type as `get` answers it, built once per loaded type (a type published again is a new
 * object): the item read asks for it several times per request (decision 0165).
 */
const views = new WeakMap<LoadedType, CatalogType>();
function viewOf(type: LoadedType): CatalogType {
  let view = views.get(type);
  if (!view) {
    view = Object.freeze({
      ...summary(type),
      actionRoles: type.entry.meta.actionRoles ?? {},
      ...(type.entry.meta.approval ? { approval: type.entry.meta.approval } : {}),
      schema: type.entry.schema,
      uiSchema: type.entry.ui.uiSchema,
      layout: type.entry.ui.layout,
    });
    views.set(type, view);
  }
  return view;
}

export interface CatalogPluginOptions {
  /** folder holding schemas/ and ui-schemas/ (config.catalogDir) */
  root: string;
}

export default servicePlugin(
  'catalog',
  async function catalogService(app, _db, opts: CatalogPluginOptions) {
    const raw = readCatalog(opts.root);
    const types = await loadTypes(raw, { loaders: PRECOMPILED, hashes: SOURCE_HASHES }, app.log);
    const checks = new BusinessCheckRegistry<BusinessCheckContext>();
    const find = (id: string) => {
      const type = types.get(id);
      if (!type) throw notFound('errors.catalog_type_not_found');
      return type;
    };

    return {
      list: () => [...types.values()].map(summary),
      types: () => [...types.values()].map(({ entry }) => ({ id: entry.id, family: entry.family, meta: entry.meta })).sort((a, b) => a.id.localeCompare(b.id)),
      get: (id) => {
        const type = types.get(id);
        return type && viewOf(type);
      },
      validate: (id, data, { today }) => {
        const type = find(id);
        return validateData(type.validate, data, { today }, rootFieldNames(type.entry.schema));
      },
      registerBusinessCheck: (typeId, check) => checks.register(typeId, check),
      runBusinessChecks: async (id, data, options) => {
        find(id);
        return checks.run(id, data, { typeId: id, today: options.today, db: options.db ?? app.db.kysely, user: options.user ?? null });
      },
      validatorSource: (id) => types.get(id)?.source,
      register: (entry, validate) => {
        types.set(entry.id, { entry, validate, source: 'studio' });
      },
      shared: () => ({ common: raw.common, uiDefinitions: raw.uiDefinitions }),
    } satisfies CatalogService;
  },
  { name: 'catalog-service', dependencies: ['db'] },
);
