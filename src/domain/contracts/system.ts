/** System facts every face reads (api/modules/system): version, health, tooltips, the banner. */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { nullableText } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['system']);

export const getVersion = api.get('/version', 'Application version (footer version line)', { responses: { 200: exact({ version: { type: 'string' } }) } });

export const getHealth = api.get('/health', 'Liveness: the process answers (no database round trip)', {
  responses: { 200: exact({ status: { type: 'string' } }) },
});

export const getReadiness = api.get('/health/ready', 'Readiness: the database answers', {
  responses: {
    200: exact({ status: { type: 'string' }, database: { type: 'string' } }),
  },
});

/** spec §3: too_kodas, too_tekstas, too_aktyvus (only active ones are served). */
export const tooltip = exact({ too_kodas: { type: 'string' }, too_tekstas: { type: 'string' }, too_aktyvus: { type: 'boolean' } });
export type Tooltip = FromSchema<typeof tooltip>;

export const getTooltips = api.get('/tooltip', 'Active field help texts, in Lithuanian or (kalba=en) English where an English text is set', {
  query: closedObject({ kalba: { type: 'string', enum: ['lt', 'en'], default: 'lt' } }),
  responses: { 200: { type: 'array', items: tooltip } },
});

export const getSystemInfo = api.get(
  '/system-info',
  'System-information banner text (also returned by keep-alive), and whether the stand-ins of the external systems run (the demo banner)',
  {
    responses: {
      200: exact({
        sistemos_informavimas: nullableText,
        standIns: { type: 'boolean', description: 'STAND_INS: sign-in, e-signature, payment and the external registers are local stand-ins (demo mode)' },
      }),
    },
  },
);
