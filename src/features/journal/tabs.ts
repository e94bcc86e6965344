/**
 * The tabs of /zurnalas and of the two work lists, each with the feature (spec §6) that
 * shows it and the statuses a user may filter by. The server checks the same features; the
 * browser only hides what the user could not open.
 */
import type { FeatureKey } from '../../domain/access/features';
import { canUseFeature } from '../../domain/access/features';
import { isRole } from '../../domain/access/roles';
import { JOURNAL_STATUSES, type Status } from '../../domain/lifecycle/statuses';
import { KTPR_STATES } from '../../domain/broker/ktpr';

export interface ListTab {
  id: string;
  feature: FeatureKey;
  /**
   * 'documents' (rows open /dokumentas/{id}), 'requests' (requests on legal facts: rows open
   * /prasymas/{id}), 'notices' (the siunciami tab) or 'ktpr' (KTPR notices, opened in place)
   */
  items: 'documents' | 'requests' | 'notices' | 'ktpr';
  statuses: readonly string[];
}

const RECEIVED: readonly Status[] = ['perduotas', 'grazintas', 'nepatikslintas', 'iregistruotas', 'atmestas', 'nutrauktas'];
const PREPARING: readonly Status[] = ['rengiamas', 'patvirtinti', 'laukia_patvirtinimo', 'laukia_apmokejimo'];

export const JOURNAL_TABS: readonly ListTab[] = [
  { id: 'gaunami', feature: 'journalReceived', items: 'documents', statuses: RECEIVED },
  // Requests the NTR received (transferred by citizens or notaries), in the same statuses as the STSR's gaunami.
  { id: 'ntr-gaunami', feature: 'journalNtrReceived', items: 'requests', statuses: RECEIVED },
  { id: 'siunciami', feature: 'journalSent', items: 'notices', statuses: JOURNAL_STATUSES },
  { id: 'ktpr-pranesimai', feature: 'registryNotifications', items: 'ktpr', statuses: KTPR_STATES },
  { id: 'dt-rengiami', feature: 'providerInPreparation', items: 'documents', statuses: PREPARING },
];

export type WorkList = 'rengiami' | 'perduoti';

const WORK_LIST_STATUSES: Record<WorkList, readonly Status[]> = {
  rengiami: [...PREPARING, 'grazintas'],
  perduoti: ['perduotas', 'nepatikslintas', 'iregistruotas', 'atmestas', 'nutrauktas'],
};

/** The tabs of a work list: hipotekos (mortgage feature), prasymai (the notaries' requests on legal facts, same statuses). */
export function workListTabs(list: WorkList): ListTab[] {
  return [
    { id: 'hipotekos', feature: 'mortgage', items: 'documents', statuses: WORK_LIST_STATUSES[list] },
    { id: 'prasymai', feature: list === 'rengiami' ? 'documentsInPreparation' : 'documentsTransferred', items: 'requests', statuses: WORK_LIST_STATUSES[list] },
  ];
}

/** The tabs these roles may see. */
export function visibleTabs(tabs: readonly ListTab[], roles: readonly string[]): ListTab[] {
  const known = roles.filter(isRole);
  return tabs.filter((tab) => canUseFeature(known, tab.feature));
}
