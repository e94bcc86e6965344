/**
 * How generated validator code names the run-time module. Keyword and format code emits
 * `require("registry-schema-runtime").<name>`; scripts/lib/standalone.ts rewrites that to an
 * ESM import of ./runtime/index.ts. Kept in one place so the keywords and the rewriter agree.
 */
export const RUNTIME_MODULE_ID = 'registry-schema-runtime';
