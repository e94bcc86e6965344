/**
 * The built-in stand-in of the central self-service site (spec §2.3, §7), served by this
 * server under CENTRAL_SITE_STAND_IN_PATH while CENTRAL_SITE_URL is unset — outside the API
 * bases, because it plays another site:
 * - GET /            home: enter the portal with a fresh central session id (xid); ?klaida=prisijungimas says the sign-in failed
 * - GET /menu.do;jsessionid={xid}, GET /footer.do;jsessionid={xid}   the fragments the portal embeds
 * - GET /sesija-baigesi   where the portal sends an ended session
 * - GET /{section}   the sections its menu links to
 * It keeps no sessions: any well-formed xid is a live session (the same pattern the gateway
 * accepts); a missing or malformed one gets the login page, which carries no frame marker,
 * so the portal reads it as "unrecognised" (spec §8).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { standInHome, standInPage } from '../../../src/domain/contracts/central-site.js';
import { CENTRAL_SITE_STAND_IN_PATH } from '../../config.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HOME_NOTICES, SECTIONS, renderFooter, renderHome, renderMenu, renderSection, renderSessionExpired, renderUnknownSession } from './pages.js';

/** The central session ids the stand-in accepts: the gateway's xid pattern. */
export const XID = /^[A-Za-z0-9._:-]{1,200}$/;
const FRAGMENT = /^(menu|footer)\.do(?:;jsessionid=(.*))?$/;

const publicAccess = { public: true } as const;
const newXid = () => randomBytes(18).toString('base64url');

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export default async function centralSiteStandInRoutes(app: FastifyInstance) {
  const base = CENTRAL_SITE_STAND_IN_PATH;

  contractRoute(app, standInHome, {
    access: publicAccess,
    handler: async (request, reply) => {
      const { klaida } = request.query;
      const notice = typeof klaida === 'string' && Object.hasOwn(HOME_NOTICES, klaida) ? HOME_NOTICES[klaida]! : null;
      return html(reply, renderHome(base, newXid(), notice));
    },
  });

  contractRoute(app, standInPage, {
    access: publicAccess,
    handler: async (request, reply) => {
      const { page } = request.params;
      const fragment = FRAGMENT.exec(page);
      if (fragment) {
        const xid = fragment[2] ?? '';
        if (!XID.test(xid)) return html(reply, renderUnknownSession(base));
        return html(reply, fragment[1] === 'menu' ? renderMenu(base, 0) : renderFooter());
      }
      if (page === 'sesija-baigesi') return html(reply, renderSessionExpired(base, newXid()));
      if (Object.hasOwn(SECTIONS, page)) return html(reply, renderSection(base, SECTIONS[page]!));
      return html(reply, renderSection(base, 'Puslapis nerastas'), 404);
    },
  });
}
