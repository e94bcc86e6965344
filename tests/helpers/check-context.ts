/** The studio's check context read from disk, for tests and the bench (the server uses app.catalog's copy). */
import type { TypeCheckContext } from '../../src/domain/studio/check-type-files.js';
import { checkContextOf } from '../../api/modules/studio/repository-type.js';
import { readCatalog } from '../../api/modules/catalog/read-catalog.js';

/**
 * The check context of the catalogue under root.
 * @param root the catalogue root
 */
export const readCheckContext = (root: string): TypeCheckContext => checkContextOf(readCatalog(root), root);
