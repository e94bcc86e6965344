/**
 * The face a request speaks to, for sessions: the API base decides (/sav = portal, /api =
 * workplace), so a token issued for one face never works on the other. Outside the API
 * bases (none today) the Host header's face (api/plugins/faces.ts) is used.
 */
import type { FastifyRequest } from 'fastify';
import { apiBaseOf } from '../../lib/api-bases.js';
import type { Face } from '../../plugins/faces.js';

/** The face of the base the client called (a route serving both bases is registered once: api/lib/api-bases.ts). */
export function apiFaceOf(request: FastifyRequest): Face {
  const base = apiBaseOf(request);
  if (base === '/sav') return 'portal';
  if (base === '/api') return 'workplace';
  return request.face;
}
