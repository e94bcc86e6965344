/**
 * Picks the declarations of the shared definitions out of the generated type modules.
 *
 * json-schema-to-typescript writes each type self-contained, so the shared $defs of
 * schemas/common (person, address, the 16 asset kinds, …) come out of every type that uses
 * them. Each is declared once in the shared module, with every declaration it refers to; a
 * definition that comes out differently from two types (beyond its JSDoc) stops npm run gen.
 */

/** One top-level declaration of a generated module: its name and its text (with its JSDoc). */
export interface Declaration {
  name: string;
  text: string;
}

/** A generated module split into its header (banner) and its declarations, in order. */
export interface SplitModule {
  header: string;
  declarations: Declaration[];
}

const DECLARATION = /^export (?:type|interface) ([A-Za-z_$][\w$]*)/;

/**
 * Splits a json-schema-to-typescript module (prettier-formatted: top-level declarations and
 * their JSDoc start at column 0, everything inside them is indented or closes with `}`/`;`).
 */
export function splitModule(source: string): SplitModule {
  const lines = source.split('\n');
  const starts: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!DECLARATION.test(lines[i])) continue;
    // The declaration owns the JSDoc block right above it.
    let start = i;
    if (i > 0 && lines[i - 1] === ' */') {
      start = i - 1;
      while (start > 0 && !lines[start].startsWith('/**')) start--;
    }
    starts.push(start);
  }
  if (starts.length === 0) return { header: source, declarations: [] };
  const header = lines.slice(0, starts[0]).join('\n');
  const declarations = starts.map((start, k) => {
    const end = k + 1 < starts.length ? starts[k + 1] : lines.length;
    const text = lines.slice(start, end).join('\n').trimEnd();
    const name = lines
      .slice(start, end)
      .map((l) => DECLARATION.exec(l)?.[1])
      .find(Boolean)!;
    return { name, text };
  });
  return { header, declarations };
}

const identifiers = (text: string): Set<string> => new Set(text.replace(/\/\*\*[\s\S]*?\*\//g, '').match(/[A-Za-z_$][\w$]*/g) ?? []);

/** A declaration's text without its leading JSDoc. */
const withoutDoc = (text: string): string => text.replace(/^\/\*\*[\s\S]*?\*\/\n/, '');

/**
 * The declarations of the common definitions (by their generated names) and every declaration
 * they refer to, each as every module declares it.
 * @throws Error when a module declares one of them differently (the shared module would lie for that type)
 */
export function commonDeclarations(modules: SplitModule[], names: ReadonlySet<string>): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  const conflicts = new Set<string>();
  for (const mod of modules) {
    const own = new Map(mod.declarations.map((d) => [d.name, d]));
    const queue = mod.declarations.filter((d) => names.has(d.name));
    const visited = new Set<string>();
    while (queue.length > 0) {
      const d = queue.pop()!;
      if (visited.has(d.name)) continue;
      visited.add(d.name);
      const seen = out.get(d.name);
      // a type that refers with a description of its own changes only the JSDoc: keep the code, drop the disagreeing JSDoc
      if (!seen) out.set(d.name, d);
      else if (withoutDoc(seen.text) !== withoutDoc(d.text)) conflicts.add(d.name);
      else if (seen.text !== d.text) out.set(d.name, { name: d.name, text: withoutDoc(d.text) });
      for (const id of identifiers(d.text)) if (id !== d.name && own.has(id)) queue.push(own.get(id)!);
    }
  }
  if (conflicts.size > 0) throw new Error(`shared definitions generated differently by different types: ${[...conflicts].sort().join(', ')}`);
  return out;
}

/** The shared module's text: its header and the shared declarations in first-seen order. */
export function sharedModule(header: string, modules: SplitModule[], shared: Map<string, Declaration>): string {
  const order: string[] = [];
  for (const mod of modules) for (const d of mod.declarations) if (shared.has(d.name) && !order.includes(d.name)) order.push(d.name);
  return `${header.trimEnd()}\n\n${order.map((n) => shared.get(n)!.text).join('\n')}\n`;
}
