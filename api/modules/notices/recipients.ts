/**
 * Who is informed about a decision on a document (the informavimas tab): the provider who
 * filed it (the owner: their office, or themselves without one), in the application; and
 * every person listed under `informavimas` in the document data, by e-mail.
 */
import type { OwnerStamp } from '../../../src/domain/access/ownership.js';

export interface Recipient {
  channel: 'sistema' | 'el_pastas';
  name: string;
  email: string | null;
  /** in-application delivery: the owner stamp whose holders see the notice */
  stamp: OwnerStamp | null;
}

interface InformedPerson {
  asmensTipas?: string;
  vardas?: string;
  pavarde?: string;
  pavadinimas?: string;
  elPastas?: string;
}

const personName = (p: InformedPerson): string =>
  (p.asmensTipas === 'juridinis' ? p.pavadinimas : [p.vardas, p.pavarde].filter(Boolean).join(' ')) || p.pavadinimas || p.elPastas || '—';

/**
 * The recipients of a notice about a document.
 * @param owner the document's owner stamp
 * @param ownerName the owner's office name, or the owner's own name without an office
 * @param data the document data (its `informavimas` list, when the type has one)
 */
export function recipientsOf(owner: OwnerStamp, ownerName: string, data: unknown): Recipient[] {
  const informed = (data as { informavimas?: InformedPerson[] } | null)?.informavimas;
  return [
    { channel: 'sistema', name: ownerName, email: null, stamp: owner },
    ...(Array.isArray(informed) ? informed : []).map((p): Recipient => ({ channel: 'el_pastas', name: personName(p), email: p.elPastas ?? null, stamp: null })),
  ];
}
