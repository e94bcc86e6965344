import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../../api/config.js';

const ROOT = '/srv/registry';

describe('loadConfig', () => {
  it('defaults to SQLite under data/, port 3000 and the savitarna.localhost portal host', () => {
    const c = loadConfig({}, ROOT);
    expect(c.database).toEqual({ kind: 'sqlite', file: '/srv/registry/data/registry.sqlite', writeBatch: true });
    expect(c.port).toBe(3000);
    expect(c.host).toBe('localhost');
    expect(c.selfServiceHost).toBe('savitarna.localhost');
    expect(c.demoPassword).toBe(DEFAULT_DEMO_PASSWORD);
  });

  it('takes PostgreSQL when DATABASE_URL is postgres://', () => {
    // STAND_INS: off by default with PostgreSQL, and off needs real providers (tests/api/stand-ins.test.ts)
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/reg', STAND_INS: 'on' }, ROOT);
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/reg' });
  });

  it('resolves sqlite:<file> against the root', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }, ROOT).database).toEqual({
      kind: 'sqlite',
      file: '/srv/registry/tmp/x.sqlite',
      writeBatch: true,
    });
  });

  it('turns group commit off with WRITE_BATCH=off and refuses anything but on or off', () => {
    expect(loadConfig({ WRITE_BATCH: 'off' }, ROOT).database).toMatchObject({ kind: 'sqlite', writeBatch: false });
    expect(loadConfig({ WRITE_BATCH: 'on' }, ROOT).database).toMatchObject({ kind: 'sqlite', writeBatch: true });
    expect(() => loadConfig({ WRITE_BATCH: 'sometimes' }, ROOT)).toThrow(/WRITE_BATCH must be on or off/);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig(
        { PORT: 'eighty', DATABASE_URL: 'mysql://x', SELF_SERVICE_HOST: 'http://bad host', DEMO_PASSWORD: 'short', LOG_LEVEL: 'loud', SEED_DEMO_DATA: 'maybe' },
        ROOT,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SELF_SERVICE_HOST', 'DEMO_PASSWORD', 'LOG_LEVEL', 'SEED_DEMO_DATA']) expect(message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(6);
  });

  it('seeds demo data only in the demo mode: on by default with the stand-ins, off without them, refused when asked for without them', () => {
    expect(loadConfig({}, ROOT).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }, ROOT).seedDemoData).toBe(false);
    expect(() => loadConfig({ STAND_INS: 'off', SEED_DEMO_DATA: 'true' }, ROOT)).toThrow(/SEED_DEMO_DATA=true needs STAND_INS=on/);
  });

  it("takes the portal's public address from SELF_SERVICE_URL (default the local portal) and refuses one that is no http(s) base address", () => {
    expect(loadConfig({}, ROOT).selfServiceUrl).toBe('http://savitarna.localhost:3000');
    expect(loadConfig({ SELF_SERVICE_HOST: 'portal.test', PORT: '8080' }, ROOT).selfServiceUrl).toBe('http://portal.test:8080');
    expect(loadConfig({ SELF_SERVICE_URL: 'https://savitarna.example.lt/' }, ROOT).selfServiceUrl).toBe('https://savitarna.example.lt');
    expect(loadConfig({ PORT: '8080' }, ROOT).workplaceUrl).toBe('http://localhost:8080');
    expect(loadConfig({ WORKPLACE_URL: 'https://registras.example.lt/' }, ROOT).workplaceUrl).toBe('https://registras.example.lt');
    expect(() => loadConfig({ WORKPLACE_URL: 'ftp://x' }, ROOT)).toThrow(/WORKPLACE_URL must be an http\(s\) address/);
    for (const bad of ['savitarna.example.lt', 'ftp://x.lt', 'https://x.lt/?a=1', 'https://u:p@x.lt']) {
      expect(() => loadConfig({ SELF_SERVICE_URL: bad }, ROOT)).toThrow(/SELF_SERVICE_URL/);
    }
  });

  it("reads the broker worker's interval from BROKER_SEND_MINUTES, apart from the outbox sender's", () => {
    expect(loadConfig({}, ROOT).brokerSendMinutes).toBe(1);
    const c = loadConfig({ BROKER_SEND_MINUTES: '5', OUTBOX_SEND_MINUTES: '0' }, ROOT);
    expect(c.brokerSendMinutes).toBe(5);
    expect(c.mail.sendMinutes).toBe(0);
    expect(() => loadConfig({ BROKER_SEND_MINUTES: '-1' }, ROOT)).toThrow(/BROKER_SEND_MINUTES/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' }, ROOT)).toThrow(/PORT/);
  });
});
