/** /dokumentai — the portal's documents section. */
import { IssuedCertificates } from '../../../features/certificates/components/issued-certificates';
import { PortalSectionPage } from '../portal-page';

export function Component() {
  return (
    <>
      <PortalSectionPage section="documents" />
      {/* Certificates (H7): the citizen's issued certificates with their PDFs. */}
      <IssuedCertificates />
    </>
  );
}
