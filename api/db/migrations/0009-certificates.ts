import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Certificates (pažymos) of the portal (api/modules/certificate-issue).
 * - `land_plot`: the local stand-in of the real property cadastre's land plots, per owner code
 *   (a person's or a company's). Certificates are excerpts of it. The seam to the real register
 *   is api/modules/certificate-issue/land-register.ts; seeded with demo plots.
 * - `certificate_pdf`: one row per issued certificate (a `document` row of the family
 *   `certificates`): its number, the PDF's storage name under DATA_DIR/certificates/files,
 *   size and hash, when it was issued and until when it is kept (`saugojimoLaikas` calendar
 *   days). The sweep deletes the file and sets `deleted_at`; the row stays, so a late download
 *   answers 410 rather than 404.
 * Area is whole square metres (integer) so both dialects store it exactly; shown in hectares.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('land_plot'))
    .addColumn('owner_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('unique_number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('cadastral_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('municipality', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('area_m2', 'bigint', (c) => c.notNull())
    /** zemes_ukio | misku_ukio | kita */
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('share', 'varchar(20)', (c) => c.notNull())
    .addColumn('registered_on', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('land_plot_owner').on('land_plot').column('owner_code').execute();

  await withId(db, db.schema.createTable('certificate_pdf'))
    .addColumn('document_id', 'bigint', (c) => c.notNull().unique().references('document.id').onDelete('cascade'))
    .addColumn('number', 'varchar(30)', (c) => c.notNull())
    .addColumn('storage_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('file_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    /** YYYY-MM-DD (Europe/Vilnius): the last day the PDF is kept */
    .addColumn('keep_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('certificate_pdf_keep').on('certificate_pdf').columns(['deleted_at', 'keep_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['certificate_pdf', 'land_plot']) await db.schema.dropTable(table).execute();
}
