/** The generated types' fold: what every module repeats identically is declared once and imported. */
import { describe, expect, it } from 'vitest';
import { sharedDeclarations, sharedModule, splitModule, withoutShared } from '../../../scripts/lib/shared-declarations.js';

const header = '/* GENERATED */';
const a = `${header}

/**
 * A person.
 */
export interface Person {
  name: string;
  address?: Address;
}
export type Address = string;
export type Local = Person[];
export interface A {
  who: Person;
  extra: Local;
}
`;
const b = `${header}

/**
 * A person.
 */
export interface Person {
  name: string;
  address?: Address;
}
export type Address = string;
export type Local = number;
export interface B {
  who: Person;
}
`;

describe('shared declarations of generated types', () => {
  it('splits a module into its declarations with their JSDoc', () => {
    const split = splitModule(a);
    expect(split.header.trim()).toBe(header);
    expect(split.declarations.map((d) => d.name)).toEqual(['Person', 'Address', 'Local', 'A']);
    expect(split.declarations[0].text.startsWith('/**\n * A person.')).toBe(true);
  });

  it('shares only what is identical everywhere it is declared, with its dependencies', () => {
    const shared = sharedDeclarations([splitModule(a), splitModule(b)]);
    // Local differs between the modules; A and B are declared once each.
    expect([...shared.keys()].sort()).toEqual(['Address', 'Person']);
  });

  it('keeps a repeated declaration local when something it refers to differs', () => {
    const c = a.replace('export type Address = string;', 'export type Address = number;');
    const shared = sharedDeclarations([splitModule(c), splitModule(b)]);
    expect(shared.has('Address')).toBe(false);
    expect(shared.has('Person')).toBe(false);
  });

  it('writes modules that import the shared names they use', () => {
    const modules = [splitModule(a), splitModule(b)];
    const shared = sharedDeclarations(modules);
    const outA = withoutShared(modules[0], shared, './common');
    expect(outA).toContain("import type { Person } from './common';");
    expect(outA).not.toContain('export interface Person');
    expect(outA).toContain('export type Local = Person[];');
    const common = sharedModule(header, modules, shared);
    expect(common).toContain('export interface Person');
    expect(common).toContain('export type Address = string;');
    expect(common).not.toContain('Local');
  });
});
