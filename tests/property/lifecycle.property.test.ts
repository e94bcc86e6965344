/**
 * Property: random sequences of status actions, data edits and passing days, by random seeded
 * users, against the real API — every answer is the one a model built on the domain state
 * machine (src/domain/lifecycle) predicts, so 0 illegal transitions are accepted and every
 * refusal changes nothing.
 *
 * The model knows the facts the server must derive on its own: who the user is for the
 * document (provider of the owning office who may create the type, the notary as approver,
 * the STSR registrars), what a signature covers, the decision and correction deadlines on the
 * Lithuanian working-day calendar, the expiry of returned documents, which actions need a form
 * or a missed-deadline reason. Half of the steps are guided (an action the model expects some
 * user may take now, so sequences reach registration, return and rejection), the rest are
 * arbitrary user × action pairs, edits, stale versions and invalid forms.
 * Bounded and reproducible: 50 sequences of up to 15 steps from a fixed seed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, addCalendarDays } from '../../src/domain/calendar/working-days.js';
import { decisionDeadline, defaultCorrectionDeadline, isPastDeadline } from '../../src/domain/lifecycle/deadlines.js';
import { ACTION_INFO } from '../../src/domain/lifecycle/actions.js';
import { decide, expireReturned, type Actor, type Situation } from '../../src/domain/lifecycle/machine.js';
import { ACTIONS, EDITABLE_STATUSES, type Action, type Status } from '../../src/domain/lifecycle/statuses.js';
import { ENTRY_ACTIONS, holdsActionRole, type ActionRoles } from '../../src/domain/lifecycle/entry-actions.js';
import { schema as typeSchema } from '../../src/domain/generated/validators/sutartine-hipoteka.js';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { REJECT_FORM, RETURN_FORM, TYPE, fixture } from '../helpers/lifecycle.js';

const SEED = 20261120;
const RUNS = 50;
const STEPS = 15;

const USERS = ['DT_notaras', 'DT_notaro_padejejas', 'DT_antstolis', 'RG_STSR_registrat', 'RG', 'RGV', 'SK_skaitytojas', 'RG_NTR_registrat'] as const;
type User = (typeof USERS)[number];
/** The demo notary office: the notary and the assistant. */
const OFFICE: readonly User[] = ['DT_notaras', 'DT_notaro_padejejas'];
/** Registry staff and readers see every workplace document. */
const REGISTRY: readonly User[] = ['RG_STSR_registrat', 'RG', 'RGV', 'SK_skaitytojas', 'RG_NTR_registrat'];
/** Registrars of the STSR register, which keeps documents. */
const STSR_REGISTRARS: readonly User[] = ['RG_STSR_registrat', 'RG'];

interface Model {
  creator: User;
  status: Status;
  version: number;
  signedVersion: number | null;
  approved: boolean;
  decisionDeadline: string | null;
  correctionDeadline: string | null;
}

type Step =
  | { kind: 'guided'; pick: number; formOk: boolean; withReason: boolean }
  | { kind: 'random'; user: User; action: Action; formOk: boolean; withReason: boolean; stale: boolean }
  | { kind: 'edit'; user: User }
  | { kind: 'wait'; days: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('guided' as const),
      pick: fc.nat(),
      formOk: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
      withReason: fc.boolean(),
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      kind: fc.constant('random' as const),
      user: fc.constantFrom(...USERS),
      action: fc.constantFrom(...ACTIONS),
      formOk: fc.boolean(),
      withReason: fc.boolean(),
      stale: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), user: fc.constantFrom(...USERS) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 4 }) }) },
);

