import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_FAULTS } from '../../../api/modules/signing/signing.js';
import { ACTION_INFO } from '../../../src/domain/lifecycle/actions.js';
import { ACTION_FORMS } from '../../../src/domain/lifecycle/forms/index.js';
import { decide, type Actor, type Situation } from '../../../src/domain/lifecycle/machine.js';
import { formatRegistryNumber, isRegistryNumber } from '../../../src/domain/lifecycle/registry-number.js';
import { ACTIONS, STATUSES } from '../../../src/domain/lifecycle/statuses.js';
import { createAjv } from '../../../src/domain/schema/create-ajv.js';

const bools = [false, true];
const everyone: Actor = { isProvider: true, isApprover: true, isRegistrar: true };

/** Every situation the machine can be asked about. */
function* situations(): Generator<Situation> {
  for (const lifecycle of ['professional', 'self-service'] as const)
    for (const status of STATUSES)
      for (const signed of bools)
        for (const needsApproval of bools)
          for (const needsPayment of bools)
            for (const needsNotaryApproval of bools)
              for (const approved of bools) yield { lifecycle, status, signed, needsApproval, needsPayment, needsNotaryApproval, approved };
}

describe('action facts', () => {
  it('name a critical-error message exactly for the actions the machine errors-checks (spec §4)', () => {
    for (const s of situations()) {
      for (const action of ACTIONS) {
        const d = decide(action, everyone, s);
        if (d.ok) expect(d.errorCheck, action).toBe(ACTION_INFO[action].criticalKey !== null);
      }
    }
    expect(ACTION_INFO.perduoti.criticalKey).toBe('errors.transfer_critical_errors');
    expect(ACTION_INFO.pasirasyti.criticalKey).toBe('errors.signing_critical_errors');
    expect(ACTION_INFO.iregistruoti.criticalKey).toBe('errors.registration_critical_errors');
  });

  it("only registrars' actions are registrar decisions", () => {
    for (const action of ACTIONS) {
      const byRegistrarOnly = [...situations()].some((s) => decide(action, { isProvider: false, isApprover: false, isRegistrar: true }, s).ok);
      expect(ACTION_INFO[action].registrarDecision, action).toBe(byRegistrarOnly);
    }
  });

  it('have form schemas that compile with the shared AJV factory and are closed', () => {
    const ajv = createAjv();
    for (const action of ACTIONS) {
      const schema = ACTION_FORMS[action];
      expect(schema.additionalProperties, action).toBe(false);
      expect(() => ajv.getSchema(schema.$id) ?? ajv.compile(schema), action).not.toThrow();
    }
  });
});

describe('registry numbers', () => {
  it('are register-year-sequence with six digits at least', () => {
    expect(formatRegistryNumber('STSR', 2026, 123)).toBe('STSR-2026-000123');
    expect(formatRegistryNumber('NTR', 2027, 1234567)).toBe('NTR-2027-1234567');
    expect(isRegistryNumber('STSR-2026-000123')).toBe(true);
    expect(isRegistryNumber('STSR-26-123')).toBe(false);
    expect(() => formatRegistryNumber('STSR', 2026, 0)).toThrow();
  });
});

describe('lifecycle texts', () => {
  /** Text keys the server and the forms use: 'lifecycle.<group>.<…>' (audit action names have one dot only). */
  function usedKeys(): string[] {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const keys = new Set<string>();
    for (const file of [...files('api/modules'), ...files('src/domain/lifecycle')].filter((f) => /\.(ts|json)$/.test(f))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"](lifecycle\.[A-Za-z_]+\.[A-Za-z_.]*[A-Za-z_])['"]/g)) keys.add(m[1]);
    }
    for (const reason of SIGNATURE_FAULTS) keys.add(`lifecycle.signature.${reason}`);
    for (const action of ACTIONS) keys.add(`lifecycle.actions.${action}`);
    for (const status of STATUSES) keys.add(`lifecycle.statuses.${status}`);
    return [...keys];
  }
  const has = (tree: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree) !==
    undefined;

  it.each(['lt', 'en'])('exist in locales/%s/common.json', (lng) => {
    const texts = JSON.parse(fs.readFileSync(`locales/${lng}/common.json`, 'utf8')) as unknown;
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((k) => !has(texts, k))).toEqual([]);
  });

  it('quote the spec word for word (lt)', () => {
    const lt = JSON.parse(fs.readFileSync('locales/lt/common.json', 'utf8')) as {
      lifecycle: { confirm: Record<string, string> };
      errors: Record<string, string>;
    };
    expect(lt.lifecycle.confirm).toMatchObject({
      perduoti: 'Ar norite duomenis perduoti registrui?',
      patvirtinti: 'Ar norite patvirtinti duomenis?',
      pasirasyti: 'Ar tikrai norite pasirašyti?',
      iregistruoti: 'Ar norite duomenis įrašyti į registrą?',
    });
    expect(lt.errors).toMatchObject({
      transfer_critical_errors: 'Perdavimas negalimas, aptikta kritinių klaidų.',
      signing_critical_errors: 'Pasirašymas negalimas, aptikta kritinių klaidų.',
      registration_critical_errors: 'Įregistravimas negalimas, aptikta kritinių klaidų.',
    });
  });
});
