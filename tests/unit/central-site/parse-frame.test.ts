// @vitest-environment jsdom
/**
 * Reading menu.do and footer.do: the stand-in's real answers (api/modules/central-site/pages.ts)
 * parse into header, menu, breadcrumbs, basket and home; anything without the frame marker is
 * unrecognised (null); hostile content inside a recognised frame is sanitized.
 */
import { describe, expect, it } from 'vitest';
import { renderFooter, renderMenu, renderUnknownSession } from '../../../api/modules/central-site/pages';
import { parseFooter, parseMenu } from '../../../src/features/central-site/parse-frame';
import { textOf } from '../../../src/features/central-site/sanitize';

const AT = 'http://savitarna.localhost:4300/centrine-savitarna/menu.do;jsessionid=x1';
const SITE = 'http://savitarna.localhost:4300/centrine-savitarna';

describe('parseMenu', () => {
  it('reads the stand-in’s menu: header, menu items, breadcrumb prefix, basket with its count, home — with absolute links', () => {
    const frame = parseMenu(renderMenu('/centrine-savitarna', 3), AT);
    expect(frame).not.toBeNull();
    expect(textOf(frame!.header)).toBe('Registrų centras Savitarna');
    expect(frame!.menu).toEqual([
      { text: 'Visos savitarnos paslaugos', href: `${SITE}/paslaugos` },
      { text: 'Mano užsakymai', href: `${SITE}/uzsakymai` },
    ]);
    expect(frame!.breadcrumbs).toEqual([{ text: 'Savitarna', href: `${SITE}/` }]);
    expect(frame!.basket).toEqual({ text: 'Krepšelis', href: `${SITE}/krepselis`, count: 3 });
    expect(frame!.home).toEqual({ text: 'Savitarnos pradžia', href: `${SITE}/` });
  });

  it.each([
    ['the central site’s login page', renderUnknownSession('/centrine-savitarna')],
    ['an empty answer', ''],
    ['JSON', '{"meniu":[]}'],
    ['a frame marker in a comment', '<!-- <div data-sav="savitarna"></div> -->'],
    ['a frame marker inside a script', '<script>"<div data-sav=\\"savitarna\\">"</script>'],
    ['a frame marker in a template', '<template><div data-sav="savitarna"></div></template>'],
  ])('calls %s unrecognised (null)', (_what, html) => {
    expect(parseMenu(html, AT)).toBeNull();
  });

  it('keeps a recognised frame usable when parts are missing or hostile', () => {
    const frame = parseMenu(
      `<div data-sav="savitarna">
        <div data-sav="antraste"><img src=x onerror="alert(1)" alt="RC"><script>alert(1)</script>Savitarna</div>
        <ul data-sav="meniu"><li><a href="javascript:alert(1)">Blogas</a></li><li><a href="/geras">  Geras   punktas </a></li><li><a href="/tuscias"> </a></li></ul>
        <a data-sav="krepselis" data-kiekis="-5" href="/k">Krepšelis</a>
      </div>`,
      AT,
    );
    expect(frame).not.toBeNull();
    expect(textOf(frame!.header)).toBe('RCSavitarna');
    expect(frame!.menu).toEqual([{ text: 'Geras punktas', href: 'http://savitarna.localhost:4300/geras' }]);
    expect(frame!.breadcrumbs).toEqual([]);
    expect(frame!.basket).toEqual({ text: 'Krepšelis', href: 'http://savitarna.localhost:4300/k', count: 0 });
    expect(frame!.home).toBeNull();
  });
});

describe('parseFooter', () => {
  it('reads the stand-in’s footer, sanitized', () => {
    const footer = parseFooter(renderFooter(), AT);
    expect(textOf(footer!)).toContain('© Valstybės įmonė Registrų centras');
  });

  it('is null without the footer marker', () => {
    expect(parseFooter(renderUnknownSession('/centrine-savitarna'), AT)).toBeNull();
  });
});
