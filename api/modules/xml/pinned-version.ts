/**
 * A save's XML body read against the schema version its item pins (decision 0105). An item
 * saved under an earlier version of its type is written by its filer's system against that
 * version's XSD: the document is read by that version's shape and checked by that version's
 * rules (its bundled schema, kept in `xml_schema_version`, compiled once per version), errors at
 * element paths; then it is saved as every save is, under the current rules. An item on the
 * current version (or on one the server never kept) is read by the current schema.
 */
import type { FastifyInstance } from 'fastify';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';
import { validateData, type CompiledValidateFunction } from '../../../src/domain/schema/precompiled.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { xmlPath } from '../../../src/domain/xml/xml-path.js';
import { unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { readAs, type XmlBody } from './item-bodies.js';

/** Validators of earlier versions, by `type@version` (a kept version never changes). */
const compiled = new Map<string, CompiledValidateFunction>();

const validatorOf = (key: string, schema: Record<string, unknown>): CompiledValidateFunction => {
  let validate = compiled.get(key);
  if (!validate) {
    // one instance per version: every version's bundle carries the same $id
    validate = createAjv().compile(schema) as CompiledValidateFunction;
    compiled.set(key, validate);
  }
  return validate;
};

/**
 * The data of a save's XML body: read (and, for an earlier version, checked) against the
 * version the item pins. The item is looked up as the user may see it (404 otherwise, as the
 * save would).
 */
export async function pinnedXmlData(app: FastifyInstance, user: SessionUser, family: Family, id: number, body: XmlBody): Promise<unknown> {
  const { row } = await app.itemCore.visible(user, family, id);
  const type = app.catalog.get(body.typeId)!;
  const earlier = row.type_id === type.id ? await app.xmlSchemas.earlierSchema(type.id, row.schema_version) : undefined;
  if (!earlier) return readAs(type.id, type.schema as Record<string, unknown>, body.root);
  const data = readAs(type.id, earlier, body.root);
  const errors = validateData(validatorOf(`${type.id}@${row.schema_version}`, earlier), data, { today: registryDate(app.clock.now()) });
  if (errors.length > 0) throw unprocessable(errors.map((e) => ({ ...e, path: xmlPath({ id: type.id, schema: earlier }, data, e.path) })));
  return data;
}
