/** System facts every face needs: version, tooltips, system parameters, the banner. */
import pkg from '../../../package.json' with { type: 'json' };
import { isParameterText, parameterValue, type ParameterCode } from '../../../src/domain/admin/parameters.js';
import { createParameterCache } from './parameter-cache.js';
import * as repo from './repository.js';
import type { Tooltip } from '../../../src/domain/contracts/system.js';
import { servicePlugin } from '../../lib/service-plugin.js';

export interface SystemService {
  version(): string;
  /** Active help texts (spec §3: too_aktyvus is always true); English where one is set, else the Lithuanian (the fallback of every text). */
  tooltips(language?: 'lt' | 'en'): Promise<Tooltip[]>;
  systemInformation(): Promise<string | null>;
  /**
   * A system parameter's typed value, through the cache of parameter-cache.ts: the one way
   * every module reads one. A stored text outside its schema gives the declared default
   * (src/domain/admin/parameters.ts) and a warning in the log.
   */
  setting(code: ParameterCode): Promise<number>;
  /** Drops the cached parameters: call after changing them (the admin module does). */
  parametersChanged(): void;
  /** One database round trip (readiness). */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    systemService: SystemService;
  }
}

export default servicePlugin(
  'systemService',
  async function systemService(app, db) {
    const parameters = createParameterCache(() => repo.allParameters(db), app.clock);
    return {
      version: () => pkg.version,
      tooltips: async (language = 'lt') =>
        (await repo.listActiveTooltips(db)).map((t) => ({
          too_kodas: t.code,
          too_tekstas: (language === 'en' ? t.text_en : null) ?? t.text,
          too_aktyvus: true,
        })),
      systemInformation: () => repo.currentSystemInfo(db, app.clock.now().toISOString()),
      async setting(code) {
        const raw = await parameters.get(code);
        if (!isParameterText(code, raw)) app.log.warn({ code, value: raw }, 'system parameter missing or outside its schema; using the default');
        return parameterValue(code, raw);
      },
      parametersChanged: () => parameters.invalidate(),
      ping: async () => {
        await repo.getParameter(db, '__ping__');
      },
    } satisfies SystemService;
  },
  { name: 'system-service', dependencies: ['db'] },
);
