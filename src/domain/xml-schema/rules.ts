/** The rules of an element in words (Lithuanian), for the XML description. */
import { isPlainObject } from '../schema/catalog-error.js';
import { refName, type Defs, type Facets, type Shape } from '../xml/shape.js';
import { FORMAT_FACETS } from './formats.js';
import { xsdPattern } from './pattern.js';

const BASE_WORDS = { string: 'tekstas', number: 'skaičius', integer: 'sveikasis skaičius', boolean: 'true arba false' } as const;
const FORMAT_WORDS: Record<string, string> = {
  date: 'data MMMM-MM-DD',
  time: 'laikas VV:MM',
  'day-of-month': 'mėnesio diena 1–31',
  idk: 'IDK, 14 skaitmenų',
  'asmens-kodas': 'asmens kodas, 11 skaitmenų su kontroliniu skaitmeniu',
  'ja-kodas': 'juridinio asmens kodas, 9 (senų – 7) skaitmenys',
  iban: 'Lietuvos IBAN su kontroliniais skaitmenimis',
  'ntr-unikalus-nr': 'NTR unikalus numeris 4400-1234-5678 (patalpos :0001)',
  email: 'el. pašto adresas',
};

/** True when the node or a definition it refers to (through $ref or allOf) carries `keyword`. */
export function carries(node: unknown, defs: Defs, keyword: string, depth = 0): unknown {
  if (!isPlainObject(node) || depth > 16) return undefined;
  if (node[keyword] !== undefined) return node[keyword];
  const ref = refName(node.$ref);
  const viaRef = ref === undefined ? undefined : carries(defs[ref], defs, keyword, depth + 1);
  if (viaRef !== undefined) return viaRef;
  return Array.isArray(node.allOf) ? node.allOf.map((p) => carries(p, defs, keyword, depth + 1)).find((v) => v !== undefined) : undefined;
}

function scalarRules(base: keyof typeof BASE_WORDS, f: Facets, label: (key: string) => string | undefined): string[] {
  const out: string[] = [f.format ? (FORMAT_WORDS[f.format] ?? `formatas ${f.format}`) : BASE_WORDS[base]];
  if (f.enum)
    out.push(`reikšmės: ${f.enum.map((v) => `${String(v)}${label(`fields.enum.${String(v)}`) ? ` (${label(`fields.enum.${String(v)}`)})` : ''}`).join(', ')}`);
  if (f.minLength !== undefined && f.maxLength !== undefined) out.push(`${f.minLength}–${f.maxLength} simbolių`);
  else if (f.maxLength !== undefined) out.push(`ne daugiau kaip ${f.maxLength} simbolių`);
  else if (f.minLength !== undefined) out.push(`ne mažiau kaip ${f.minLength} simbolių`);
  for (const p of f.patterns) out.push(`šablonas ${xsdPattern(p) ?? p}`);
  if (f.eur) out.push('suma eurais: ne neigiama, centų tikslumu');
  if (f.minimum !== undefined) out.push(`ne mažiau kaip ${f.minimum}`);
  if (f.exclusiveMinimum !== undefined) out.push(`daugiau kaip ${f.exclusiveMinimum}`);
  if (f.maximum !== undefined) out.push(`ne daugiau kaip ${f.maximum}`);
  if (f.format && FORMAT_FACETS[f.format]?.ajvOnly) out.push('kontrolė tikrinama serveryje');
  return out;
}

/** The rules of a node of the given shape. */
export function rulesOf(node: unknown, shape: Shape, defs: Defs, label: (key: string) => string | undefined): string[] {
  const out: string[] = [];
  if (shape.kind === 'scalar') out.push(...scalarRules(shape.base, shape.facets, label));
  if (shape.kind === 'object') out.push('elementų grupė');
  if (shape.kind === 'array') out.push(`sąrašas: <item> kartojasi ${shape.minItems}–${shape.maxItems ?? '∞'} kartų`);
  if (shape.kind === 'choice') out.push(`vienas iš elementų: ${shape.branches.map((b) => `<${b.name}>`).join(', ')}`);
  if (carries(node, defs, 'notAfterToday')) out.push('ne vėlesnė nei šiandien (serverio data)');
  if (carries(node, defs, 'notBeforeToday')) out.push('ne ankstesnė nei šiandien (serverio data)');
  const key = carries(node, defs, 'uniqueKey');
  if (typeof key === 'string') out.push(`<${key}> sąraše nesikartoja`);
  return out;
}
