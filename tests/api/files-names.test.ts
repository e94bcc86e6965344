import { describe, expect, it } from 'vitest';
import { contentDisposition, displayName } from '../../api/modules/files/file-names.js';

describe("displayName (the uploader's name, for display only)", () => {
  it.each([
    ['sutartis.pdf', 'pdf', 'sutartis.pdf'],
    ['SUTARTIS.PDF', 'pdf', 'SUTARTIS.PDF'],
    ['sutartis', 'pdf', 'sutartis.pdf'],
    ['sutartis.pdf', 'adoc', 'sutartis.pdf.adoc'],
    ['pasirašyta.sce', 'asice', 'pasirašyta.sce'],
    ['C:\\Users\\Rasa\\Desktop\\įkeitimas.asice', 'asice', 'įkeitimas.asice'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['.pdf', 'pdf', 'dokumentas.pdf'],
    ['...', 'pdf', 'dokumentas.pdf'],
    ['', 'pdf', 'dokumentas.pdf'],
    [undefined, 'adoc', 'dokumentas.adoc'],
    ['a\u0000b\u001fc\u202e.pdf', 'pdf', 'abc.pdf'],
    ['Sutartis\u0307', 'pdf', 'Sutarti\u1e61.pdf'],
  ] as const)('%j as %s → %j', (raw, format, expected) => {
    expect(displayName(raw, format)).toBe(expected);
  });

  it('keeps at most 200 characters of a long name, then the extension', () => {
    const name = displayName(`${'ž'.repeat(300)}.docx`, 'pdf');
    expect([...name]).toHaveLength(204);
    expect(name.endsWith('žž.pdf')).toBe(true);
  });
});

describe('contentDisposition (RFC 6266 / 8187)', () => {
  it('offers an ASCII fallback and the exact UTF-8 name, and cannot be broken out of', () => {
    expect(contentDisposition('Įkeitimo sutartis (2).pdf')).toBe(
      `attachment; filename="Ikeitimo sutartis (2).pdf"; filename*=UTF-8''%C4%AEkeitimo%20sutartis%20%282%29.pdf`,
    );
    expect(contentDisposition('a"b\\c%d;e.pdf')).toBe(`attachment; filename="a_b_c_d;e.pdf"; filename*=UTF-8''a%22b%5Cc%25d%3Be.pdf`);
    expect(contentDisposition("it's*.pdf")).toBe(`attachment; filename="it's*.pdf"; filename*=UTF-8''it%27s%2A.pdf`);
  });
});
