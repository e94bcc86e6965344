/**
 * Demo data of the notice outbox (/admin/siuntimo-administravimas): the seeded decisions'
 * e-mails to the bank, all but the newest delivered (as the sender delivers them: the row
 * and the notice `pateiktas`, a copy in the local sink's mailbox) and the newest failed for
 * good because the mail server did not answer, waiting for a resend. Idempotent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { noticeMail } from '../../modules/outbox/message.js';
import { findWithNotice, markDelivered, markFailed, storeSinkMessage } from '../../modules/outbox/repository.js';
import type { SeedContext } from './index.js';

/** The reason a mail server that does not answer gives (what nodemailer reports). */
export const DEMO_FAILURE = 'connect ECONNREFUSED 127.0.0.1:2525';
const DEMO_FROM = 'registras@localhost';

export async function seedOutbox(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  if (await db.selectFrom('outbox_message').select('id').where('state', '=', 'nepateiktas').limit(1).executeTakeFirst()) return;
  const formed = await db
    .selectFrom('outbox_message')
    .selectAll()
    .where('channel', '=', 'el_pastas')
    .where('state', '=', 'suformuotas')
    .orderBy('id')
    .execute();
  if (formed.length < 2) return;
  // without demo files (API tests) the links are those of loadConfig's defaults
  const links = { portal: ctx.files?.siteOrigin ?? 'http://savitarna.localhost:3000', workplace: ctx.files?.workplaceOrigin ?? 'http://localhost:3000' };
  const failed = formed[formed.length - 1];
  for (const row of formed.slice(0, -1)) {
    const detail = await findWithNotice(db, row.id);
    if (!detail) continue;
    const mail = noticeMail(detail, links);
    await db.updateTable('outbox_message').set({ attempts: 1 }).where('id', '=', row.id).execute();
    await markDelivered(db, row, ctx.now);
    await storeSinkMessage(db, { received_at: ctx.now, mail_from: DEMO_FROM, mail_to: mail.to, subject: mail.subject, text: mail.text, message_id: null });
  }
  await db.updateTable('outbox_message').set({ attempts: 5 }).where('id', '=', failed.id).execute();
  await markFailed(db, failed.id, ctx.now, DEMO_FAILURE, null);
}
