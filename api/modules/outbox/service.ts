/**
 * The outbox service (app.outbox): starts the built-in SMTP sink when no SMTP_URL is set (demo
 * mode), builds the mail transport (SMTP to it or to SMTP_URL), runs the sender every OUTBOX_SEND_MINUTES, and serves the
 * administrator's list, detail, resend and the sink's mailbox.
 */
import type { Paged } from '../../../src/domain/contracts/shared.js';
import { ConfigError, SMTP_SINK_REFUSED, type MailSettings } from '../../config.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { everyMinutes } from '../../lib/periodic.js';
import type { SessionUser } from '../../plugins/access.js';
import type { listOutbox, OutboxMessage, OutboxRow } from '../../../src/domain/contracts/outbox.js';
import type { QueryOf } from '../../../src/domain/contracts/endpoint.js';
import type { Answer } from '../../lib/contract-route.js';
import { noticeMail, type FaceLinks } from './message.js';
import * as repo from './repository.js';
import { attempt, deliverDue, type SenderOptions } from './sender.js';
import { startMailSink, type MailSink } from './sink.js';
import { smtpTransport, type MailTransport } from './transport.js';
import { pagedList } from '../../lib/paging.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The contract's rows of src/domain/contracts/outbox.ts, codes as plain strings, and its list query. */
export type OutboxRowView = Answer<OutboxRow>;
export type OutboxDetail = Answer<OutboxMessage>;
export type OutboxListQuery = QueryOf<typeof listOutbox>;

export interface OutboxService {
  /** the built-in sink, when it runs (no SMTP_URL) */
  readonly sink: MailSink | null;
  /** One run of the sender. @returns how many e-mails were delivered */
  deliverDue(): Promise<number>;
  list(q: OutboxListQuery): Promise<Paged<OutboxRowView>>;
  detail(id: number): Promise<OutboxDetail>;
  /** Forms a failed e-mail again and tries it at once; audited. 409 errors.outbox_not_failed unless failed */
  resend(admin: SessionUser, id: number, origin: AuditOrigin): Promise<OutboxDetail>;
  mailbox(
    page: number,
    pageSize: number,
  ): Promise<{
    total: number;
    page: number;
    pageSize: number;
    items: { id: number; receivedAt: string; from: string; to: string; subject: string; text: string }[];
  }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

export interface OutboxServiceOptions {
  mail: MailSettings;
  /** where the links in e-mails lead, per recipient face */
  links: FaceLinks;
  /** the demo mode: the built-in sink runs only while it is on */
  standIns: boolean;
}

type Listed = Awaited<ReturnType<typeof repo.listRows>>['items'][number];

const toView = (r: Listed | repo.OutboxWithNotice): OutboxRowView => ({
  id: Number(r.id),
  noticeId: Number(r.notice_id),
  documentId: Number(r.document_id),
  kind: r.kind,
  channel: r.channel,
  state: r.state,
  recipientName: r.recipient_name,
  recipient: r.recipient,
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deliveredAt: r.delivered_at,
});

export default servicePlugin(
  'outbox',
  async function outboxService(app, db, opts: OutboxServiceOptions) {
    const now = () => app.clock.now();
    // 1. the mail server: the one named, or the built-in sink on 127.0.0.1 (a stand-in: demo mode only)
    if (!opts.mail.smtpUrl && !opts.standIns) throw new ConfigError([SMTP_SINK_REFUSED]);
    const sink = opts.mail.smtpUrl ? null : await startMailSink(db, opts.mail.sinkPort, () => now().toISOString());
    if (sink) app.log.info({ port: sink.port }, 'local SMTP sink listening on 127.0.0.1');
    const transport: MailTransport = smtpTransport(opts.mail.smtpUrl ?? `smtp://127.0.0.1:${sink?.port ?? 0}`, opts.mail.from);
    app.addHook('onClose', async () => {
      transport.close();
      await sink?.close();
    });
    const sender: SenderOptions = { transport, now, maxAttempts: opts.mail.maxAttempts, links: opts.links };
    // 2. the sender, periodically
    everyMinutes(app, opts.mail.sendMinutes, 'outbox sender', () => deliverDue(db, sender));

    async function detail(id: number): Promise<OutboxDetail> {
      const row = await repo.findWithNotice(db, id);
      if (!row) throw notFound('errors.outbox_not_found');
      const content = JSON.parse(row.content) as Record<string, unknown>;
      const mail = row.channel === 'el_pastas' ? noticeMail(row, opts.links) : { subject: '', text: '' };
      return { ...toView(row), payload: { subject: mail.subject, text: mail.text, content } };
    }

    const service: OutboxService = {
      sink,
      deliverDue: () => deliverDue(db, sender),

      list: (q) => pagedList(q, (window) => repo.listRows(db, { state: q.state, channel: q.channel, sort: q.sort, order: q.direction, ...window }), toView),

      detail,

      async resend(admin, id, origin) {
        // 1. form it again with its audit event, only if it has failed
        const before = await repo.findRow(db, id);
        if (!before) throw notFound('errors.outbox_not_found');
        const at = now().toISOString();
        await db.transaction().execute(async (trx) => {
          if (!(await repo.reform(trx, id, at))) throw conflict('errors.outbox_not_failed');
          await writeAudit(trx, at, origin, {
            action: 'outbox.resend',
            actorId: admin.userId,
            actorName: admin.username,
            objectType: 'outbox_message',
            objectId: id,
            fromState: 'nepateiktas',
            toState: 'suformuotas',
            details: { before: { attempts: before.attempts, lastError: before.last_error }, after: { attempts: 0 } },
          });
        });
        // 2. try it at once (a failure is recorded on the row, as the sender does)
        const formed = await repo.findRow(db, id);
        if (formed?.state === 'suformuotas') await attempt(db, formed, sender);
        return detail(id);
      },

      mailbox: (page, pageSize) =>
        pagedList(
          { page, pageSize },
          ({ limit, offset }) => repo.listSink(db, limit, offset),
          (m) => ({ id: Number(m.id), receivedAt: m.received_at, from: m.mail_from, to: m.mail_to, subject: m.subject, text: m.text }),
        ),
    };
    return service;
  },
  { name: 'outbox-service', dependencies: ['db'] },
);
