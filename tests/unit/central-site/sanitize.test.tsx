// @vitest-environment jsdom
/**
 * The allow-list sanitizer of the central self-service site's HTML: hostile markup is reduced
 * to text, links and images it may keep, and what React renders from it carries nothing that
 * can run (the DOM is inspected after rendering, not only the data).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { safeUrl, sanitizeHtml, textOf, type SafeNode } from '../../../src/features/central-site/sanitize';
import { SafeHtml } from '../../../src/features/central-site/safe-html';

const BASE = 'https://savitarna.example.lt/portal/menu.do;jsessionid=x1';

afterEach(cleanup);

/** Renders sanitized HTML and returns the container, to inspect the real DOM. */
function rendered(html: string): HTMLElement {
  const { container } = render(<SafeHtml nodes={sanitizeHtml(html, BASE)} />);
  return container;
}

/** Everything in the rendered DOM that could run or load something it should not. */
function dangers(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'meta', 'link', 'base', 'template', 'input', 'button'].includes(tag))
      found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (['style', 'class', 'id', 'srcdoc', 'formaction', 'action', 'target'].includes(name)) found.push(`${tag}[${name}]`);
      if ((name === 'href' || name === 'src') && !/^(https?:|mailto:|tel:)/.test(value)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps text, lists, headings, emphasis, links and http(s) images; resolves relative addresses against the central site', () => {
    const nodes = sanitizeHtml(
      '<h3>Paslaugos</h3><ul><li><a href="uzsakymai" title="Užsakymai">Mano <strong>užsakymai</strong></a></li><li><a href="https://www.registrucentras.lt/">RC</a></li></ul><p>Tekstas<br><img src="/logo.png" alt="Logotipas" width="40" height="20"></p>',
      BASE,
    );
    expect(nodes).toEqual<SafeNode[]>([
      { tag: 'h3', attrs: {}, children: ['Paslaugos'] },
      {
        tag: 'ul',
        attrs: {},
        children: [
          {
            tag: 'li',
            attrs: {},
            children: [
              {
                tag: 'a',
                attrs: { title: 'Užsakymai', href: 'https://savitarna.example.lt/portal/uzsakymai' },
                children: ['Mano ', { tag: 'strong', attrs: {}, children: ['užsakymai'] }],
              },
            ],
          },
          { tag: 'li', attrs: {}, children: [{ tag: 'a', attrs: { href: 'https://www.registrucentras.lt/' }, children: ['RC'] }] },
        ],
      },
      {
        tag: 'p',
        attrs: {},
        children: [
          'Tekstas',
          { tag: 'br', attrs: {}, children: [] },
          { tag: 'img', attrs: { alt: 'Logotipas', src: 'https://savitarna.example.lt/logo.png', width: '40', height: '20' }, children: [] },
        ],
      },
    ]);
  });

  it('drops script, style (CSS expressions), iframes, objects, forms, svg and math with everything inside', () => {
    const nodes = sanitizeHtml(
      [
        'A',
        '<script>window.__pwned = 1</script>',
        '<style>body { background: expression(alert(1)) }</style>',
        '<iframe srcdoc="<script>parent.__pwned = 2</script>"></iframe>',
        '<object data="https://blogas.example/x.swf">objektas</object><embed src="https://blogas.example/x.swf">',
        '<form action="https://blogas.example/"><input name="p"><button formaction="javascript:alert(1)">Siųsti</button></form>',
        '<svg onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">svg</a></svg>',
        '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
        '<template><img src=x onerror=alert(1)></template>',
        '<meta http-equiv="refresh" content="0;url=https://blogas.example/"><link rel="stylesheet" href="https://blogas.example/x.css"><base href="https://blogas.example/">',
        'B',
        // last: with scripting off the parser keeps the rest of the document inside this <noscript>
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>C',
      ].join(''),
      BASE,
    );
    expect(textOf(nodes)).toBe('AB');
  });

  it('drops every event handler, style, class and id attribute', () => {
    const nodes = sanitizeHtml(
      '<p id="turinys" class="x" style="background:url(javascript:alert(1))" onclick="alert(1)" onmouseover="alert(2)" ONFOCUS="alert(3)" lang="lt">Sveiki</p>',
      BASE,
    );
    expect(nodes).toEqual([{ tag: 'p', attrs: { lang: 'lt' }, children: ['Sveiki'] }]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjava\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'blob:https://savitarna.example.lt/1',
    'file:///etc/passwd',
  ])('a link to %s keeps its text and loses its address', (href) => {
    const container = rendered(`<a href="${href}">Spustelėkite</a>`);
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Spustelėkite');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'x', ''])('an image from %s is removed', (src) => {
    // 'x' resolves to an https address on the central site and is kept; the others are not images we load
    const nodes = sanitizeHtml(`<img src="${src}" onerror="alert(1)" alt="a">`, BASE);
    if (src === 'x') expect(nodes).toEqual([{ tag: 'img', attrs: { alt: 'a', src: 'https://savitarna.example.lt/portal/x' }, children: [] }]);
    else expect(nodes).toEqual([]);
  });

  it('unwraps tags it does not know, keeping their text; demotes h1 and landmarks', () => {
    const nodes = sanitizeHtml(
      '<font color="red"><center>Centras</center></font><h1>Savitarna</h1><nav><a href="/a">A</a></nav><custom-el onclick="x">Kita</custom-el>',
      BASE,
    );
    expect(nodes).toEqual([
      'Centras',
      { tag: 'h2', attrs: {}, children: ['Savitarna'] },
      { tag: 'div', attrs: {}, children: [{ tag: 'a', attrs: { href: 'https://savitarna.example.lt/a' }, children: ['A'] }] },
      'Kita',
    ]);
  });

  it('drops attributes with values that are not what they claim (width, lang)', () => {
    expect(sanitizeHtml('<img src="/a.png" width="100%" height="1e9" alt="a"><span lang="lt&quot; onclick=&quot;x">t</span>', BASE)).toEqual([
      { tag: 'img', attrs: { alt: 'a', src: 'https://savitarna.example.lt/a.png' }, children: [] },
      { tag: 'span', attrs: {}, children: ['t'] },
    ]);
  });

  it('stops at a nesting depth and a node count no menu needs', () => {
    const deep = `${'<div>'.repeat(200)}gilu${'</div>'.repeat(200)}`;
    expect(textOf(sanitizeHtml(deep, BASE))).toBe('');
    const many = '<span>x</span>'.repeat(5_000);
    expect(textOf(sanitizeHtml(many, BASE)).length).toBeLessThan(2_000);
  });
});

