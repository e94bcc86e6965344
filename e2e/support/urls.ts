/**
 * Where the e2e server listens and how tests address its two faces. Shared by
 * playwright.config.ts (which starts the server) and the specs (which open pages).
 *
 * The server binds 127.0.0.1 only; Chromium is told to resolve both host names to that
 * address (see playwright.config.ts), so the Host header still says `localhost` or
 * `savitarna.localhost` and the server picks the face by it, exactly as in production.
 */

/** The e2e server's port (this suite's range is 4200-4299); E2E_PORT overrides it. */
export const E2E_PORT = Number(process.env.E2E_PORT || 4210);

/** The self-service host the server is started with (SELF_SERVICE_HOST). */
export const PORTAL_HOST = 'savitarna.localhost';

/** The professional workplace: Playwright's baseURL, so `page.goto('/404')` opens it. */
export const WORKPLACE_URL = `http://localhost:${E2E_PORT}`;

/** An absolute URL on the self-service portal, e.g. portalURL('/paslaugos'). */
export function portalURL(path = '/'): string {
  return `http://${PORTAL_HOST}:${E2E_PORT}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An absolute URL on the workplace (for symmetry with portalURL in mixed tests). */
export function workplaceURL(path = '/'): string {
  return `${WORKPLACE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
