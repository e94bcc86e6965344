/**
 * The settings that choose the implementation behind each external-system seam
 * (api/config.ts EXTERNAL_SYSTEMS): PAYMENT_PROVIDER for the cart, and likewise the sign-in
 * gateway, e-signature, land register and foreign legal-entity register. Unset means the
 * built-in stand-in `local`; an unknown name refuses to start with a message naming the
 * setting, the known names and where another implementation goes.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, EXTERNAL_SYSTEMS, loadConfig } from '../../api/config.js';

const SETTINGS = Object.values(EXTERNAL_SYSTEMS).map((s) => s.setting);

describe('external-system settings', () => {
  it('default to the local stand-ins', () => {
    expect(loadConfig({}).externalSystems).toEqual({
      signInGateway: 'local',
      signingProvider: 'local',
      paymentProvider: 'local',
      landRegister: 'local',
      foreignEntityRegister: 'local',
    });
    expect(loadConfig({ PAYMENT_PROVIDER: 'local' }).externalSystems.paymentProvider).toBe('local');
  });

  it.each(SETTINGS)('%s with an unknown name refuses to start, saying what is known', (setting) => {
    let error: unknown;
    try {
      loadConfig({ [setting]: 'stripe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${setting} must be one of: local (got "stripe")`);
    expect(problems[0]).toMatch(/api\/modules\/[a-z-]+/);
  });

  it('takes names exactly: Local is not local', () => {
    expect(EXTERNAL_SYSTEMS.paymentProvider.setting).toBe('PAYMENT_PROVIDER');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'Local' })).toThrow(/PAYMENT_PROVIDER must be one of: local/);
  });
});
