/**
 * Sections of locales/<lng>/common.json that no page of the first load shows: the server's
 * error and validation messages (shown after an answer), the lifecycle's, the dashboard's and
 * the certificates' texts (lazy pages; the certificates' breadcrumbs belong to routes under
 * the lazy /ntr-paslaugos layout, which waits for them), the date pickers' and the XML schemas pages' (lazy pages only). The production build leaves them out of the bundled
 * Lithuanian `common` and ships them as one lazy chunk (vite.config.ts, src/lib/i18n.ts).
 * A section not named here is bundled. Plain data: read by vite.config.ts and the tests.
 */
export const DEFERRED_COMMON_SECTIONS: readonly string[] = ['errors', 'validation', 'lifecycle', 'dashboard', 'certificates', 'pickers', 'xmlSchemas'];
