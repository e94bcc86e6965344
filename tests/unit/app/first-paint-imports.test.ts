/**
 * The workplace's sign-in page paints without SWR (decision 0156): nothing its entry or its
 * route module imports statically reaches `swr` (nor the log-out and the session of a sign-in,
 * fetched with the sign-in: decision 0181), and the entry awaits no chunk before its first
 * render (bench/budget.json's `beforeFirstRender`, checked against the entry by
 * tests/bench/bundle-budget.test.ts). SWR comes with the layout and the pages after sign-in.
 * The document page's first chunks carry none of rjsf (decision 0176): the form type's
 * preparation and the renderer are chunks fetched with the document.
 */
import { describe, expect, it } from 'vitest';
import { packagesReached, staticGraph } from '../../../bench/sections/bundle-sources.js';

/** The bare imports the static graph below `modules` reaches, as imported (`@mui/material/Box`, `swr/infinite`). */
const importsReached = (modules: string[]) => packagesReached(modules, { subpaths: true });

describe('first paint of the workplace sign-in page', () => {
  it('imports no SWR (entry and route module)', () => {
    const reached = importsReached(['src/app/workplace/main.tsx', 'src/features/auth/routes/login.tsx']);
    expect(reached).toContain('react-router'); // the walk does reach the packages
    expect([...reached].filter((name) => name === 'swr' || name.startsWith('swr/'))).toEqual([]);
  });

  it('loads what only a sign-in uses with the sign-in, not with the page (decision 0181)', () => {
    const { modules } = staticGraph(['src/app/workplace/main.tsx', 'src/features/auth/routes/login.tsx']);
    expect(modules).toContain('src/features/auth/api/sign-in.ts'); // the walk does reach the page's modules
    expect([...modules].filter((module) => /auth\/(api\/log-out|session\/session-from-sign-in)\.ts$/.test(module))).toEqual([]);
  });

  it('the layout brings SWR', () => {
    expect(importsReached(['src/app/workplace/layout.tsx'])).toContain('swr');
  });

  it('follows re-exports (a page module that re-exports its feature route)', () => {
    expect(importsReached(['src/app/portal/pages/services.tsx'])).toContain('@mui/material/Box');
  });
});

describe('first chunks of the workplace document page', () => {
  it('import none of rjsf nor its schema libraries (the preparation is a chunk of its own)', () => {
    const reached = importsReached(['src/app/workplace/layout.tsx', 'src/features/documents/routes/document-page.tsx']);
    expect(reached).toContain('@mui/material/Alert');
    // a single-function file of @rjsf/utils (lib/<name>.js) is fine; the package's index is not
    const rjsf = /^(@rjsf\/(core|validator-ajv8|mui)|@rjsf\/utils$|fast-uri|@x0k\/json-schema-merge|fast-equals)/;
    expect([...reached].filter((name) => rjsf.test(name))).toEqual([]);
  });

  it('the preparation brings @rjsf/utils', () => {
    expect(importsReached(['src/form/engine/form-type.ts'])).toContain('@rjsf/utils');
  });
});
