/**
 * A JSON Schema (ECMAScript) `pattern` as an XSD 1.0 regular expression, or undefined when
 * XSD cannot say it (look-arounds, back-references, lazy quantifiers, word boundaries): such a
 * pattern is checked by AJV only. XSD patterns are anchored, so `^…$` is dropped and an
 * unanchored side gets `.*`; `\d` becomes `[0-9]` (XSD's `\d` is every Unicode digit).
 */
export function xsdPattern(js: string): string | undefined {
  if (/\(\?[=!<]|\\[1-9bBk]|[*+?}]\?/.test(js)) return undefined;
  let body = js;
  const start = body.startsWith('^');
  if (start) body = body.slice(1);
  const end = body.endsWith('$') && !body.endsWith('\\$');
  if (end) body = body.slice(0, -1);
  let out = '';
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      const next = body[++i];
      if (next === 'd') out += inClass ? '0-9' : '[0-9]';
      else if (next === '/') out += '/';
      else out += `\\${next}`;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    if (!inClass && c === '(' && body.startsWith('?:', i + 1)) {
      out += '(';
      i += 2;
      continue;
    }
    out += c;
  }
  return `${start ? '' : '.*'}(${out})${end ? '' : '.*'}`;
}
