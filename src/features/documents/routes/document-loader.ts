/**
 * The document page's route loader (wired in src/app/workplace/routes.tsx): a navigation to
 * /dokumentas/{id} starts the document, its type's chunk and labels at once, in parallel with
 * the page's own code, instead of after the page has rendered; the document itself was asked
 * for before this chunk arrived (early-item.ts), and this load takes that answer. The page then draws in one go
 * (no loading placeholder replaced by the form). Never throws: a missing or invisible
 * document is the page's to show ("not found"), as before. The tabs' form renderer, a chunk
 * of its own, starts loading here too.
 */
import { preloadSchemaForm } from '../../../form/components/lazy-schema-form';
import { i18n } from '../../../lib/i18n';
import { DOCUMENT_PAGE, parseItemId } from '../item-pages';
import { prefetchDocument } from '../load-document';
import type { EarlyItem } from './early-item';

/**
 * Loads the document of the route's id parameter (nothing for a malformed id).
 * @param param the route's `objektasID`
 * @param early the document as the route asked for it before this chunk arrived
 */
export async function loadDocumentPage(param: string | undefined, early: EarlyItem | null = null): Promise<null> {
  const id = parseItemId(param);
  // The app's instance (the page reads the same one); not set up yet only outside the app.
  const load = id !== null && i18n.isInitialized ? prefetchDocument(id, i18n, DOCUMENT_PAGE, early?.id === id ? early.item : undefined) : null;
  // after the document's requests: the renderer's chunk is not needed before the document is here
  void preloadSchemaForm().catch(() => undefined);
  await load;
  return null;
}
