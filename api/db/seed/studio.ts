/**
 * The schema studio's demo (decision 0123): a draft the first demo analyst
 * (AN_schemu_analitikas) started by copying the lease type (nuoma), for the second
 * (analitikas.perziura) to review once it is sent. Idempotent.
 */
import type { Kysely } from 'kysely';
import { copyTypeFiles } from '../../../src/domain/studio/type-files.js';
import { readRepositoryType } from '../../modules/studio/repository-type.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export const DEMO_STUDIO_DRAFT = { id: 'zemes-ukio-technikos-nuoma', title: 'Žemės ūkio technikos nuoma', from: 'nuoma' } as const;

export async function seedStudio(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const exists = await db.selectFrom('studio_type_version').select('id').where('type_id', '=', DEMO_STUDIO_DRAFT.id).executeTakeFirst();
  const author = await db.selectFrom('app_user').select('id').where('username', '=', 'AN_schemu_analitikas').executeTakeFirst();
  const source = readRepositoryType(ctx.files?.root ?? process.cwd(), 'documents', DEMO_STUDIO_DRAFT.from);
  if (exists || !author || !source) return;
  const files = copyTypeFiles(source, DEMO_STUDIO_DRAFT.id, DEMO_STUDIO_DRAFT.title);
  await db
    .insertInto('studio_type_version')
    .values({
      type_id: files.id,
      version: 1,
      family: files.family,
      status: 'draft',
      files: JSON.stringify(files),
      based_on_type: DEMO_STUDIO_DRAFT.from,
      based_on_version: 1,
      author_id: author.id,
      reviewer_id: null,
      comments: '[]',
      entry: null,
      validator_code: null,
      created_at: ctx.now,
      updated_at: ctx.now,
      published_at: null,
    })
    .execute();
}
