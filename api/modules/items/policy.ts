/**
 * Who may see, create, edit and act on an item — object-level rules on top of the route
 * rules. Pure functions of the session and the row, so the item core, the services and their
 * tests share them.
 */
import { canUseFeature } from '../../../src/domain/access/features.js';
import { ownsObject } from '../../../src/domain/access/ownership.js';
import { isReader, isRegistryStaff, type Role } from '../../../src/domain/access/roles.js';
import { ENTRY_ACTIONS, holdsActionRole, type ActionRoles, type EntryAction } from '../../../src/domain/lifecycle/entry-actions.js';
import { CHANGE_KINDS } from '../../../src/domain/lifecycle/notice-kinds.js';
import { allowedActions, type Actor, type Lifecycle, type Situation } from '../../../src/domain/lifecycle/machine.js';
import { EDITABLE_STATUSES, isEntryStatus, type Status } from '../../../src/domain/lifecycle/statuses.js';
import type { ApprovalMeta } from '../../../src/domain/lifecycle/party-approval.js';
import type { Family } from '../../../src/domain/schema/vocabulary.js';
import type { SessionUser } from '../../plugins/access.js';
import { familyOfRow } from './families.js';
import { ownerOf, type DocumentRow } from './repository.js';

/** Registrars of each register: STSR keeps documents; NTR keeps requests and certificates. */
const REGISTRARS: Record<Family, readonly Role[]> = {
  documents: ['RG_STSR_registrat', 'RG'],
  requests: ['RG_NTR_registrat', 'RG_NTR_vadovas', 'RG'],
  certificates: ['RG_NTR_registrat', 'RG_NTR_vadovas', 'RG'],
};

export interface TypeFacts {
  family: Family;
  lifecycle: Lifecycle;
  createRoles: readonly string[];
  /** who may take each action on a registered entry (the catalogue's registry.actionRoles); absent: nobody */
  actionRoles?: ActionRoles;
  /** the type's fee in euro cents from the price list (api/modules/cart); null or absent = free */
  price?: number | null;
  /** the other parties who confirm a document before the registry gets it (registry.approval, decision 0126) */
  approval?: ApprovalMeta;
  /** this item, in preparation, needs the other parties' confirmation (its filer and data; the item core works it out, items/party-approval.ts) */
  partyApproval?: boolean;
}

/** The notary office's staff whose preparation the notary approves. */
const ASSISTANT_ROLES: readonly Role[] = ['DT_notaro_padejejas', 'DT_notaro_atstovas'];

const holdsAny = (user: SessionUser, roles: readonly string[]) => user.roles.some((r) => roles.includes(r));

export const owns = (user: SessionUser, row: DocumentRow): boolean => ownsObject(user, ownerOf(row));

/** May the user create a document of this type? (its catalogue entry lists the roles) */
export const mayCreate = (user: SessionUser, type: TypeFacts): boolean => holdsAny(user, type.createRoles);

/** Statuses in which an item is an entry of the register that entry actions apply to. */

/**
 * Roles that act on an entry only as one of its parties: a legal person's provider changes
 * its own company's address or ends its own company's encumbrance, not anybody's
 * (decision 0095). Courts, bailiffs, institutions and notaries act by their office's powers.
 */
export const PARTY_BOUND_ROLES: readonly Role[] = ['DT_JA'];

/** What the user is to one registered entry beyond their roles: its filer, or a provider whose company is its party. */
export interface EntryStanding {
  actsForParty: boolean;
  /** a party asked to confirm the item (decision 0126): they see it */
  asked?: boolean;
}
export const NO_STANDING: EntryStanding = { actsForParty: false };

/** Does the user act in the workplace in a party-bound role? */
export const isPartyBound = (user: SessionUser): boolean => user.face === 'workplace' && user.roles.some((r) => PARTY_BOUND_ROLES.includes(r));

/** Does the user's standing towards this row need looking up (a party-bound role on a registered entry)? */
export const needsStanding = (user: SessionUser, row: DocumentRow): boolean => isEntryStatus(row.status) && isPartyBound(user);

/** The user's roles that count on this entry: party-bound ones only where they act for a party (or filed it). */
const entryRoles = (user: SessionUser, standing: EntryStanding): readonly string[] =>
  standing.actsForParty ? user.roles : user.roles.filter((r) => !PARTY_BOUND_ROLES.includes(r as Role));

/** May the user take this action on a registered entry of the type? (its catalogue entry lists the roles, spec §6) */
export const mayTakeEntryAction = (user: SessionUser, type: Pick<TypeFacts, 'actionRoles'>, action: EntryAction, standing: EntryStanding): boolean =>
  user.face === 'workplace' && holdsActionRole(entryRoles(user, standing), type.actionRoles, action);

/**
 * The entry actions the user may take on this row now: on a registered entry the notices they
 * may start; on an archived one (a deregistered entry, `nutrauktas`) the archive restore
 * (`atkurimas`, decision 0107 — the restore itself refuses an entry a live destruction act lists).
 */
export const entryActionsOf = (user: SessionUser, row: DocumentRow, type: Pick<TypeFacts, 'actionRoles'>, standing: EntryStanding): EntryAction[] => {
  if (row.status === 'nutrauktas' && row.entry_document_id === null) return mayTakeEntryAction(user, type, 'atkurimas', standing) ? ['atkurimas'] : [];
  return row.status === 'iregistruotas' ? CHANGE_KINDS.filter((a) => mayTakeEntryAction(user, type, a, standing)) : [];
};

