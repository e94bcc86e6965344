/**
 * What the document page's registrui tab and history view read: the lifecycle facts of a
 * document with the actions the user may take now (and how to ask for each), and the full
 * history of versions and actions.
 */
import type { ChangeBasis, LifecycleView as LifecycleViewWire } from '../../../src/domain/contracts/lifecycle.js';
import type { Answer } from '../../lib/contract-route.js';
import type { Kysely } from 'kysely';
import { defaultCorrectionDeadline } from '../../../src/domain/lifecycle/deadlines.js';
import { ACTION_INFO } from '../../../src/domain/lifecycle/actions.js';
import type { EntryAction } from '../../../src/domain/lifecycle/entry-actions.js';
import { ACTION_FORMS } from '../../../src/domain/lifecycle/forms/index.js';
import { allowedActions, decide, type Actor, type Situation } from '../../../src/domain/lifecycle/machine.js';
import type { Status } from '../../../src/domain/lifecycle/statuses.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { Database } from '../../db/schema.js';
import type { DocumentRow } from '../items/repository.js';
import { needsMissedDeadlineReason } from './engine.js';
import { factsOfRow } from '../items/families.js';
import * as repo from './repository.js';

/** The registrui view and its action descriptions as the service builds them (codes as plain strings; src/domain/contracts/lifecycle.ts). */
export type LifecycleView = Answer<LifecycleViewWire>;
export type ActionDescription = LifecycleView['actions'][number];

export function lifecycleView(
  row: DocumentRow,
  facts: {
    actor: Actor;
    situation: Situation;
    today: string;
    entryRegistryNumber: string | null;
    returnReason: string | null;
    entryActions: EntryAction[];
    checks: FieldError[];
    signing: LifecycleView['signing'];
    /** the latest confirmation round of the other parties (decision 0126) */
    approval: LifecycleView['approval'];
  },
): LifecycleView {
  const actions = allowedActions(facts.actor, facts.situation);
  return {
    id: row.id,
    status: row.status as Status,
    version: row.version,
    noticeKind: row.notice_kind,
    entry: row.entry_document_id === null ? null : { documentId: Number(row.entry_document_id), registryNumber: facts.entryRegistryNumber },
    basis: row.change_basis === null ? null : (JSON.parse(row.change_basis) as ChangeBasis),
    registryNumber: row.registry_number,
    registeredAt: row.registered_at,
    registeredVersion: row.registered_version === null ? null : Number(row.registered_version),
    transferredAt: row.transferred_at,
    decisionDeadline: row.decision_deadline,
    returnedAt: row.returned_at,
    returnReason: facts.returnReason,
    correctionDeadline: row.correction_deadline,
    allowedActions: actions,
    actions: actions.map((action) => ({
      action,
      confirmKey: ACTION_INFO[action].confirmKey,
      form: ACTION_FORMS[action].$id,
      criticalKey: ACTION_INFO[action].criticalKey,
      missedDeadlineReasonRequired: needsMissedDeadlineReason(action, row, facts.today),
    })),
    entryActions: facts.entryActions,
    defaults: actions.includes('grazinti') ? { grazinti: { terminas: defaultCorrectionDeadline(facts.today) } } : {},
    checks: facts.checks,
    signing: facts.signing,
    approval: facts.approval,
  };
}

/** True when one of the allowed actions runs the errors check. */
export const checksSomething = (actor: Actor, situation: Situation): boolean =>
  allowedActions(actor, situation).some((a) => {
    const d = decide(a, actor, situation);
    return d.ok && d.errorCheck;
  });

type VersionSummaryRow = Awaited<ReturnType<typeof repo.versionsOf>>[number];

/** One version as the history lists it (and a single version read shows it, with its data). */
export const versionSummary = (row: DocumentRow, v: VersionSummaryRow) => ({
  version: Number(v.version),
  status: v.status,
  action: v.action,
  schemaVersion: v.schema_version,
  registryNumber: v.registry_number,
  registered: row.registered_version !== null && Number(v.version) === Number(row.registered_version),
  at: v.at,
  actorName: v.actor_name,
});

const parse = (text: string | null): Record<string, unknown> | null => (text ? (JSON.parse(text) as Record<string, unknown>) : null);

/** Versions, actions (audit events) and related notices of a document. */
export async function historyOf(db: Kysely<Database>, row: DocumentRow, entryRegistryNumber: string | null) {
  const [versions, events, changes] = await Promise.all([
    repo.versionsOf(db, row.id),
    repo.eventsOf(db, row.id, factsOfRow(row).kind),
    repo.changesOf(db, row.id),
  ]);
  return {
    id: row.id,
    registeredVersion: row.registered_version === null ? null : Number(row.registered_version),
    versions: versions.map((v) => versionSummary(row, v)),
    events: events.map((e) => ({
      at: e.at,
      action: e.action,
      actorName: e.actor_name,
      fromState: e.from_state,
      toState: e.to_state,
      reason: e.reason,
      form: (parse(e.details)?.form as Record<string, unknown> | undefined) ?? null,
      automatic: (parse(e.details)?.automatic as string | undefined) ?? null,
    })),
    changes: changes.map((c) => ({
      documentId: Number(c.id),
      noticeKind: c.notice_kind,
      status: c.status,
      registryNumber: c.registry_number,
      registeredAt: c.registered_at,
      createdAt: c.created_at,
    })),
    entry: row.entry_document_id === null ? null : { documentId: Number(row.entry_document_id), registryNumber: entryRegistryNumber },
  };
}
