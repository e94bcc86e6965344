/**
 * One portal service's item pages, declared once by its feature and handed through the page
 * (PortalItemPage) to the editor (PortalItemEditor): the family, the catalogue type, the
 * service's address and the namespace of the texts.
 */
import type { PortalFamily } from './portal-item-editor';

export interface PortalItemRoute {
  family: PortalFamily;
  /** the catalogue type id */
  typeId: string;
  /** the service's address: an item's wizard is `<path>/<id>`, a new one's `<path>/<newSegment>` */
  path: string;
  /** the id segment of a new item (`naujas`) */
  newSegment: string;
  /** the namespace of the page's and the wizard's texts */
  ns: string;
}

/** The wizard's address of an item (null: the new one), without the step. */
export const itemPathOf = (route: PortalItemRoute, id: number | null): string => `${route.path}/${id ?? route.newSegment}`;