describe('what React renders from it', () => {
  it('has nothing that runs, loads from a forbidden scheme, or styles itself, for a hostile menu', () => {
    const container = rendered(
      [
        '<div data-sav="antraste" onclick="alert(1)"><strong>RC</strong></div>',
        '<img src=x onerror="window.__pwned = 1" alt="">',
        '<a href="javascript:window.__pwned = 2">nuoroda</a>',
        '<a href="https://savitarna.example.lt/krepselis" target="_blank" onclick="window.__pwned = 3">Krepšelis</a>',
        '<div style="width: expression(alert(1))">css</div>',
        '<svg><animate onbegin="alert(1)" attributeName="x"></animate></svg>',
        '<details open ontoggle="alert(1)"><summary>s</summary></details>',
        '<p><select><style></select><img src=x onerror=alert(1)></style></p>',
        '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      ].join(''),
    );
    expect(dangers(container)).toEqual([]);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://savitarna.example.lt/krepselis']);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('safeUrl', () => {
  it('allows http, https, mailto and tel; resolves against the base', () => {
    expect(safeUrl('/a', BASE)).toBe('https://savitarna.example.lt/a');
    expect(safeUrl('mailto:info@registrucentras.lt', BASE)).toBe('mailto:info@registrucentras.lt');
    expect(safeUrl('tel:+37052688262', BASE)).toBe('tel:+37052688262');
    expect(safeUrl('//kitas.example/x', BASE)).toBe('https://kitas.example/x');
    expect(safeUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(safeUrl('http://[bad', BASE)).toBeNull();
  });
});
