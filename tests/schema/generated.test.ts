/** src/domain/generated/ is exactly what npm run gen makes of the catalogue (CI also runs npm run gen:check). */
import { describe, expect, it } from 'vitest';
import { drift } from '../../scripts/lib/generated-files.js';
import { loadCheckedCatalog } from '../../scripts/lib/catalog.js';
import { validatorFiles } from '../../scripts/gen-validators.js';
import { typeFiles } from '../../scripts/gen-types.js';

describe('generated files', () => {
  const catalog = loadCheckedCatalog('.');

  it('precompiled validators match the catalogue (run npm run gen when this fails)', () => {
    expect(drift('.', validatorFiles(catalog))).toEqual([]);
  });

  it('types match the catalogue (run npm run gen when this fails)', async () => {
    expect(drift('.', await typeFiles(catalog))).toEqual([]);
  });

  it('generated modules import no AJV: only the run-time module and types', () => {
    for (const [file, code] of validatorFiles(catalog).files) {
      const imports = [...code.matchAll(/^import (?:type )?.* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(
        imports.every((i) => i.startsWith('../../schema/') || i.startsWith('./')),
        file,
      ).toBe(true);
      expect(code).not.toMatch(/require\(/);
    }
  });
});
