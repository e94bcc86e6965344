import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../api/config.js';

const ROOT = '/srv/registry';

describe('loadConfig — HTTP timeouts and connection limit', () => {
  it('defaults: request 30 s, headers 10 s, idle 30 s, keep-alive 5 s, 64 connections per address', () => {
    expect(loadConfig({}, ROOT).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnectionsPerAddress: 64,
    });
  });

  it('has no per-address limit by default behind a trusted proxy (every connection comes from it), unless set', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, ROOT).http.maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '500' }, ROOT).http.maxConnectionsPerAddress).toBe(500);
  });

  it('takes the settings in seconds', () => {
    const { http } = loadConfig(
      {
        REQUEST_TIMEOUT_SECONDS: '120',
        HEADERS_TIMEOUT_SECONDS: '20',
        IDLE_TIMEOUT_SECONDS: '45',
        KEEP_ALIVE_TIMEOUT_SECONDS: '75',
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      },
      ROOT,
    );
    expect(http).toEqual({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 20_000,
      idleTimeoutMs: 45_000,
      keepAliveTimeoutMs: 75_000,
      maxConnectionsPerAddress: 0,
    });
  });

  it('refuses zero or absurd timeouts, and a headers timeout above the request timeout', () => {
    let error: unknown;
    try {
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '0', IDLE_TIMEOUT_SECONDS: 'soon', KEEP_ALIVE_TIMEOUT_SECONDS: '99999', MAX_CONNECTIONS_PER_ADDRESS: '-1' }, ROOT);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['REQUEST_TIMEOUT_SECONDS', 'IDLE_TIMEOUT_SECONDS', 'KEEP_ALIVE_TIMEOUT_SECONDS', 'MAX_CONNECTIONS_PER_ADDRESS'])
      expect((error as ConfigError).message).toContain(name);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' }, ROOT)).toThrow(
      /HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS/,
    );
  });
});
