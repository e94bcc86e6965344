/**
 * Where the signing entry points of spec §3 lead. An external signing provider sends the
 * user back to these paths; they carry the item's id and land on the page where that item
 * is signed, with the sign flag (`sign=1`) that opens the signing dialog there.
 * - /sign/{objektasID} → the document's registrui tab;
 * - /ntr-sign/{prasymasID} → the request's registration step (requests are a later issue: the
 *   path is the spec's, it shows "not found" until requests exist);
 * - /paieska-sign/{paieskaID} → the search confirmation page.
 * An id that is not a positive integer leads nowhere (null: the router sends it home).
 */
export type SignEntry = 'sign' | 'ntr-sign' | 'paieska-sign';

const ID = /^[1-9]\d{0,15}$/;

/** The path a signing entry point redirects to, or null for a malformed id. */
export function signTarget(entry: SignEntry, id: string | undefined): string | null {
  if (!id || !ID.test(id)) return null;
  switch (entry) {
    case 'sign':
      return `/dokumentas/${id}/registrui?sign=1`;
    case 'ntr-sign':
      return `/prasymas/${id}/registravimas?sign=1`;
    case 'paieska-sign':
      return `/paieska/tvirtinimas?sign=1&paieska=${id}`;
  }
}
