/** A notice e-mail's link opens on the recipient's face: the portal for portal users, the workplace otherwise. */
import { describe, expect, it } from 'vitest';
import { noticeMail } from '../../../api/modules/outbox/message.js';

const links = { portal: 'https://savitarna.example.lt', workplace: 'https://registras.example.lt' };
const notice = (recipient_face: string | null) => ({
  kind: 'iregistruotas',
  token: 'tok1',
  recipient: 'a@b.lt',
  content: JSON.stringify({ registryNumber: 'H-1' }),
  recipient_face,
});

describe('noticeMail links', () => {
  it('a portal user reads the notice in the portal', () => {
    expect(noticeMail(notice('portal'), links).text).toContain('https://savitarna.example.lt/gautas-pranesimas/tok1');
  });
  it('a workplace user and a recipient without an account read it on the workplace', () => {
    expect(noticeMail(notice('workplace'), links).text).toContain('https://registras.example.lt/gautas-pranesimas/tok1');
    expect(noticeMail(notice(null), links).text).toContain('https://registras.example.lt/gautas-pranesimas/tok1');
  });
});
