/**
 * Which self-service action a party may take on a registered entry now, and which a filer may
 * take on their own change or termination notice. Pure functions of the facts the service
 * gathers (the table is in api/modules/self-service/README.md); the service refuses what they
 * do not allow, the browser only shows what they list.
 */
import { EDITABLE_STATUSES, type Status } from '../../../src/domain/lifecycle/statuses.js';
import type { EntryAction, NoticeAction, Purpose } from '../../../src/domain/contracts/self-service.js';
import type { PartyRole, SelfServiceTraits } from './kinds.js';

/** Facts recorded on an entry (self_service_fact) that are in force now. */
export interface ActiveFacts {
  repurchaseWish: boolean;
  noAutoDeregistration: boolean;
}

/** The entry's kind and contract traits come from its type's registry.selfService (kinds.ts). */
export interface EntryFacts extends SelfServiceTraits {
  status: Status | string;
  /** the user's party roles in the entry (document_party.role) */
  roles: readonly PartyRole[];
  /** the contract's end (sutartis.pabaigosData) or the repurchase deadline (sutartis.atpirkimoTerminas); null when none */
  endDate: string | null;
  /** the calendar day in Lithuania, YYYY-MM-DD */
  today: string;
  facts: ActiveFacts;
}

const hasAny = (roles: readonly PartyRole[], wanted: readonly PartyRole[]) => roles.some((r) => wanted.includes(r));

/** The pledgor's side (debtors pledging their own things, third parties giving theirs). */
const PLEDGOR: readonly PartyRole[] = ['skolininkai', 'ikaitoDavejai'];
const CREDITOR: readonly PartyRole[] = ['kreditoriai'];
/** Givers of a contract (seller, lessor, lender, leasing giver) and the preliminary contract's parties. */
const GIVER: readonly PartyRole[] = ['davejai', 'salys'];

/** Has a lease or loan-for-use contract ended (its end date before today)? */
export const isExpired = (f: Pick<EntryFacts, 'expires' | 'endDate' | 'today'>): boolean => f.expires && f.endDate !== null && f.endDate < f.today;

/**
 * The actions a party may take on the entry now, in a stable order. Only registered entries
 * can be acted on; a terminated one can still be viewed.
 */
export function entryActions(f: EntryFacts): EntryAction[] {
  if (f.roles.length === 0) return [];
  const out: EntryAction[] = ['perziureti'];
  if (f.status !== 'iregistruotas') return out;
  if (f.kind === 'pledge') {
    if (hasAny(f.roles, CREDITOR)) out.push('keisti');
    if (hasAny(f.roles, PLEDGOR)) out.push('pranesti-apie-pakeitima');
    if (hasAny(f.roles, CREDITOR)) out.push('isregistruoti');
    return out;
  }
  if (f.kind === 'mortgage') {
    if (hasAny(f.roles, CREDITOR)) out.push('keisti', 'isregistruoti');
    return out;
  }
  // contracts: every party may propose a change; the giver ends it, and anyone once a lease or loan has expired
  out.push('keisti');
  if (hasAny(f.roles, GIVER) || isExpired(f)) out.push('isregistruoti');
  if (f.repurchase && hasAny(f.roles, ['davejai'])) {
    if (!f.facts.repurchaseWish && f.endDate !== null && f.endDate >= f.today) out.push('pageidauti-atpirkti');
    if (f.facts.repurchaseWish) out.push('atsaukti-pageidavima');
  }
  if (f.endDate !== null && !f.facts.noAutoDeregistration) out.push('neisregistruoti-automatiskai');
  return out;
}

/** Does an entry belong in the list of this purpose? */
export function fitsPurpose(purpose: Purpose, f: EntryFacts, actions: readonly EntryAction[]): boolean {
  switch (purpose) {
    case 'salis':
      return true;
    case 'keitimas':
      return actions.some((a) => a === 'keisti' || a === 'pranesti-apie-pakeitima' || a === 'isregistruoti');
    case 'atpirkimas':
      return actions.includes('pageidauti-atpirkti');
    case 'atpirkimo-atsaukimas':
      return actions.includes('atsaukti-pageidavima');
    case 'automatinis':
      return actions.includes('neisregistruoti-automatiskai');
    case 'pasibaigusios':
      return f.status === 'iregistruotas' && isExpired(f);
    case 'davejas':
      return f.status === 'iregistruotas' && f.expires && !isExpired(f) && hasAny(f.roles, ['davejai']);
  }
}

/**
 * The actions the filer may take on their own change or termination notice (by its status):
 * edit its basis and sign it — signing submits it to the registry — while it is with them
 * (in preparation or returned); remove it while it was never submitted.
 */
export function noticeActions(status: Status | string): NoticeAction[] {
  const out: NoticeAction[] = ['perziureti'];
  if (EDITABLE_STATUSES.includes(status as Status)) out.push('redaguoti', 'pasirasyti');
  if (status === 'rengiamas') out.push('salinti');
  return out;
}

/**
 * Is the entry due for automatic deregistration today? A registered contract whose term has
 * ended (its end date — the repurchase deadline for a sale with the right of repurchase —
 * before today) is deregistered by the system, unless a party asked not to deregister it
 * automatically, or the seller's wish to use the repurchase right is in force (the parties
 * then settle the repurchase; the register does not end the sale under them).
 */
export function autoDeregistrationDue(f: Pick<EntryFacts, 'kind' | 'status' | 'endDate' | 'today' | 'facts'>): boolean {
  return (
    f.kind === 'contract' &&
    f.status === 'iregistruotas' &&
    f.endDate !== null &&
    f.endDate < f.today &&
    !f.facts.noAutoDeregistration &&
    !f.facts.repurchaseWish
  );
}
