/**
 * The access matrix: every route with an access rule (app.routeRules, filled by the access
 * plugin as routes register — later issues' routes join automatically) is called as
 * anonymous and as every seeded role, signed in for real (password for the workplace, the
 * gateway stand-in for the portal), with a minimal body. Asserted:
 * - no 5xx, ever;
 * - a 2xx only where the route's declared rule admits that caller, judged by an oracle that
 *   reads the feature table directly and refuses rules it cannot evaluate;
 * - a caller the rule does not admit gets exactly 401 (no session for this face) or 403.
 * A route without a rule cannot even start (the access plugin throws), which is tested too.
 *
 * SQLite runs every role. PostgreSQL (when TEST_DATABASE_URL is set) runs every route with a
 * representative caller of each kind (PG_CALLERS): whether a rule admits a role is pure logic
 * that does not depend on the database, so the full role sweep on SQLite covers it; what the
 * PostgreSQL run adds is that every route's SQL (sessions, handlers) works there, admitted and
 * refused, which these callers exercise for every rule kind and feature group.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import type { AccessRule, RouteRule } from '../../api/plugins/access.js';
import { FEATURE_ROLES } from '../../src/domain/access/features.js';
import { ALL_ROLES, SELF_SERVICE_ROLES } from '../../src/domain/access/roles.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer, gatewayLogin, login } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

type Face = 'workplace' | 'portal';

interface Principal {
  name: string;
  /** the roles a session of each face holds (none: the principal cannot sign in there) */
  roles: Record<Face, readonly string[]>;
  signIn?: () => Promise<{ face: Face; token: string }>;
  token?: { face: Face; token: string };
}

/**
 * The oracle: does `rule` admit a caller holding `roles` on the route's face (null = no
 * session there)? Throws for a rule it does not understand or a feature the table lacks.
 */
function oracleAdmits(rule: AccessRule, roles: readonly string[] | null): boolean {
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new Error(`access rule with ${keys.length} kinds: ${JSON.stringify(rule)}`);
  if ('public' in rule && rule.public === true) return true;
  if ('authenticated' in rule && rule.authenticated === true) return roles !== null && roles.length > 0;
  if ('feature' in rule) {
    if (!Object.hasOwn(FEATURE_ROLES, rule.feature)) throw new Error(`feature '${String(rule.feature)}' is not in the feature table`);
    const allowed: readonly string[] = FEATURE_ROLES[rule.feature];
    return roles !== null && roles.some((r) => allowed.includes(r));
  }
  if ('roles' in rule && Array.isArray(rule.roles) && rule.roles.length > 0) {
    const unknown = rule.roles.filter((r) => !(ALL_ROLES as readonly string[]).includes(r));
    if (unknown.length) throw new Error(`unknown roles in rule: ${unknown.join(', ')}`);
    return roles !== null && rule.roles.some((r) => roles.includes(r));
  }
  throw new Error(`access rule the matrix cannot evaluate: ${JSON.stringify(rule)}`);
}

const faceOfUrl = (url: string): Face => (url === '/sav' || url.startsWith('/sav/') ? 'portal' : 'workplace');

/** A concrete URL for a route pattern: parameters become 1, wildcards a word. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');

/** Anonymous, a self-service person and company, and one role of each workplace group. */
const PG_CALLERS = [
  'anonymous',
  'EL_FA',
  'EL_JA',
  'DT_notaras',
  'DT_JA',
  'DT_teismas',
  'RG_STSR_registrat',
  'RGV',
  'SK_skaitytojas',
  'P_S_pagal_JA',
  'KAC_darbuotojas',
  'AR_archyvatorius',
  'AD_administratorius',
];

const isPortalRole = (role: string) => (SELF_SERVICE_ROLES as readonly string[]).includes(role);

function principals(app: TestApp['app']): Principal[] {
  const roleUsers = DEMO_USERS.filter((u) => u.username === u.roles[0]);
  return [
    { name: 'anonymous', roles: { workplace: [], portal: [] } },
    ...roleUsers.map((u): Principal => {
      const portal = u.roles.filter(isPortalRole);
      const workplace = u.roles.filter((r) => !isPortalRole(r));
      const identity = `${u.personCode}/${u.company?.code ?? ''}`;
      return {
        name: u.username,
        roles: { workplace, portal },
        signIn: async () =>
          portal.length
            ? { face: 'portal', token: (await gatewayLogin(app, '/sav', identity)).token }
            : { face: 'workplace', token: (await login(app, u.username)).token },
      };
    }),
  ];
}

