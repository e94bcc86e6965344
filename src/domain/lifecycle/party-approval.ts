/**
 * Approval by the other parties (decision 0126): a type's catalogue entry may say that a
 * document filed by a provider in one of `filedBy` roles needs the confirmation of the
 * persons named in its `parties` fields (top-level fields holding persons). Each such party is
 * identified by its register code — a legal entity code matched to the company a user acts
 * for, a personal code matched to a person — and is asked once per round; the filer's own
 * company (or the filer) is never asked. Pure: the server and the seed share it.
 */
import { addWorkingDays } from '../calendar/working-days.js';
import { partyName, registerCode, type PartyData } from '../documents/party.js';

/** `registry.approval` (documents). */
export interface ApprovalMeta {
  /** roles of the filer whose documents need the confirmation (e.g. DT_JA: a legal person files alone) */
  filedBy: string[];
  /** top-level fields of the data whose persons must confirm */
  parties: string[];
}

/** One party asked to confirm. */
export interface ConfirmingParty {
  /** the field that names it (its role in the document) */
  role: string;
  personType: 'fizinis' | 'juridinis';
  code: string;
  name: string;
}

/** A confirmation request's states: waiting, confirmed, refused, void (the round ended otherwise). */
export const APPROVAL_STATES = ['laukia', 'patvirtinta', 'atsisakyta', 'nebegalioja'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Working days a party has to answer (decision 0126). */
export const APPROVAL_WORKING_DAYS = 5;

/** The last day a party asked on `askedOn` may answer. */
export const approvalDeadline = (askedOn: string): string => addWorkingDays(askedOn, APPROVAL_WORKING_DAYS);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The parties who must confirm the data, once each (by code), in field order.
 * @param filerCodes the codes of the filer (their company's and their own): never asked
 * Parties without a Lithuanian register code (foreign ones) cannot be identified by sign-in and are not asked.
 */
export function confirmingParties(data: unknown, meta: Pick<ApprovalMeta, 'parties'>, filerCodes: readonly (string | null)[]): ConfirmingParty[] {
  if (!isObject(data)) return [];
  const seen = new Set(filerCodes.filter((c): c is string => c !== null));
  const out: ConfirmingParty[] = [];
  for (const field of meta.parties) {
    const value = data[field];
    for (const p of Array.isArray(value) ? value : [value]) {
      if (!isObject(p)) continue;
      const person = p as PartyData;
      if (person.asmensTipas !== 'fizinis' && person.asmensTipas !== 'juridinis') continue;
      const code = registerCode(person);
      if (code === null || seen.has(code)) continue;
      seen.add(code);
      out.push({ role: field, personType: person.asmensTipas, code, name: partyName(person) });
    }
  }
  return out;
}

/** Is the user this party? A company party: the company the user acts for; a person: the user. */
export const isTheParty = (party: { person_type: string; code: string }, user: { personCode: string | null; companyCode: string | null }): boolean =>
  party.person_type === 'juridinis' ? party.code === user.companyCode : user.companyCode === null && party.code === user.personCode;
