/**
 * The portal's open entry points that only lead elsewhere (spec §2.3 open routes):
 * - /sign/{objektasID} → the self-service object page /dokumentas/{objektasID}?sign=1, whose
 *   sign flag opens the signing confirmation when the user may sign the object now (an external
 *   signing provider or an e-mail link lands here);
 * - /gautas-ntr-pranesimas/{pranesimas} → /ntr-paslaugos/gautas-pranesimas/{pranesimas}: a notice
 *   of an NTR decision is shown by the real-property services' own received-notice page (green
 *   layout, link to the request), so there is one page, and the spec's path stays valid.
 * A malformed object id leads to the portal's home; a notice token is passed on as it is (the
 * notice page says "not found" for a bad one).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';

const OBJECT_ID = /^[1-9]\d{0,15}$/;

/** Where /sign/{objektasID} leads, or null for an id that is not a positive integer. */
export function portalSignTarget(id: string | undefined): string | null {
  return id && OBJECT_ID.test(id) ? `/dokumentas/${id}?sign=1` : null;
}

/** Where /gautas-ntr-pranesimas/{pranesimas} leads. */
export const ntrNoticeTarget = (token: string | undefined): string => `/ntr-paslaugos/gautas-pranesimas/${encodeURIComponent(token ?? '')}`;

/** Loader of /sign/:objektasID. */
export const signRedirect =
  (home: string) =>
  ({ params }: LoaderFunctionArgs) =>
    redirect(portalSignTarget(params.objektasID) ?? home);

/** Loader of /gautas-ntr-pranesimas/:pranesimas. */
export const ntrNoticeRedirect = ({ params }: LoaderFunctionArgs) => redirect(ntrNoticeTarget(params.pranesimas));
