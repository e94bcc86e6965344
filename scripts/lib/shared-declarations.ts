/**
 * Folds the declarations every generated type module repeats into one shared module.
 *
 * json-schema-to-typescript writes each type self-contained, so the shared $defs of
 * schemas/common (person, address, the 16 asset kinds, …) were declared again in every type
 * file. A declaration moves to the shared module when it is textually identical in every file
 * that declares it, and every name it refers to moves too (a fixpoint): identical text over
 * identical dependencies is the same type, so no file changes meaning. The type files then
 * import what they use.
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
    const name = lines.slice(start, end).map((l) => DECLARATION.exec(l)?.[1]).find(Boolean)!;
    return { name, text };
  });
  return { header, declarations };
}

const identifiers = (text: string): Set<string> => new Set(text.replace(/\/\*\*[\s\S]*?\*\//g, '').match(/[A-Za-z_$][\w$]*/g) ?? []);

/**
 * The declarations to share: declared by at least two modules, identical wherever declared,
 * and referring only to names that are shared too.
 */
export function sharedDeclarations(modules: SplitModule[]): Map<string, Declaration> {
  const byName = new Map<string, { text: string; count: number; consistent: boolean }>();
  for (const mod of modules)
    for (const d of mod.declarations) {
      const seen = byName.get(d.name);
      if (!seen) byName.set(d.name, { text: d.text, count: 1, consistent: true });
      else {
        seen.count++;
        if (seen.text !== d.text) seen.consistent = false;
      }
    }
  const declared = new Set(byName.keys());
  const shared = new Map<string, Declaration>();
  for (const [name, info] of byName) if (info.count > 1 && info.consistent) shared.set(name, { name, text: info.text });
  // Drop any declaration that refers to a declared name that is not shared, until none does.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, d] of shared) {
      const refers = [...identifiers(d.text)].filter((id) => id !== name && declared.has(id));
      if (refers.some((id) => !shared.has(id))) {
        shared.delete(name);
        changed = true;
      }
    }
  }
  return shared;
}

/**
 * A type module without the shared declarations, importing the shared names it uses.
 * @param module the split module
 * @param shared the shared declarations
 * @param from the import specifier of the shared module, e.g. './common'
 */
export function withoutShared(module: SplitModule, shared: Map<string, Declaration>, from: string): string {
  const kept = module.declarations.filter((d) => !shared.has(d.name));
  const used = new Set<string>();
  for (const d of kept) for (const id of identifiers(d.text)) if (shared.has(id)) used.add(id);
  const names = [...used].sort();
  const imports = names.length > 0 ? `import type { ${names.join(', ')} } from '${from}';\n\n` : '';
  return `${module.header.trimEnd()}\n\n${imports}${kept.map((d) => d.text).join('\n')}\n`;
}

/** The shared module's text: its header and the shared declarations in first-seen order. */
export function sharedModule(header: string, modules: SplitModule[], shared: Map<string, Declaration>): string {
  const order: string[] = [];
  for (const mod of modules) for (const d of mod.declarations) if (shared.has(d.name) && !order.includes(d.name)) order.push(d.name);
  return `${header.trimEnd()}\n\n${order.map((n) => shared.get(n)!.text).join('\n')}\n`;
}
