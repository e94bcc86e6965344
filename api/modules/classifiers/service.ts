/**
 * Classifiers (app.classifiers, docs/decisions/0097-classifiers-as-data.md): an
 * administrator's changes to classifier values — validate → persist → audit (who, when,
 * before, after) in one transaction, a value never deleted — and the classifier check every
 * catalogue type runs after its schema stage: a field marked `classifier` must hold a value
 * valid now, read through this process's copy of the values (value-cache.ts), which the
 * administrator's add or change drops, so a value added a moment ago is accepted at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { classifierErrors, classifierUses } from '../../../src/domain/classifiers/classifier-check.js';
import { CLASSIFIERS, isClassifierValueCode, isValidAt, type ClassifierCode } from '../../../src/domain/classifiers/classifiers.js';
import type { BodyOf, QueryOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type * as contracts from '../../../src/domain/contracts/classifiers.js';
import type { JsonSchema } from '../../../src/domain/schema/bundle.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { isUniqueViolation } from '../acl/repository.js';
import * as repo from './repository.js';
import { createClassifierCache } from './value-cache.js';
import { servicePlugin } from '../../lib/service-plugin.js';

type ValueView = ResponseOf<typeof contracts.listClassifierValues>['items'][number];

export interface ClassifiersService {
  list(): Promise<ResponseOf<typeof contracts.listClassifiers>>;
  values(classifier: ClassifierCode, query: QueryOf<typeof contracts.listClassifierValues>): Promise<ResponseOf<typeof contracts.listClassifierValues>>;
  add(admin: SessionUser, classifier: ClassifierCode, input: BodyOf<typeof contracts.addClassifierValue>, origin: AuditOrigin): Promise<ValueView>;
  update(
    admin: SessionUser,
    classifier: ClassifierCode,
    id: number,
    input: BodyOf<typeof contracts.updateClassifierValue>,
    origin: AuditOrigin,
  ): Promise<ValueView>;
  options(classifier: ClassifierCode): Promise<ResponseOf<typeof contracts.getClassifierOptions>>;
  /** every value ever, retired ones too: the names of codes recorded earlier */
  names(classifier: ClassifierCode): Promise<ResponseOf<typeof contracts.getClassifierNames>>;
  /** whether `code` is a value of the classifier valid now */
  isCurrent(classifier: ClassifierCode, code: string): Promise<boolean>;
  /** Field errors of the data's classifier values not valid now (critical), [] when all are. */
  check(schema: JsonSchema, data: unknown, handle?: Kysely<Database>): Promise<FieldError[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    classifiers: ClassifiersService;
  }
}

const problem = (path: string, messageKey: string): FieldError => ({ path, messageKey, severity: 'critical' });

