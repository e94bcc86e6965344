/** System facts every face reads (api/modules/system): version, health, tooltips, the banner. */
import { defineEndpoint } from './endpoint.js';
import { nullableText } from './shared.js';
import { closedObject, exact } from './shapes.js';

const tags = ['system'];

export const getVersion = defineEndpoint({
  method: 'GET',
  path: '/version',
  tags,
  summary: 'Application version (footer version line)',
  responses: { 200: exact({ version: { type: 'string' } }) },
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  tags,
  summary: 'Liveness: the process answers (no database round trip)',
  responses: { 200: exact({ status: { type: 'string' } }) },
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  tags,
  summary: 'Readiness: the database answers',
  responses: {
    200: exact({ status: { type: 'string' }, database: { type: 'string' } }),
  },
});

/** spec §3: too_kodas, too_tekstas, too_aktyvus (only active ones are served). */
export const tooltip = exact({ too_kodas: { type: 'string' }, too_tekstas: { type: 'string' }, too_aktyvus: { type: 'boolean' } });

export const getTooltips = defineEndpoint({
  method: 'GET',
  path: '/tooltip',
  tags,
  summary: 'Active field help texts, in Lithuanian or (kalba=en) English where an English text is set',
  query: closedObject({ kalba: { type: 'string', enum: ['lt', 'en'], default: 'lt' } }),
  responses: { 200: { type: 'array', items: tooltip } },
});

export const getSystemInfo = defineEndpoint({
  method: 'GET',
  path: '/system-info',
  tags,
  summary: 'System-information banner text (also returned by keep-alive), and whether the stand-ins of the external systems run (the demo banner)',
  responses: {
    200: exact({
      sistemos_informavimas: nullableText,
      standIns: { type: 'boolean', description: 'STAND_INS: sign-in, e-signature, payment and the external registers are local stand-ins (demo mode)' },
    }),
  },
});