describe.each(TEST_DIALECTS)('lifecycle property: random actions by random users against the state machine [%s]', (dialect) => {
  let t: TestApp;
  let createRoles: string[];
  let session: Record<User, SignedIn>;
  let today: string;

  async function signIn(): Promise<void> {
    const all = await Promise.all(USERS.map((u) => login(t.app, u)));
    session = Object.fromEntries(USERS.map((u, i) => [u, all[i]])) as Record<User, SignedIn>;
  }

  /** Sets the server clock to noon (Vilnius) of `day`; sessions idle across the jump are signed in again. */
  async function setDay(day: string): Promise<void> {
    today = day;
    t.clock.set(`${day}T10:00:00.000Z`);
    await signIn();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signIn();
    const type = await t.app.inject({ method: 'GET', url: `/api/catalog/${TYPE}`, headers: session.DT_notaras.headers });
    createRoles = (type.json() as { createRoles: string[] }).createRoles;
  });
  afterAll(() => t.close());

  // ── the model ────────────────────────────────────────────────────────────
  // a provider who may act on the type's registered entries (registry.actionRoles, spec §6) sees them once registered or terminated
  const actionRoles = (typeSchema as { registry: { actionRoles?: ActionRoles } }).registry.actionRoles;
  const actsOnEntries = (u: User) => ENTRY_ACTIONS.some((a) => holdsActionRole([u], actionRoles, a));
  const canView = (u: User, m: Model) => OFFICE.includes(u) || REGISTRY.includes(u) || (['iregistruotas', 'nutrauktas'].includes(m.status) && actsOnEntries(u));
  const actorOf = (m: Model, u: User): Actor => {
    const isProvider = OFFICE.includes(u) && OFFICE.includes(m.creator) && createRoles.includes(u);
    return { isProvider, isApprover: isProvider && u === 'DT_notaras', isRegistrar: STSR_REGISTRARS.includes(u) };
  };
  const situationOf = (m: Model): Situation => ({
    lifecycle: 'professional',
    status: m.status,
    signed: m.signedVersion === m.version,
    needsApproval: false,
    needsPayment: false,
    needsNotaryApproval: m.creator === 'DT_notaro_padejejas' && createRoles.includes('DT_notaro_padejejas'),
    approved: m.approved,
  });
  /** The system's own transition, as the server applies it lazily on every read and action. */
  function expire(m: Model): void {
    if (m.correctionDeadline && expireReturned(m.status, m.correctionDeadline, today) === 'nepatikslintas') {
      Object.assign(m, { status: 'nepatikslintas', version: m.version + 1, decisionDeadline: decisionDeadline(m.correctionDeadline) });
    }
  }
  /** The status code the API must answer to `user` taking `action`, and the model after it. */
  function predict(m: Model, user: User, action: Action, o: { formOk: boolean; withReason: boolean; stale: boolean }): number {
    if (!canView(user, m)) return 404;
    const d = decide(action, actorOf(m, user), situationOf(m));
    if (!d.ok) return d.reason === 'not_allowed_for_actor' ? 403 : 409;
    if (o.stale) return 412;
    if (!o.formOk && (action === 'grazinti' || action === 'atmesti')) return 422;
    if (ACTION_INFO[action].registrarDecision && m.decisionDeadline && isPastDeadline(m.decisionDeadline, today) && !o.withReason) return 422;
    m.status = d.to;
    m.version += 1;
    if (action === 'rengti' || action === 'grazinti') Object.assign(m, { signedVersion: null, approved: false });
    if (action === 'patvirtinti') m.approved = true;
    if (action === 'pasirasyti') m.signedVersion = m.version;
    if (d.to === 'perduotas') Object.assign(m, { decisionDeadline: decisionDeadline(today), correctionDeadline: null });
    if (action === 'grazinti') Object.assign(m, { correctionDeadline: defaultCorrectionDeadline(today), decisionDeadline: null });
    if (action === 'iregistruoti' || action === 'atmesti') m.decisionDeadline = null;
    return 200;
  }
  const formFor = (action: Action, ok: boolean, withReason: boolean): Record<string, unknown> => {
    const reason = withReason ? { praleistoTerminoPriezastis: 'Didelis darbo krūvis' } : {};
    if (action === 'grazinti') return ok ? { ...RETURN_FORM, terminas: defaultCorrectionDeadline(today), ...reason } : { priezastis: 'Trūksta duomenų' };
    if (action === 'atmesti') return ok ? { ...REJECT_FORM, ...reason } : { aprasymas: 'Atmetama' };
    if (action === 'iregistruoti') return reason;
    return {};
  };

  // ── the real thing ───────────────────────────────────────────────────────
  async function observe(id: number): Promise<{ status: string; version: number }> {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: session.RG.headers });
    expect(res.statusCode).toBe(200);
    const { status, version } = res.json() as { status: string; version: number };
    return { status, version };
  }

  it(`accepts no illegal transition in ${RUNS} seeded sequences of up to ${STEPS} steps`, async () => {
    const tally = { accepted: 0, refused: 0, byStatus: new Map<string, number>() };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<User>('DT_notaras', 'DT_notaro_padejejas'),
        fc.array(stepArb, { minLength: 1, maxLength: STEPS }),
        async (creator, steps) => {
          await setDay('2026-11-20');
          const created = await t.app.inject({
            method: 'POST',
            url: '/api/documents',
            headers: session[creator].headers,
            payload: { type: TYPE, data: fixture('paprastas-vienas-turtas') },
          });
          expect(created.statusCode).toBe(201);
          const id = (created.json() as { id: number }).id;
          const m: Model = { creator, status: 'rengiamas', version: 1, signedVersion: null, approved: false, decisionDeadline: null, correctionDeadline: null };

          for (const step of steps) {
            if (step.kind === 'wait') {
              await setDay(addCalendarDays(today, step.days));
              expire(m);
              continue;
            }
            expire(m);
            if (step.kind === 'edit') {
              const actor = actorOf(m, step.user);
              const expected = !canView(step.user, m) ? 404 : !actor.isProvider ? 403 : !EDITABLE_STATUSES.includes(m.status) ? 409 : 200;
              const current = (await observe(id)).version;
              const data = {
                ...fixture('paprastas-vienas-turtas'),
                dokumentas: { idk: '12345678901234', registroNr: `${current}-1`, sudarymoData: '2026-11-19' },
              };
              const res = await t.app.inject({
                method: 'PUT',
                url: `/api/documents/${id}`,
                headers: { ...session[step.user].headers, 'if-match': `"${current}"` },
                payload: { data },
              });
              expect(res.statusCode, `edit by ${step.user} in ${m.status}`).toBe(expected);
              if (expected === 200) m.version += 1;
            } else {
              let user: User;
              let action: Action;
              let stale = false;
              if (step.kind === 'guided') {
                const possible = USERS.flatMap((u) =>
                  ACTIONS.filter((a) => canView(u, m) && decide(a, actorOf(m, u), situationOf(m)).ok).map((a) => [u, a] as const),
                );
                if (possible.length === 0) continue; // a final status: nothing anyone can do
                [user, action] = possible[step.pick % possible.length];
              } else {
                ({ user, action, stale } = step);
              }
              const { formOk, withReason } = step;
              // the version the user acts on: the current one, or one they saw earlier (or never)
              const version = stale ? (m.version > 1 ? m.version - 1 : m.version + 1) : m.version;
              const form = formFor(action, formOk, withReason);
              const expected = predict(m, user, action, { formOk, withReason, stale });
              const res = await t.app.inject({
                method: 'POST',
                url: `/api/documents/${id}/actions/${action}`,
                headers: { ...session[user].headers, 'if-match': `"${version}"` },
                payload: { form },
              });
              expect(res.statusCode, `${user} ${action} → ${res.body}`).toBe(expected);
              if (expected === 200) {
                expect(res.json()).toMatchObject({ status: m.status, version: m.version });
                tally.accepted++;
              } else tally.refused++;
            }
            expect(await observe(id), 'the stored document matches the model').toEqual({ status: m.status, version: m.version });
          }
          tally.byStatus.set(m.status, (tally.byStatus.get(m.status) ?? 0) + 1);

          // the audit log holds exactly the accepted transitions, each legal from where it started
          const events = await t.db.kysely
            .selectFrom('audit_event')
            .select(['action', 'from_state', 'to_state'])
            .where('object_type', '=', 'document')
            .where('object_id', '=', String(id))
            .where('action', 'like', 'lifecycle.%')
            .orderBy('id')
            .execute();
          let status: string = 'rengiamas';
          for (const e of events) {
            expect(e.from_state, `${e.action} starts where the previous ended`).toBe(status);
            status = e.to_state!;
          }
          expect(status).toBe(m.status);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // the sequences reached the registry's decisions, not only refusals
    expect(tally.accepted).toBeGreaterThan(RUNS * 2);
    expect(tally.refused).toBeGreaterThan(RUNS);
    expect([...tally.byStatus.keys()]).toEqual(expect.arrayContaining(['iregistruotas', 'perduotas', 'grazintas', 'atmestas']));
    t.clock.set(TEST_NOW);
  }, 600_000);

  it('the calendar the model uses agrees with the registry practice it encodes', () => {
    expect(decisionDeadline('2026-12-23')).toBe('2026-12-28'); // 24–26 Dec are holidays, 27 Dec a Sunday
    expect(addWorkingDays('2026-11-20', 5)).toBe(defaultCorrectionDeadline('2026-11-20'));
  });
});
