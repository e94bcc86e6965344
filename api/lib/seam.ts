/**
 * How a module receives the implementation behind its external-system seam: either given
 * ready-made (a test's double behind the seam's interface, passed to buildApp) or named by
 * its setting (api/config.ts EXTERNAL_SYSTEMS), which the module builds from its own table.
 * api/external-systems.ts makes the choice for every seam at once.
 */
import { STAND_IN } from '../config.js';

export type SeamChoice<I, N extends string> = { given: I } | { name: N };

/** True when the choice is the module's built-in stand-in. */
export const isStandIn = (choice: SeamChoice<unknown, string>): boolean => 'name' in choice && choice.name === STAND_IN;

/** The given implementation, or the named one built by the module. */
export async function implementationOf<I, N extends string>(choice: SeamChoice<I, N>, build: (name: N) => I | Promise<I>): Promise<I> {
  return 'given' in choice ? choice.given : build(choice.name);
}
