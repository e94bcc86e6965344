/**
 * What every seeder that files demo items needs, done as the API does it: a type's facts
 * (validator, pinned schema version, lifecycle), the lifecycle engine as the seed runs it, and
 * `insertDemoDocument` — the row, its index rows and its `<kind>.create` audit event.
 */
import type { Kysely } from 'kysely';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index.js';
import { rootValidator, validateData, type CompiledValidateFunction, type PrecompiledType } from '../../../src/domain/schema/precompiled.js';
import type { RegistryMeta } from '../../../src/domain/schema/vocabulary.js';
import { SYSTEM_ORIGIN, writeItemAudit } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/access.js';
import { FAMILY_FACTS } from '../../modules/items/families.js';
import type { TypeFacts } from '../../modules/items/policy.js';
import { insertDocument, replaceIndexRows } from '../../modules/items/repository.js';
import { schemaVersionOf } from '../../modules/items/schema-version.js';
import { errorsCheck } from '../../modules/lifecycle/checks.js';
import { NO_EFFECTS } from '../../modules/lifecycle/effects.js';
import type { EngineContext } from '../../modules/lifecycle/engine.js';
import { localSigner } from '../../modules/signing/local-signer.js';
import type { Database } from '../schema.js';

type Data = Record<string, unknown>;

/** One catalogue type as the seed files it. */
export interface DemoType {
  typeId: string;
  module: PrecompiledType;
  meta: RegistryMeta;
  /** the lifecycle engine's facts of the type (no price, no party approval) */
  facts: TypeFacts;
  validate: CompiledValidateFunction;
  schemaVersion: string;
}

/** Loads a type's generated module and the facts the seed needs of it. */
export async function demoType(typeId: string): Promise<DemoType> {
  const module = await PRECOMPILED[typeId]();
  const meta = (module.schema as { registry: RegistryMeta }).registry;
  return {
    typeId,
    module,
    meta,
    facts: { family: meta.family, lifecycle: meta.lifecycle, createRoles: meta.createRoles },
    validate: rootValidator(module),
    schemaVersion: schemaVersionOf(module.schema),
  };
}

/** Throws when demo data breaks its type's schema (a seed that files invalid data is a bug). */
export function assertValidDemo(type: DemoType, data: unknown, today: string): void {
  const errors = validateData(type.validate, data, { today });
  if (errors.length > 0) throw new Error(`demo ${type.typeId} is not valid: ${JSON.stringify(errors)}`);
}

/**
 * The lifecycle engine as the seed runs it: the local signer, the system origin, no effects
 * (the seed runs before any module registered one) and the errors check's schema stage only.
 */
export function seedEngine(db: Kysely<Database>, at: string, today: string, types: readonly DemoType[]): EngineContext {
  const byId = new Map(types.map((t) => [t.typeId, t]));
  return {
    db,
    signer: localSigner,
    effects: NO_EFFECTS,
    origin: SYSTEM_ORIGIN,
    at,
    today,
    check: errorsCheck(db, { validate: (typeId, data, day) => validateData(byId.get(typeId)!.validate, data, { today: day }), business: async () => [] }),
  };
}

/** Files a demo item in preparation as the API's create does: the row, its index rows, its `<kind>.create` audit event. */
export async function insertDemoDocument(db: Kysely<Database>, type: DemoType, data: Data, owner: SessionUser, at: string): Promise<number> {
  const { family } = type.meta;
  const { kind } = FAMILY_FACTS[family];
  const id = await insertDocument(db, { family, typeId: type.typeId, status: 'rengiamas', schemaVersion: type.schemaVersion, data, owner, at });
  await replaceIndexRows(db, id, indexRows(data));
  await writeItemAudit(db, at, SYSTEM_ORIGIN, { kind, id }, owner, 'create', { toState: 'rengiamas', details: { type: type.typeId, status: 'rengiamas' } });
  return id;
}
