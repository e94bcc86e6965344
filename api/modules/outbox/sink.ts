/**
 * The built-in local SMTP sink: the default mail server of the demo mode (decision 0112). It
 * listens on 127.0.0.1 only, accepts every message without authentication and stores it in
 * the database (mail_sink_message), where the administrator reads it
 * (/admin/siuntimo-administravimas, the mailbox). It never relays anything onwards.
 */
import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { storeSinkMessage } from './repository.js';
import { once } from '../../lib/lazy.js';

/** smtp-server, loaded when the sink starts (only where MAIL_SINK_PORT is set). */
const smtpServer = once(() => import('smtp-server'));

export interface MailSink {
  /** the port it listens on (127.0.0.1) */
  readonly port: number;
  close(): Promise<void>;
}

/** The largest message the sink accepts (notices are a few kilobytes). */
const MAX_BYTES = 1024 * 1024;

const addresses = (a: AddressObject | AddressObject[] | undefined): string =>
  a === undefined ? '' : (Array.isArray(a) ? a : [a]).map((x) => x.text).join(', ');

/**
 * Starts the sink on 127.0.0.1:`port` (0: a free port).
 * @param now the instant a message is stored with (the app's clock)
 */
export async function startMailSink(db: Kysely<Database>, port: number, now: () => string): Promise<MailSink> {
  const { SMTPServer } = await smtpServer();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      // the MIME parser loads with the first message: a start does not pay for it
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (mail) => {
          await storeSinkMessage(db, {
            received_at: now(),
            mail_from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            mail_to: addresses(mail.to) || session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            message_id: mail.messageId ?? null,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
