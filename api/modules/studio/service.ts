/**
 * The schema studio service (app.studio, decision 0123): drafts of catalogue types, their
 * review by a second analyst, publishing into the running catalogue without a restart, and
 * export as repository files. Steps of each action: find → check the status and the person →
 * check the files → write the row and its audit event in one transaction.
 */
import type { Kysely } from 'kysely';
import type { BodyOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { createStudioDraft, listStudioTypes, StudioStatus } from '../../../src/domain/contracts/studio.js';
import type { CatalogEntry } from '../../../src/domain/schema/catalog.js';
import type { CatalogProblem } from '../../../src/domain/schema/catalog-error.js';
import { validateData, type CompiledValidateFunction } from '../../../src/domain/schema/precompiled.js';
import { splitDraftErrors } from '../../../src/domain/schema/draft-errors.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import { rootFieldNames } from '../../../src/domain/schema/unknown-root-fields.js';
import { EDITABLE_STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { liftData, migrationProblem, type StudioMigration } from '../../../src/domain/studio/migration.js';
import { schemaVersionOf } from '../items/schema-version.js';
import { keepVersions, type NewStoredVersion } from '../xml/repository.js';
import { currentCommonVersion } from '../xml/versions.js';
import { XML_FORMAT_VERSION } from '../../../src/domain/xml/names.js';
import { commonDefs, typeXsd } from '../../../src/domain/xml-schema/schema-files.js';
import { syncIndexRows } from '../items/repository.js';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import { checkTypeFiles } from '../../../src/domain/studio/check-type-files.js';
import { copyTypeFiles, toRepositoryFiles, type TypeFiles } from '../../../src/domain/studio/type-files.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import { compileValidatorCode, publishedTypeModule, rootValidatorOf, validatorModule } from './compile.js';
import { CURRENT_SCHEMA_VERSION } from '../../../src/domain/contracts/catalog.js';
import * as repo from './repository.js';
import { checkContextOf, readRepositoryType } from './repository-type.js';
import { repositoryVersionView, titleOf, versionView, type StoredComment, type VersionView } from './views.js';
import { servicePlugin } from '../../lib/service-plugin.js';

type TypeList = ResponseOf<typeof listStudioTypes>['items'];
type NewDraft = BodyOf<typeof createStudioDraft>;
type VersionRef = { id: string; version: number; status: StudioStatus };

export interface StudioService {
  list(): Promise<TypeList>;
  get(user: SessionUser, id: string, version: number): Promise<VersionView>;
  createDraft(user: SessionUser, input: NewDraft, origin: AuditOrigin): Promise<VersionRef>;
  /** `migration` left out keeps the stored one; null removes it. */
  save(user: SessionUser, id: string, version: number, files: TypeFiles, origin: AuditOrigin, migration?: StudioMigration | null): Promise<CatalogProblem[]>;
  submit(user: SessionUser, id: string, version: number, comment: string | undefined, origin: AuditOrigin): Promise<VersionRef>;
  approve(user: SessionUser, id: string, version: number, comment: string | undefined, origin: AuditOrigin): Promise<VersionRef>;
  giveBack(user: SessionUser, id: string, version: number, comment: string, origin: AuditOrigin): Promise<VersionRef>;
  publish(user: SessionUser, id: string, version: number, origin: AuditOrigin): Promise<VersionRef>;
  exportFiles(id: string, version: number): Promise<Record<string, string>>;
  /** The ES module of a published version's validator. */
  validatorModule(id: string, version: number): Promise<string>;
  /**
   * The module a browser draws a published type with (decision 0144): the validator module plus
   * `export const texts` (lt, en); `schemaVersion` is the one a document is pinned to, or `current`.
   */
  publishedModule(id: string, schemaVersion: string): Promise<string>;
  /** Registers versions published by another API process since the last look (a timer calls it every 2 s). */
  syncPublished(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: StudioService;
  }
}

export interface StudioPluginOptions {
  /** the catalogue root (config.catalogDir): the repository types' files */
  root: string;
}

const SYNC_EVERY_MS = 2000;

/** The check problems as the one error shape: each a critical error naming file#pointer. */
const asErrors = (problems: CatalogProblem[]) =>
  problems.map((p) => ({ path: `${p.file}#${p.pointer}`, messageKey: 'errors.studio_problem', params: { ...p }, severity: 'critical' as const }));

export default servicePlugin(
  'studio',
  async function studioService(app, db, opts: StudioPluginOptions) {
    const now = () => app.clock.now().toISOString();
    const context = checkContextOf(app.catalog.shared(), opts.root);
    /** the repository's types (files under schemas/), as loaded at start-up */
    const repositoryTypes = new Map<string, Family>(app.catalog.types().map((t) => [t.id, t.family]));
    /** `type@version` of each studio version registered in this process */
    const registered = new Map<string, number>();

    const check = (files: TypeFiles) => checkTypeFiles(files, context);
    const audit = (
      trx: Kysely<Database>,
      user: SessionUser,
      origin: AuditOrigin,
      action: string,
      row: { type_id: string; version: number },
      extra: object = {},
    ) =>
      writeAudit(trx, now(), origin, {
        action,
        actorId: user.userId,
        actorName: user.username,
        objectType: 'studio_type_version',
        objectId: `${row.type_id}@${row.version}`,
        ...extra,
      });

    async function find(id: string, version: number): Promise<repo.VersionRow> {
      const row = await repo.findVersion(db, id, version);
      if (!row) throw notFound('errors.studio_not_found');
      return row;
    }
    const expectStatus = (row: repo.VersionRow, status: StudioStatus) => {
      if (row.status !== status) throw conflict('errors.studio_wrong_status');
    };
    const comment = (user: SessionUser, kind: StoredComment['kind'], text: string | undefined, row: repo.VersionRow): string => {
      const list = JSON.parse(row.comments) as StoredComment[];
      if (text !== undefined && text.trim() !== '') list.push({ kind, authorId: user.userId, authorName: user.username, text: text.trim(), at: now() });
      return JSON.stringify(list);
    };
    const ref = (row: { type_id: string; version: number }, status: StudioStatus): VersionRef => ({ id: row.type_id, version: Number(row.version), status });

    function register(entryJson: string, code: string, typeId: string, version: number) {
      app.catalog.register(JSON.parse(entryJson) as CatalogEntry, rootValidatorOf(code));
      registered.set(typeId, version);
    }

    /** Compares (type, version) pairs only; reads the code of a version new to this process alone. */
    async function syncPublished() {
      for (const row of await repo.publishedVersions(db)) {
        const version = Number(row.version);
        if (registered.get(row.type_id) === version) continue;
        const code = await repo.publishedCode(db, row.type_id, version);
        if (code?.entry && code.validator_code) register(code.entry, code.validator_code, row.type_id, version);
      }
    }
    await syncPublished();
    // other processes' publications: an unref'd timer (never a hook on every request), one look at a time
    let syncing = false;
    const timer = setInterval(() => {
      if (syncing) return;
      syncing = true;
      syncPublished()
        .catch((error: unknown) => app.log.error({ err: error }, 'studio: sync of published versions failed'))
        .finally(() => (syncing = false));
    }, SYNC_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    /**
     * The documents being prepared (editable statuses) pinned to the type's current version, lifted
     * through the migration and checked by the new validator as a draft save is checked (decision
     * 0090): any that a save would refuse stops the publication with the reasons (nothing changed).
     */
    async function liftPrepared(id: string, migration: StudioMigration, validate: CompiledValidateFunction, entry: CatalogEntry, today: string) {
      const current = app.catalog.get(id);
      if (!current) return [];
      const docs = await repo.preparedDocuments(db, id, schemaVersionOf(current.schema), EDITABLE_STATUSES);
      const refused: FieldError[] = [];
      const lifted = [];
      for (const doc of docs) {
        const data = liftData(JSON.parse(doc.data), migration);
        const split = splitDraftErrors(validateData(validate, data, { today }, rootFieldNames(entry.schema)));
        refused.push(...split.refused.map((e) => ({ ...e, path: `/documents/${doc.id}${e.path}`, params: { ...e.params, documentId: Number(doc.id) } })));
        const issues = split.check.length > 0 ? split.check : await app.catalog.runBusinessChecks(id, data, { today });
        lifted.push({ doc, data, checkErrors: issues.length > 0 ? JSON.stringify(issues) : null });
      }
      if (refused.length > 0) throw new AppError(422, 'errors.studio_drafts_invalid', refused.slice(0, 50));
      return lifted;
    }

    /** The published version as a version of the XML interface (decision 0105): its XSD made by the generator's code, no description. */
    const xmlVersionRow = (entry: CatalogEntry, schemaVersion: string, at: string): NewStoredVersion => ({
      type_id: entry.id,
      schema_version: schemaVersion,
      xml_version: XML_FORMAT_VERSION,
      common_version: currentCommonVersion(opts.root),
      xsd: typeXsd(entry, commonDefs(app.catalog.shared().common), `Published in the schema studio: ${entry.id}`),
      description: null,
      json_schema: JSON.stringify(entry.schema),
      published_at: at,
    });

    /** A version's files: a studio row's, or the repository's for version 1 of a repository type. */
    async function sourceFiles(id: string, version: number): Promise<TypeFiles> {
      const row = await repo.findVersion(db, id, version);
      if (row) return JSON.parse(row.files) as TypeFiles;
      const family = repositoryTypes.get(id);
      const files = version === 1 && family ? readRepositoryType(opts.root, family, id) : undefined;
      if (!files) throw notFound('errors.studio_not_found');
      return files;
    }

    async function transition(
      user: SessionUser,
      id: string,
      version: number,
      origin: AuditOrigin,
      step: { from: StudioStatus; to: StudioStatus; action: string; kind: StoredComment['kind']; text?: string; who: 'author' | 'reviewer' },
    ): Promise<VersionRef> {
      const row = await find(id, version);
      expectStatus(row, step.from);
      const own = Number(row.author_id) === user.userId;
      if (step.who === 'author' && !own) throw forbidden('errors.studio_not_author');
      if (step.who === 'reviewer' && own) throw forbidden('errors.studio_self_approval');
      if (step.to === 'review') {
        const { problems } = check(JSON.parse(row.files) as TypeFiles);
        if (problems.length > 0) throw new AppError(422, 'errors.studio_check_failed', asErrors(problems));
      }
      const at = now();
      await inTransaction(db, async (trx) => {
        await repo.updateVersion(trx, id, version, {
          status: step.to,
          comments: comment(user, step.kind, step.text, row),
          updated_at: at,
          ...(step.who === 'reviewer' ? { reviewer_id: user.userId } : {}),
        });
        await audit(trx, user, origin, step.action, row, { fromState: step.from, toState: step.to, reason: step.text ?? null });
      });
      return ref(row, step.to);
    }

    return {
      async list() {
        const rows = await repo.allVersions(db);
        const byType = new Map<string, TypeList[number]>();
        const typeOf = (id: string, family: string, title: string) => {
          let t = byType.get(id);
          if (!t) byType.set(id, (t = { id, family, titleKey: `types.${id}.title`, title, publishedVersion: null, versions: [] }));
          return t;
        };
        for (const [id, family] of repositoryTypes) {
          const t = typeOf(id, family, id);
          t.publishedVersion = 1;
          t.versions.push({ version: 1, status: 'published', source: 'repository', author: null, reviewer: null, updatedAt: null, publishedAt: null });
        }
        for (const row of rows) {
          const files = JSON.parse(row.files) as TypeFiles;
          const t = typeOf(row.type_id, row.family, titleOf(files));
          t.title = titleOf(files);
          const person = (pid: number | null, name: string | null) => (pid === null ? null : { id: Number(pid), name: name ?? String(pid) });
          if (row.status === 'published') {
            t.publishedVersion = Number(row.version);
            for (const v of t.versions) if (v.source === 'repository') v.status = 'retired';
          }
          t.versions.push({
            version: Number(row.version),
            status: row.status as StudioStatus,
            source: 'studio',
            author: person(row.author_id, row.author_name),
            reviewer: person(row.reviewer_id, row.reviewer_name),
            updatedAt: row.updated_at,
            publishedAt: row.published_at,
          });
        }
        return [...byType.values()].sort((a, b) => a.id.localeCompare(b.id));
      },

      async get(user, id, version) {
        const row = await repo.findVersion(db, id, version);
        if (row)
          return versionView(user, row, row.status === 'published' || row.status === 'retired' ? [] : check(JSON.parse(row.files) as TypeFiles).problems);
        const files = await sourceFiles(id, version);
        return repositoryVersionView(files, registered.has(id));
      },

      async createDraft(user, input, origin) {
        const source = await sourceFiles(input.from.id, input.from.version);
        let files: TypeFiles;
        let version: number;
        if (input.id !== undefined) {
          // 1. a copy under a new id and title
          if (input.title === undefined || input.title.trim() === '') throw badRequest('errors.studio_title_required');
          if (repositoryTypes.has(input.id) || app.catalog.get(input.id) || (await repo.lastVersion(db, input.id)) > 0)
            throw conflict('errors.studio_id_taken');
          files = copyTypeFiles(source, input.id, input.title.trim());
          version = 1;
        } else {
          // 1. the next version of the same type; one open draft at a time
          const open = (await repo.allVersions(db)).some((r) => r.type_id === input.from.id && ['draft', 'review', 'approved'].includes(r.status));
          if (open) throw conflict('errors.studio_open_draft_exists');
          files = source;
          version = Math.max(await repo.lastVersion(db, input.from.id), repositoryTypes.has(input.from.id) ? 1 : 0) + 1;
        }
        const at = now();
        const row = {
          type_id: files.id,
          version,
          family: files.family,
          status: 'draft',
          files: JSON.stringify(files),
          based_on_type: input.from.id,
          based_on_version: input.from.version,
          author_id: user.userId,
          reviewer_id: null,
          comments: '[]',
          entry: null,
          validator_code: null,
          migration: null,
          created_at: at,
          updated_at: at,
          published_at: null,
        };
        await inTransaction(db, async (trx) => {
          await repo.insertVersion(trx, row);
          await audit(trx, user, origin, 'studio.draft_created', row, { toState: 'draft', details: { basedOn: input.from } });
        });
        return ref(row, 'draft');
      },

      async save(user, id, version, files, origin, migration) {
        const row = await find(id, version);
        expectStatus(row, 'draft');
        if (Number(row.author_id) !== user.userId) throw forbidden('errors.studio_not_author');
        if (files.id !== row.type_id || files.family !== row.family) throw badRequest('errors.studio_files_mismatch');
        const wrongMove = migration ? migrationProblem(migration) : undefined;
        if (wrongMove !== undefined)
          throw badRequest('errors.studio_migration_invalid', [
            { path: '/migration', messageKey: 'errors.studio_migration_invalid', params: { move: wrongMove }, severity: 'critical' },
          ]);
        const { problems } = check(files);
        await inTransaction(db, async (trx) => {
          await repo.updateVersion(trx, id, version, {
            files: JSON.stringify(files),
            updated_at: now(),
            ...(migration === undefined ? {} : { migration: migration === null ? null : JSON.stringify(migration) }),
          });
          await audit(trx, user, origin, 'studio.draft_saved', row, { details: { problems: problems.length } });
        });
        return problems;
      },

      submit: (user, id, version, text, origin) =>
        transition(user, id, version, origin, { from: 'draft', to: 'review', action: 'studio.submitted', kind: 'submitted', text, who: 'author' }),
      approve: (user, id, version, text, origin) =>
        transition(user, id, version, origin, { from: 'review', to: 'approved', action: 'studio.approved', kind: 'approved', text, who: 'reviewer' }),
      giveBack: (user, id, version, text, origin) =>
        transition(user, id, version, origin, { from: 'review', to: 'draft', action: 'studio.returned', kind: 'returned', text, who: 'reviewer' }),

      async publish(user, id, version, origin) {
        // 1. an approved version whose files still check out
        const row = await find(id, version);
        expectStatus(row, 'approved');
        const result = check(JSON.parse(row.files) as TypeFiles);
        if (result.problems.length > 0 || !result.entry) throw new AppError(422, 'errors.studio_check_failed', asErrors(result.problems));
        // 2. compiled once, as npm run gen compiles
        const code = compileValidatorCode(result.entry);
        const validate = rootValidatorOf(code);
        // 3. no registered entry of the type may become invalid
        const today = registryDate(app.clock.now());
        const broken = (await repo.registeredData(db, id)).flatMap((d) =>
          validateData(validate, JSON.parse(d.data), { today }).map((e) => ({
            ...e,
            path: `/documents/${d.id}${e.path}`,
            params: { ...e.params, documentId: Number(d.id) },
          })),
        );
        if (broken.length > 0) throw new AppError(422, 'errors.studio_documents_invalid', broken.slice(0, 50));
        // 3b. with a draft migration: the documents being prepared of the previous version, lifted and checked as a save would
        const lifted = row.migration === null ? [] : await liftPrepared(id, JSON.parse(row.migration) as StudioMigration, validate, result.entry, today);
        // 4. the previous published version retires; this one is published, then served
        const at = now();
        const entryJson = JSON.stringify(result.entry);
        await inTransaction(db, async (trx) => {
          await trx
            .updateTable('studio_type_version')
            .set({ status: 'retired', updated_at: at })
            .where('type_id', '=', id)
            .where('status', '=', 'published')
            .execute();
          await repo.updateVersion(trx, id, version, {
            status: 'published',
            entry: entryJson,
            validator_code: code,
            published_at: at,
            updated_at: at,
            comments: comment(user, 'published', '', row),
          });
          const schemaVersion = schemaVersionOf(result.entry!.schema);
          for (const l of lifted) {
            await repo.moveDocument(trx, l.doc, { data: JSON.stringify(l.data), schema_version: schemaVersion, check_errors: l.checkErrors, updated_at: at });
            await syncIndexRows(trx, Number(l.doc.id), indexRows(l.data));
          }
          await keepVersions(trx, [xmlVersionRow(result.entry!, schemaVersion, at)]);
          await audit(trx, user, origin, 'studio.published', row, {
            fromState: 'approved',
            toState: 'published',
            ...(lifted.length > 0 ? { details: { movedDocuments: lifted.map((l) => Number(l.doc.id)) } } : {}),
          });
        });
        register(entryJson, code, id, version);
        return ref(row, 'published');
      },

      async exportFiles(id, version) {
        const row = await repo.findVersion(db, id, version);
        if (row && row.status !== 'published' && row.status !== 'retired') throw conflict('errors.studio_not_published');
        return toRepositoryFiles(row ? (JSON.parse(row.files) as TypeFiles) : await sourceFiles(id, version));
      },

      async validatorModule(id, version) {
        const row = await repo.findVersion(db, id, version);
        if (!row?.validator_code) throw notFound('errors.studio_not_found');
        return validatorModule(row.validator_code);
      },

      async publishedModule(id, schemaVersion) {
        const rows = (await repo.publishedFiles(db, id)).filter((r) => r.entry && r.validator_code);
        const row =
          schemaVersion === CURRENT_SCHEMA_VERSION
            ? rows[0]
            : rows.find((r) => schemaVersionOf((JSON.parse(r.entry!) as CatalogEntry).schema) === schemaVersion);
        if (!row) throw notFound('errors.studio_not_found');
        return publishedTypeModule(row.validator_code!, (JSON.parse(row.files) as TypeFiles).texts);
      },

      syncPublished,
    } satisfies StudioService;
  },
  { name: 'studio-service', dependencies: ['db', 'catalog-service'] },
);
