/** /dokumentai — the portal's documents section. */
import { PortalSectionPage } from '../portal-page';

export function Component() {
  return <PortalSectionPage section="documents" />;
}
