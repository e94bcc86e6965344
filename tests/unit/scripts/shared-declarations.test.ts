/** The generated types' shared module: each shared definition declared once, with what it refers to. */
import { describe, expect, it } from 'vitest';
import { commonDeclarations, sharedModule, splitModule } from '../../../scripts/lib/shared-declarations.js';

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

  it('declares each named definition once, with the declarations it refers to, and nothing else', () => {
    const modules = [splitModule(a), splitModule(b)];
    const shared = commonDeclarations(modules, new Set(['Person']));
    expect([...shared.keys()].sort()).toEqual(['Address', 'Person']);
    const common = sharedModule(header, modules, shared);
    expect(common).toContain('export interface Person');
    expect(common).toContain('export type Address = string;');
    expect(common).not.toContain('Local');
    expect(common).not.toContain('interface A');
  });

  it('keeps one JSDoc-free declaration when types describe a definition differently', () => {
    const c = b.replace(' * A person.', ' * The lessor.');
    const shared = commonDeclarations([splitModule(a), splitModule(c)], new Set(['Person']));
    expect(shared.get('Person')!.text.startsWith('export interface Person')).toBe(true);
  });

  it('stops when two types generate a definition differently', () => {
    const c = b.replace('export type Address = string;', 'export type Address = number;');
    expect(() => commonDeclarations([splitModule(a), splitModule(c)], new Set(['Person']))).toThrow(/Address/);
  });
});
