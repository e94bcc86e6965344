/**
 * A party as every type writes it (the person `$def`): `asmensTipas` says whether it is a
 * natural person (`vardas`, `pavarde`, `asmensKodas`) or a legal entity (`pavadinimas`,
 * `jaKodas`); a foreign party may carry `uzsienioKodas` instead. Read structurally, so the
 * same helpers serve index rows, certificates and the portal's applicant rule.
 */
export interface PartyData {
  asmensTipas?: unknown;
  vardas?: unknown;
  pavarde?: unknown;
  pavadinimas?: unknown;
  asmensKodas?: unknown;
  jaKodas?: unknown;
  uzsienioKodas?: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The name as written on documents: "Vardas Pavardė" or the company name ('' when absent). */
export function partyName(p: PartyData): string {
  if (p.asmensTipas === 'juridinis') return text(p.pavadinimas) ?? '';
  return [text(p.vardas), text(p.pavarde)].filter(Boolean).join(' ');
}

/**
 * The code Lithuania's registers know the party by: the legal entity code of a company, the
 * personal code of a person; null for a foreign party or when absent.
 */
export function registerCode(p: PartyData): string | null {
  return p.asmensTipas === 'juridinis' ? text(p.jaKodas) : text(p.asmensKodas);
}

/** True when the party is the portal user: the company they act for, else themselves. */
export function isPartyTheUser(p: PartyData, user: { personCode: string | null; companyCode: string | null }): boolean {
  const code = registerCode(p);
  if (user.companyCode) return p.asmensTipas === 'juridinis' && code === user.companyCode;
  return p.asmensTipas === 'fizinis' && user.personCode !== null && code === user.personCode;
}
