/**
 * The built-in stand-in of the central self-service site (api/modules/central-site): served
 * outside the API bases under CENTRAL_SITE_STAND_IN_PATH, because it plays another site; its
 * routes answer HTML and stay out of the OpenAPI document (`hidden`).
 */
import { CENTRAL_SITE_STAND_IN_PATH } from '../central-site-markup.js';
import { tagged } from './endpoint.js';
import { exact } from './shapes.js';

const api = tagged(['central site stand-in']);

export const standInHome = api.get(
  `${CENTRAL_SITE_STAND_IN_PATH}/`,
  'Home: enter the portal with a fresh central session id; ?klaida=prisijungimas says the sign-in failed (HTML)',
  {
    hidden: true,
    // any query is taken; only a known klaida text shows a notice
    query: { type: 'object', properties: { klaida: {} } },
    responses: {},
  },
);

export const standInPage = api.get(
  `${CENTRAL_SITE_STAND_IN_PATH}/:page`,
  'The menu and footer fragments (menu.do;jsessionid={xid}), the ended-session page and the sections (HTML)',
  { hidden: true, params: exact({ page: { type: 'string' } }), responses: {} },
);
