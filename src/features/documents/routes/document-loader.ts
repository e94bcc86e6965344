/**
 * The document page's route loader (wired in src/app/workplace/routes.tsx): a navigation to
 * /dokumentas/{id} starts the document, its type's chunk and labels at once, in parallel with
 * the page's own code, instead of after the page has rendered. The page then draws in one go
 * (no loading placeholder replaced by the form). Never throws: a missing or invisible
 * document is the page's to show ("not found"), as before. The tabs' form renderer, a chunk
 * of its own, starts loading here too.
 */
import { preloadSchemaForm } from '../../../form/components/lazy-schema-form';
import { i18n } from '../../../lib/i18n';
import { DOCUMENT_PAGE, parseItemId } from '../item-pages';
import { prefetchDocument } from '../load-document';

/**
 * Loads the document of the route's id parameter (nothing for a malformed id).
 * @param param the route's `objektasID`
 */
export async function loadDocumentPage(param: string | undefined): Promise<null> {
  void preloadSchemaForm().catch(() => undefined);
  const id = parseItemId(param);
  // The app's instance (the page reads the same one); not set up yet only outside the app.
  if (id !== null && i18n.isInitialized) await prefetchDocument(id, i18n, DOCUMENT_PAGE);
  return null;
}
