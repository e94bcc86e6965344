/**
 * The e-mail of a notice: a short Lithuanian text naming the decision and the link to the
 * received-notice page /gautas-pranesimas/{token}, where the whole notice is read. The link
 * follows the recipient's face: a portal user's notice opens in the portal (after sign-in), a
 * workplace user's or an account-less recipient's on the workplace, where the page is open
 * (the link is the key). The notice's content stays in the registry.
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
  /** the face the recipient uses ('portal' | 'workplace'), null for a recipient without an account */
  recipient_face: string | null;
}

/** The public base addresses of the two faces (SELF_SERVICE_URL, WORKPLACE_URL). */
export interface FaceLinks {
  portal: string;
  workplace: string;
}

/** The e-mail of one notice, its link on the recipient's face. */
export function noticeMail(n: NoticeForMail, links: FaceLinks): OutgoingMail {
  const linkBase = n.recipient_face === 'portal' ? links.portal : links.workplace;
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
