/** /pranesimai — the portal's notices section. */
import { PortalSectionPage } from '../portal-page';

export function Component() {
  return <PortalSectionPage section="notices" />;
}
