/** /paslaugos — the portal's services section. */
import { PortalSectionPage } from '../portal-page';

export function Component() {
  return <PortalSectionPage section="services" />;
}
