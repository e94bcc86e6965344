/**
 * The signed-in user as the register knows them (a person, or the company they act for), in
 * the shape of the catalogue's person definition: GET {base}/certificate-applicant (served by
 * the certificates module for every portal order; requests' `pareiskejas` is the same
 * definition). Prefills a new certificate order's or request's applicant; quiet: without an
 * answer the user types it in.
 */
import { getCertificateApplicant } from '../../domain/contracts/certificates';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call } from './call';

export type Applicant = NonNullable<ResponseOf<typeof getCertificateApplicant>['pareiskejas']>;

/** Asks the register who the signed-in user is (`pareiskejas: null` when it does not know). */
export const getApplicant = () => call(getCertificateApplicant, { quiet: true });
