/** The order's applicant as the register knows the signed-in user (GET {base}/certificate-applicant). */
import { api } from '../../../lib/api/client';

export type Applicant = Record<string, string>;

export const getApplicant = () => api.get<{ pareiskejas: Applicant | null }>('/certificate-applicant', { quiet: true });
