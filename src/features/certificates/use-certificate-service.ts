/** The certificate service a page belongs to, from its route's handle (`certificate`: the slug). */
import { useMatches } from 'react-router';
import { serviceOfSlug, type CertificateService } from './services';

export interface CertificateHandle {
  certificate?: string;
}

export function useCertificateService(): CertificateService | undefined {
  let slug: string | undefined;
  for (const match of useMatches()) {
    const handle = match.handle as CertificateHandle | undefined;
    if (handle && typeof handle.certificate === 'string') slug = handle.certificate;
  }
  return slug ? serviceOfSlug(slug) : undefined;
}
