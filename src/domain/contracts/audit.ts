/** Verification of the audit hash chain (api/modules/audit-chain; decision 0075), workplace only (/api). */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { exact } from './shapes.js';

export const CHAIN_PROBLEMS = ['edited', 'link', 'missing', 'order', 'unchained', 'head', 'seal'] as const;

export const chainReport = exact({
  ok: { type: 'boolean' },
  events: { type: 'integer', description: 'events checked intact before the first broken link' },
  sealedDays: { type: 'integer' },
  broken: {
    anyOf: [
      exact({
        problem: { type: 'string', enum: CHAIN_PROBLEMS },
        id: { type: ['integer', 'null'] },
        seq: { type: ['integer', 'null'] },
        day: { type: ['string', 'null'] },
      }),
      { type: 'null' },
    ],
  },
});
export type ChainReport = FromSchema<typeof chainReport>;

export const verifyAudit = tagged(['audit']).get(
  '/audit/verify',
  'Walks the audit hash chain and names its first broken link (an edited, deleted or moved event, the head, a daily seal)',
  { responses: { 200: chainReport } },
);