describe('the access-matrix oracle', () => {
  it('refuses rules it cannot evaluate', () => {
    expect(() => oracleAdmits({ feature: 'noSuchFeature' } as unknown as AccessRule, ['AD_administratorius'])).toThrow(/not in the feature table/);
    expect(() => oracleAdmits({ roles: ['SUPERUSER'] } as unknown as AccessRule, ['AD_administratorius'])).toThrow(/unknown roles/);
    expect(() => oracleAdmits({ roles: [] } as unknown as AccessRule, ['AD_administratorius'])).toThrow(/cannot evaluate/);
    expect(() => oracleAdmits({ anyone: true } as unknown as AccessRule, null)).toThrow(/cannot evaluate/);
    expect(() => oracleAdmits({ public: true, feature: 'main' } as unknown as AccessRule, null)).toThrow(/2 kinds/);
  });

  it('judges the rules it knows', () => {
    expect(oracleAdmits({ public: true }, null)).toBe(true);
    expect(oracleAdmits({ authenticated: true }, null)).toBe(false);
    expect(oracleAdmits({ authenticated: true }, ['EL_FA'])).toBe(true);
    expect(oracleAdmits({ feature: 'adminRights' }, ['RG'])).toBe(false);
    expect(oracleAdmits({ feature: 'ntSandoris' }, [...ALL_ROLES])).toBe(false);
    expect(oracleAdmits({ roles: ['RG', 'RGV'] }, ['RGV'])).toBe(true);
  });
});

describe.each(TEST_DIALECTS)('access matrix: every route × anonymous and every seeded role [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses to start when a route has no access rule', async () => {
    const app = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
    app.register(async (scope) => {
      scope.get('/api/matrix-probe-without-rule', async () => ({ open: true }));
    });
    await expect(app.ready()).rejects.toThrow(/has no access rule/);
    await app.close().catch(() => undefined);
  });

  it('gives no unauthorised 2xx and no 5xx', async () => {
    const routes: RouteRule[] = t.app.routeRules.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) oracleAdmits(route.access, null); // every rule must be understood

    const problems: string[] = [];
    const tally = { calls: 0, admitted2xx: 0, refused: 0 };
    const callers = principals(t.app).filter((p) => dialect === 'sqlite' || PG_CALLERS.includes(p.name));
    expect(callers.length).toBe(dialect === 'sqlite' ? 1 + DEMO_USERS.filter((u) => u.username === u.roles[0]).length : PG_CALLERS.length);
    for (const who of callers) {
      who.token = who.signIn ? await who.signIn() : undefined;
      for (const route of routes) {
        const face = faceOfUrl(route.url);
        const sessionRoles = who.token?.face === face ? who.roles[face] : null;
        const admitted = oracleAdmits(route.access, sessionRoles);
        const send = () =>
          t.app.inject({
            method: route.method as 'GET',
            url: concrete(route.url),
            headers: who.token ? bearer(who.token.token) : {},
            ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
          });
        let res = await send();
        // an earlier call (logout) may have ended this caller's session: sign in again once
        if (res.statusCode === 401 && admitted && sessionRoles !== null && who.signIn) {
          who.token = await who.signIn();
          res = await send();
        }
        tally.calls++;
        const where = `${who.name} ${route.method} ${route.url} → ${res.statusCode}`;
        if (res.statusCode >= 500) problems.push(`5xx: ${where} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 200 && res.statusCode < 300) {
          if (!admitted) problems.push(`unauthorised 2xx: ${where} (rule ${JSON.stringify(route.access)})`);
          else tally.admitted2xx++;
        }
        if (!admitted) {
          const expected = sessionRoles === null ? 401 : 403;
          if (res.statusCode !== expected) problems.push(`refused with ${res.statusCode} instead of ${expected}: ${where}`);
          else tally.refused++;
        }
      }
    }
    expect(problems).toEqual([]);
    // the matrix exercised both outcomes (a matrix where everything is refused proves nothing)
    expect(tally.admitted2xx).toBeGreaterThan(routes.length);
    expect(tally.refused).toBeGreaterThan(routes.length);
    // routes × callers grows with every issue's routes: a bound on runaway, not a timing
  }, 180_000);
});
