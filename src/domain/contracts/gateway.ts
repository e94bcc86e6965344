/**
 * External sign-in of both faces (api/modules/gateway, spec §2.1 /ipasas, §7 POST ipasas):
 * the browser starts at GET {base}/ipasas/start, the gateway returns it to /ipasas?enc=…&xid=…,
 * and the page posts the assertion to POST {base}/ipasas?xid=…. While the local stand-in is
 * the gateway, it serves its own page under {base}/gateway/login.
 */
import { signInAnswer } from './auth.js';
import { tagged } from './endpoint.js';
import { closedObject, exact } from './shapes.js';

const auth = tagged(['auth']);
const standIn = tagged(['gateway stand-in']);

const XID = '^[A-Za-z0-9._:-]{1,200}$';

const xidQuery = closedObject({ xid: { type: 'string', pattern: XID, description: 'Central self-service session id, handed back untouched' } });

export const startGatewaySignIn = auth.get('/ipasas/start', 'Sends the browser to the e-government gateway (302)', {
  query: xidQuery,
  responses: {},
});

const { zinutes: _zinutes, ...gatewayAnswerProperties } = signInAnswer.properties;

export const gatewaySignIn = auth.post(
  '/ipasas',
  "Signs in with the gateway's assertion (enc). 401 errors.gateway_assertion_invalid / _expired, 403 errors.gateway_unknown_user",
  {
    query: xidQuery,
    body: exact({ enc: { type: 'string', minLength: 1, maxLength: 8192 } }),
    responses: { 200: { ...signInAnswer, properties: gatewayAnswerProperties } },
  },
);

export const standInLoginPage = standIn.get('/gateway/login', 'The local stand-in of the e-government gateway: pick a demo person (HTML)', {
  query: closedObject({ xid: { type: 'string', pattern: XID } }),
  responses: {},
});

export const standInIssue = standIn.post(
  '/gateway/login',
  'Issues a signed, two-minute, single-use assertion for the chosen person and returns the browser to /ipasas (303)',
  {
    consumes: ['application/x-www-form-urlencoded'],
    body: closedObject({ identity: { type: 'string', minLength: 1, maxLength: 50 }, xid: { type: 'string', pattern: XID } }, ['identity']),
    responses: {},
  },
);
