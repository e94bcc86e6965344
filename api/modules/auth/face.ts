/**
 * The face a request speaks to, for sessions: the API base decides (/sav = portal, /api =
 * workplace), so a token issued for one face never works on the other. Outside the API
 * bases (none today) the Host header's face (api/plugins/faces.ts) is used.
 */
import type { FastifyRequest } from 'fastify';
import type { Face } from '../../plugins/faces.js';

export function apiFaceOf(request: FastifyRequest): Face {
  const url = request.routeOptions.url ?? request.url;
  if (url === '/sav' || url.startsWith('/sav/')) return 'portal';
  if (url === '/api' || url.startsWith('/api/')) return 'workplace';
  return request.face;
}
