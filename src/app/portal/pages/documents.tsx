/**
 * /dokumentai — the user's documents, section by section; a feature adds its section here with
 * one line: the documents waiting for the user's confirmation (src/features/lifecycle), the documents the user is a party of and their own change/termination notices
 * (src/features/self-service), the issued certificates with their PDFs (src/features/certificates), the issued extracts
 * (src/features/extracts).
 */
import { WaitingApprovalsSection } from '../../../features/lifecycle/components/waiting-approvals';
import { IssuedExtracts } from '../../../features/extracts/components/issued-extracts';
import { IssuedCertificates } from '../../../features/certificates/components/issued-certificates';
import { OwnNoticesSection, PartyDocumentsSection } from '../../../features/self-service/routes/documents-sections';
import { DocumentsPage } from '../../../features/self-service/routes/documents-page';

export function Component() {
  return (
    <DocumentsPage>
      <WaitingApprovalsSection />
      <PartyDocumentsSection />
      <OwnNoticesSection />
      <IssuedCertificates />
      <IssuedExtracts />
    </DocumentsPage>
  );
}
