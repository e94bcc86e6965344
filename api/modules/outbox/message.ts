/**
 * The e-mail of a notice: a short Lithuanian text naming the decision and the link to the
 * received-notice page /gautas-pranesimas/{token}, where the whole notice is read (an open
 * route: the link is the key). The notice's content stays in the registry.
 */
import type { OutgoingMail } from './transport.js';

const DECISIONS: Record<string, string> = {
  iregistruotas: 'įregistruotas',
  grazintas: 'grąžintas patikslinti',
  atmestas: 'atmestas',
  israsas: 'išduotas išrašas',
};

interface NoticeForMail {
  kind: string;
  token: string;
  recipient: string;
  content: string;
}

/** The e-mail of one notice; `linkBase` is the registry's public address (MAIL_LINK_BASE). */
export function noticeMail(n: NoticeForMail, linkBase: string): OutgoingMail {
  const content = JSON.parse(n.content) as { registryNumber?: string | null; documentId?: number; decidedAt?: string };
  const what = content.registryNumber ? `Dokumentas ${content.registryNumber}` : `Dokumentas Nr. ${content.documentId ?? '—'}`;
  const decision = DECISIONS[n.kind] ?? n.kind;
  return {
    to: n.recipient,
    subject: `Registro pranešimas: ${what} ${decision}`,
    text: [
      'Laba diena,',
      '',
      `${what} ${decision}${content.decidedAt ? ` (${content.decidedAt.slice(0, 10)})` : ''}.`,
      `Visą pranešimą galite perskaityti adresu ${linkBase}/gautas-pranesimas/${n.token}`,
      '',
      'Tai automatinis pranešimas, į jį atsakyti nereikia.',
    ].join('\n'),
  };
}