/**
 * May the user see the item? Owners always. In the workplace, registry staff and readers see
 * every workplace document (they keep the register, and dt-rengiami shows preparation) and a
 * document a citizen filed in the portal (a self-service change notice) once it was
 * transferred; requests and
 * certificates — also those citizens file in the portal — the NTR journal's users see once
 * they were transferred (a citizen's draft is nobody else's business; STSR registrars do
 * not work the NTR journal). A provider whose role may take an action on the type's entries
 * (a court cancelling a notary's enforcement entry, a company changing its address) sees
 * its registered and terminated entries, or it could not act on them — a party-bound role
 * only those its company is a party to (`standing`). Everyone else: the item does not exist for them (404, not 403,
 * so its existence does not leak).
 */
export function mayView(user: SessionUser, row: DocumentRow, type?: Pick<TypeFacts, 'actionRoles'>, standing: EntryStanding = NO_STANDING): boolean {
  if (owns(user, row) || standing.asked === true) return true;
  if (user.face !== 'workplace') return false;
  if (type && isEntryStatus(row.status) && ENTRY_ACTIONS.some((a) => mayTakeEntryAction(user, type, a, standing))) return true;
  if (familyOfRow(row) === 'documents')
    return (row.owner_face === 'workplace' || row.transferred_at !== null) && (isRegistryStaff(user.roles) || isReader(user.roles));
  return row.transferred_at !== null && canUseFeature(user.roles, 'journalNtrReceived');
}

/**
 * May the user prepare this item (sign, transfer…)? A first notice: a role that creates the
 * type; a change, address change or termination notice: a role that may start that kind
 * on the type's entries (so a court prepares its cancellation of a notary's enforcement
 * entry). Types without role lists (the portal's own facts) fall back to the create roles.
 */
function preparesKind(user: SessionUser, row: DocumentRow, type: TypeFacts): boolean {
  const kind = row.notice_kind as EntryAction | 'pirminis';
  if (kind === 'pirminis' || !type.actionRoles) return mayCreate(user, type);
  return holdsActionRole(user.roles, type.actionRoles, kind);
}

/** What the user is for this document, for the state machine. */
export function actorFor(user: SessionUser, row: DocumentRow, type: TypeFacts): Actor {
  const provider = owns(user, row) && preparesKind(user, row, type);
  return {
    isProvider: provider,
    isApprover: provider && type.lifecycle === 'professional' && user.roles.includes('DT_notaras'),
    isRegistrar: user.face === 'workplace' && holdsAny(user, REGISTRARS[type.family]),
  };
}

/**
 * The facts of the document that steer the state machine, from its lifecycle columns
 * (api/modules/lifecycle keeps them): a signature counts only while it covers the current
 * version — any save or transition after signing leaves it behind, so the document must be
 * signed again. Payment: an item needs it when its type has a price (the cart's price list,
 * passed in `type.price`) and no completed payment covers it yet (`paid_at`). Approval by
 * the other parties: `type.partyApproval`, worked out per item by the item core (decision 0126).
 */
export function situationOf(row: DocumentRow, type: TypeFacts): Situation {
  return {
    lifecycle: type.lifecycle,
    status: row.status as Status,
    signed: row.signed_version !== null && Number(row.signed_version) === row.version,
    needsApproval: type.partyApproval === true,
    needsPayment: type.price != null && row.paid_at == null,
    needsNotaryApproval: Number(row.needs_notary_approval) === 1,
    approved: Number(row.approved) === 1,
  };
}

/**
 * Does a document this user creates need the notary's approval before it is signed? Yes when
 * a notary's assistant or representative (and not a notary) prepares a professional document.
 */
export const needsNotaryApproval = (user: SessionUser, type: TypeFacts): boolean =>
  type.lifecycle === 'professional' && holdsAny(user, ASSISTANT_ROLES) && !user.roles.includes('DT_notaras');

/** May the user change the data now? The provider, while the document is with them. */
export const mayEdit = (actor: Actor, row: DocumentRow): boolean => actor.isProvider && EDITABLE_STATUSES.includes(row.status as Status);

/** The user's rights over one item they may see. */
export interface ItemRights {
  /** prepares the item (its owner side); whether they may change it now depends on its status */
  isProvider: boolean;
  /** may change the item's data and files now (the provider while it is in preparation or returned) */
  mayChange: boolean;
  /** may act on the item now: change it, or take a status action (e.g. a registrar on a transferred item) */
  mayAct: boolean;
}

/**
 * The rights of this actor over the row: readers and registry viewers see items but never
 * act; the provider changes an item while it is in preparation or returned; whoever may change
 * it or take a status action on it now may act on it (lock it).
 */
export function rightsOf(actor: Actor, row: DocumentRow, type: TypeFacts): ItemRights {
  const mayChange = mayEdit(actor, row);
  return { isProvider: actor.isProvider, mayChange, mayAct: mayChange || allowedActions(actor, situationOf(row, type)).length > 0 };
}

/**
 * Whose items a list holds besides the user's own: nobody else's; every workplace item and
 * every transferred one (registry staff and readers on documents); every transferred item of
 * any face (the NTR journal's users on requests and certificates). See mayView.
 */
export type ListScope = 'own' | 'workplace' | 'transferred';

/** Whose items the user's lists of a family hold besides their own (mirrors mayView). */
export function listScope(user: SessionUser, family: Family): ListScope {
  if (user.face !== 'workplace') return 'own';
  if (family === 'documents') return isRegistryStaff(user.roles) || isReader(user.roles) ? 'workplace' : 'own';
  return canUseFeature(user.roles, 'journalNtrReceived') ? 'transferred' : 'own';
}
