/**
 * npm run gen — every code generator, in order. Generated files carry a "do not edit"
 * banner and are committed; CI fails when they drift from their sources.
 */
const generators: [string, () => Promise<void>][] = [];

for (const [name, run] of generators) {
  await run();
  console.log(`gen: ${name}`);
}
if (generators.length === 0) console.log('gen: nothing to generate yet');
