/**
 * The mail seam: one interface the outbox's sender delivers through. Its implementation is
 * SMTP over nodemailer — to the server SMTP_URL names, or by default to the built-in local
 * sink (./sink.ts) while the demo mode is on. Tests may give buildApp a double instead.
 */
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Hands the mail to the server; rejects with the server's (or the connection's) reason. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Seconds an SMTP server may stay silent before the attempt fails (a dead server must not hold the sender). */
const TIMEOUT_MS = 10_000;

/**
 * SMTP to `url` (smtp://[user:password@]host:port, smtps:// for TLS), from `from`. nodemailer
 * (with its MIME and charset libraries) loads with the first mail, so a start does not pay for it.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    ));
  return {
    send: async (mail) => {
      await (await open()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
