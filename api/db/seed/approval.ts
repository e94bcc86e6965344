/**
 * Demo data of approval by the other parties (decision 0126): two loans for use (`panauda`)
 * that UAB „Baltijos lizingas“ (DT_JA) filed and confirmed — one waits for its borrowers,
 * Jonas Petraitis (portal) and AB „Pavyzdžių bankas“ (a workplace office: its staff), the
 * other was refused by UAB „Nemuno prekyba“ (Ona Jankauskienė in the portal) with a reason
 * and is back with the filer. Built by the lifecycle engine and the approval service itself.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../src/domain/calendar/working-days.js';
import { confirmingParties, type ApprovalMeta } from '../../../src/domain/lifecycle/party-approval.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { SYSTEM_ORIGIN } from '../../lib/audit.js';
import type { SessionUser } from '../../plugins/access.js';
import type { TypeFacts } from '../../modules/items/policy.js';
import { findDocument } from '../../modules/items/repository.js';
import { runAction } from '../../modules/lifecycle/engine.js';
import { openRoundOn, partyApproval } from '../../modules/lifecycle/party-approval.js';
import type { Database } from '../schema.js';
import { sessionOf } from './documents.js';
import { assertValidDemo, demoType, insertDemoDocument, seedEngine } from './demo-document.js';
import type { SeedContext } from './index.js';
import { BANK, COMPANY_PROVIDER, DEMO_CITIZEN, DEMO_COMPANY } from './self-service.js';

const TYPE = 'panauda';
const LENDER = { asmensTipas: 'juridinis', pavadinimas: 'UAB „Baltijos lizingas“', jaKodas: '305123456', adresas: COMPANY_PROVIDER.istaigosAdresas };

type Data = Record<string, unknown>;

function loan(today: string, n: number, borrowers: Data[], thing: { name: string; id: string; value: number }): Data {
  const concluded = addCalendarDays(today, -2);
  return {
    dokumentas: { idk: `2026${String(950 + n).padStart(10, '0')}`, registroNr: `9-${2950 + n}`, sudarymoData: concluded },
    duomenuTeikejas: COMPANY_PROVIDER,
    davejai: [LENDER],
    gavejai: borrowers,
    sutartis: { sutartiesNr: `PN-${today.slice(0, 4)}-${n}`, sutartiesData: concluded, pradziosData: addCalendarDays(today, 3) },
    dalykai: [{ turtasID: 't1', rusis: 'kitas', pavadinimas: thing.name, identifikatorius: thing.id, verte: thing.value }],
  };
}

export async function seedApproval(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  if (await db.selectFrom('approval_request').select('id').limit(1).executeTakeFirst()) return;
  const demo = await demoType(TYPE);
  const approval = demo.meta.approval as ApprovalMeta;
  const now = ctx.now;
  const today = registryDate(new Date(now));
  const engine = seedEngine(db, now, today, [demo]);
  const type: TypeFacts = { ...demo.facts, approval, partyApproval: true };
  const company = await sessionOf(db, 'DT_JA');

  /** Filed, signed and confirmed by the company: the round is open. */
  async function asked(data: Data): Promise<number> {
    assertValidDemo(demo, data, today);
    const id = await insertDemoDocument(db, demo, data, company, now);
    const parties = confirmingParties(data, approval, [LENDER.jaKodas]);
    for (const action of ['pasirasyti', 'patvirtinti'] as const) {
      const row = (await findDocument(db, id))!;
      const withTransition =
        action === 'patvirtinti'
          ? (trx: Kysely<Database>) => openRoundOn(trx, row, parties, now, today, { id: company.userId, name: company.displayName })
          : undefined;
      await runAction(engine, { user: company, type, row, action, expectedVersion: row.version, form: {}, withTransition });
    }
    return id;
  }

  await asked(loan(today, 1, [DEMO_CITIZEN, BANK], { name: 'Parodų stendas', id: 'PS-2024-07', value: 4200 }));
  const refused = await asked(loan(today, 2, [DEMO_COMPANY], { name: 'Krautuvas', id: 'KR-2019-33', value: 15800 }));
  // the seed runs alone in one transaction: no row lock is needed (the sqlite path)
  const service = partyApproval({
    db,
    dialect: 'sqlite',
    at: () => now,
    today: () => today,
    visible: async (_user, id) => ({ row: (await findDocument(db, id))!, type: { ...type, partyApproval: false } }),
    run: (req, options) => runAction({ ...engine, db: options.db }, req),
  });
  const ona: SessionUser = { ...(await sessionOf(db, 'EL_JA')), face: 'portal', companyCode: DEMO_COMPANY.jaKodas };
  await service.answer(ona, refused, { confirm: false, reason: 'Krautuvo perdavimo data sutartyje nurodyta neteisingai.', origin: SYSTEM_ORIGIN });
}