/** An instant the database keeps (ISO UTC), or null when the text is not a date. */
function utc(text: string): string | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export default servicePlugin(
  'classifiers',
  async function classifiersService(app, db) {
    const now = () => app.clock.now().toISOString();
    const cache = createClassifierCache(app.clock);
    const view = (row: repo.ClassifierValueRow, at: string): ValueView => ({
      id: Number(row.id),
      classifier: row.classifier,
      code: row.code,
      name_lt: row.name_lt,
      name_en: row.name_en,
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      current: isValidAt(row, at),
      updated_at: row.updated_at,
    });

    const service: ClassifiersService = {
      async list() {
        const counts = await repo.counts(db, now());
        return { items: CLASSIFIERS.map((code) => ({ code, current: counts.get(code)?.current ?? 0, total: counts.get(code)?.total ?? 0 })) };
      },

      async values(classifier, query) {
        const at = now();
        const { total, rows } = await repo.page(db, { classifier, ...query }, at);
        return { total, page: query.page, pageSize: query.pageSize, items: rows.map((r) => view(r, at)) };
      },

      async add(admin, classifier, input, origin) {
        // 1. validate: the code's form, the start of validity; a taken code is a conflict
        const at = now();
        const code = input.code.trim();
        const validFrom = input.valid_from === undefined ? at : utc(input.valid_from);
        const errors = [
          ...(isClassifierValueCode(classifier, code) ? [] : [problem('/code', 'validation.classifier_code_format')]),
          ...(validFrom === null ? [problem('/valid_from', 'validation.invalid_instant')] : []),
        ];
        if (errors.length > 0) throw unprocessable(errors);
        const row = {
          classifier,
          code,
          name_lt: input.name_lt.trim(),
          name_en: input.name_en.trim(),
          valid_from: validFrom!,
          valid_to: null,
          created_at: at,
          updated_at: at,
        };
        // 2. persist and audit together
        try {
          const id = await db.transaction().execute(async (trx) => {
            if (await repo.byCode(trx, classifier, code)) throw conflict('errors.classifier_code_taken', [problem('/code', 'errors.classifier_code_taken')]);
            const newId = await repo.insert(trx, row);
            await writeAudit(trx, at, origin, {
              action: 'classifier.value_added',
              actorId: admin.userId,
              actorName: admin.username,
              objectType: 'classifier_value',
              objectId: newId,
              details: { classifier, before: null, after: { code, name_lt: row.name_lt, name_en: row.name_en, valid_from: row.valid_from } },
            });
            return newId;
          });
          cache.invalidate();
          return view({ ...row, id }, at);
        } catch (error) {
          // two administrators adding one code at once: the constraint decides, the loser is told the same
          if (isUniqueViolation(error)) throw conflict('errors.classifier_code_taken', [problem('/code', 'errors.classifier_code_taken')]);
          throw error;
        }
      },

      async update(admin, classifier, id, input, origin) {
        const at = now();
        const validTo = input.valid_to === undefined || input.valid_to === null ? input.valid_to : utc(input.valid_to);
        if (validTo === null && input.valid_to !== null && input.valid_to !== undefined)
          throw unprocessable([problem('/valid_to', 'validation.invalid_instant')]);
        const changed = await db.transaction().execute(async (trx) => {
          const before = await repo.byId(trx, classifier, id);
          if (!before) throw notFound('errors.classifier_value_not_found');
          if (validTo && validTo <= before.valid_from) throw unprocessable([problem('/valid_to', 'validation.valid_to_before_from')]);
          const change = {
            ...(input.name_lt === undefined ? {} : { name_lt: input.name_lt.trim() }),
            ...(input.name_en === undefined ? {} : { name_en: input.name_en.trim() }),
            ...(validTo === undefined ? {} : { valid_to: validTo }),
          };
          await repo.update(trx, id, change, at);
          const was = Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof typeof change]]));
          await writeAudit(trx, at, origin, {
            action: 'classifier.value_changed',
            actorId: admin.userId,
            actorName: admin.username,
            objectType: 'classifier_value',
            objectId: id,
            details: { classifier, code: before.code, before: was, after: change },
          });
          return view({ ...before, ...change, updated_at: at }, at);
        });
        cache.invalidate();
        return changed;
      },

      async options(classifier) {
        return { items: await repo.currentValues(db, classifier, now()) };
      },

      async names(classifier) {
        return { items: await repo.allNames(db, classifier) };
      },

      async isCurrent(classifier, code) {
        return (await cache.currentCodes(db, classifier, now())).has(code);
      },

      async check(schema, data, handle = db) {
        const uses = classifierUses(schema, data);
        if (uses.length === 0) return [];
        const at = now();
        const current = new Map<string, Set<string>>();
        for (const classifier of new Set(uses.map((u) => u.classifier))) current.set(classifier, await cache.currentCodes(handle, classifier, at));
        return classifierErrors(uses, current);
      },
    };

    // every catalogue type: after the schema stage, the classifier values are checked against the rows
    app.catalog.registerBusinessCheck('*', (data, context) => {
      const type = app.catalog.get(context.typeId);
      return type ? service.check(type.schema, data, context.db) : [];
    });
    return service;
  },
  { name: 'classifiers-service', dependencies: ['db', 'catalog-service'] },
);
