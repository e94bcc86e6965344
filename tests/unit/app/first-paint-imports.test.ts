/**
 * The workplace's sign-in page paints without SWR (decision 0156): nothing its entry or its
 * route module imports statically reaches `swr`, and the entry awaits no chunk before its first
 * render (bench/budget.json's `beforeFirstRender`, checked against the entry by
 * tests/bench/bundle-budget.test.ts). SWR comes with the layout and the pages after sign-in.
 * The document page's first chunks carry none of rjsf (decision 0176): the form type's
 * preparation and the renderer are chunks fetched with the document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Static imports and re-exports of a module (`import … from`, `import '…'`, `export … from`; not `… type`), resolved within the repository or as package names. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(([, spec]) => spec);
  return specs.map((spec) => {
    if (!spec.startsWith('.')) return spec;
    const base = path.resolve(path.dirname(file), spec);
    const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    return found ?? spec;
  });
}

/** Every package the module graph below `entry` reaches through static imports. */
function packagesReached(entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of staticImports(file)) {
      if (path.isAbsolute(target) && /\.(tsx?|jsx?)$/.test(target)) visit(target);
      else if (!path.isAbsolute(target)) packages.add(target);
    }
  };
  entries.forEach((entry) => visit(path.join(ROOT, entry)));
  return packages;
}

describe('first paint of the workplace sign-in page', () => {
  it('imports no SWR (entry and route module)', () => {
    const reached = packagesReached(['src/app/workplace/main.tsx', 'src/features/auth/routes/login.tsx']);
    expect(reached).toContain('react-router'); // the walk does reach the packages
    expect([...reached].filter((name) => name === 'swr' || name.startsWith('swr/'))).toEqual([]);
  });

  it('the layout brings SWR', () => {
    expect(packagesReached(['src/app/workplace/layout.tsx'])).toContain('swr');
  });

  it('follows re-exports (a page module that re-exports its feature route)', () => {
    expect(packagesReached(['src/app/portal/pages/services.tsx'])).toContain('@mui/material/Box');
  });
});

describe('first chunks of the workplace document page', () => {
  it('import none of rjsf nor its schema libraries (the preparation is a chunk of its own)', () => {
    const reached = packagesReached(['src/app/workplace/layout.tsx', 'src/features/documents/routes/document-page.tsx']);
    expect(reached).toContain('@mui/material/Alert');
    // a single-function file of @rjsf/utils (lib/<name>.js) is fine; the package's index is not
    const rjsf = /^(@rjsf\/(core|validator-ajv8|mui)|@rjsf\/utils$|fast-uri|@x0k\/json-schema-merge|fast-equals)/;
    expect([...reached].filter((name) => rjsf.test(name))).toEqual([]);
  });

  it('the preparation brings @rjsf/utils', () => {
    expect(packagesReached(['src/form/engine/form-type.ts'])).toContain('@rjsf/utils');
  });
});
