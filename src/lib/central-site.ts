/**
 * Where the central self-service site is (spec §2.3, §4, §7, §8), as the server's setting
 * CENTRAL_SITE_URL says: GET {base}/central-site, asked once per page load. The portal calls
 * its menu.do/footer.do there and sends the browser to its home (Disagree, a failed sign-in)
 * and to its session-expired page. Until the answer comes, or if it cannot be had, the
 * built-in stand-in's path is used (the server's default too).
 */
import { CENTRAL_PAGES, CENTRAL_SITE_STAND_IN_PATH } from '../domain/central-site-markup';
import { API_BASES, currentFace } from './face';

export interface CentralSite {
  /** the base address (http(s)) or, for the stand-in, a path on this host; no trailing slash */
  base: string;
  home: string;
  /** the home page saying that the portal sign-in failed */
  signInFailed: string;
  sessionExpired: string;
  /** GET menu.do;jsessionid={xid} */
  menu(xid: string): string;
  /** GET footer.do;jsessionid={xid} */
  footer(xid: string): string;
}

/** The central site's addresses under a base (an http(s) address or a path on this host). */
export function centralSiteAt(base: string): CentralSite {
  const root = base.replace(/\/+$/, '');
  return {
    base: root,
    home: `${root}${CENTRAL_PAGES.home}`,
    signInFailed: `${root}${CENTRAL_PAGES.signInFailed}`,
    sessionExpired: `${root}${CENTRAL_PAGES.sessionExpired}`,
    menu: (xid) => `${root}${CENTRAL_PAGES.menu}${encodeURIComponent(xid)}`,
    footer: (xid) => `${root}${CENTRAL_PAGES.footer}${encodeURIComponent(xid)}`,
  };
}

/** An answer we can use: an http(s) address, or a path on this host (never '//host', which leaves it). */
const USABLE = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

let pending: Promise<CentralSite> | null = null;

async function ask(): Promise<CentralSite> {
  const response = await fetch(`${API_BASES[currentFace()]}/central-site`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`central-site: HTTP ${response.status}`);
  const { url } = (await response.json()) as { url?: unknown };
  if (typeof url !== 'string' || !USABLE.test(url)) throw new Error('central-site: unusable answer');
  return centralSiteAt(url);
}

/**
 * The central site (asked once; a failed question falls back to the stand-in for this call
 * and is asked again next time).
 */
export function centralSite(): Promise<CentralSite> {
  pending ??= ask().catch(() => {
    pending = null;
    return centralSiteAt(CENTRAL_SITE_STAND_IN_PATH);
  });
  return pending;
}

/** Forgets the answer (tests). */
export function forgetCentralSite(): void {
  pending = null;
}
