/** /paieska — the portal's search section. */
import { PortalSectionPage } from '../portal-page';

export function Component() {
  return <PortalSectionPage section="search" />;
}
