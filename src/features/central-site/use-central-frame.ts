/**
 * The central self-service site's frame for the signed-in citizen (spec §2.3, §7, §8, §9):
 * menu.do and footer.do with the session's xid, at once and then the menu every 60 s — one
 * timer, stopped when the xid goes (sign-out) or the layout unmounts.
 * - A menu answer without the frame marker is a `sign-in` problem when no menu of this xid
 *   was recognised yet (first load), a `session` problem after that; the timer stops and the
 *   caller ends the session (src/features/auth PortalSession).
 * - An unavailable site keeps the last frame (or none) and is asked again at the next tick.
 * Without an xid (a visitor, or a sign-in that did not come from the central site) nothing
 * is fetched and the portal shows its own frame only.
 * The parser and sanitizer load on demand, so a visitor's first page does not carry them.
 */
import { useEffect, useState } from 'react';
import { centralSite } from '../../lib/central-site';
import { PORTAL_MENU_REFRESH_MS } from '../../domain/constants';
import { fetchCentral } from './fetch-central';
import type { CentralFrame } from './parse-frame';
import type { SafeNode } from './sanitize';

export type CentralProblem = 'sign-in' | 'session';

export interface CentralFrameState {
  frame: CentralFrame | null;
  footer: SafeNode[] | null;
  problem: CentralProblem | null;
}

const EMPTY: CentralFrameState = { frame: null, footer: null, problem: null };

export function useCentralFrame(xid: string | null | undefined): CentralFrameState {
  const [state, setState] = useState<{ xid: string; value: CentralFrameState } | null>(null);

  useEffect(() => {
    if (!xid) return;
    const controller = new AbortController();
    let recognised = false;
    let footerRead = false;
    const update = (change: Partial<CentralFrameState>) =>
      setState((previous) => ({ xid, value: { ...(previous?.xid === xid ? previous.value : EMPTY), ...change } }));

    async function load() {
      const [site, parser] = await Promise.all([centralSite(), import('./parse-frame')]);
      const [menu, footer] = await Promise.all([
        fetchCentral(site.menu(xid!), controller.signal),
        footerRead ? null : fetchCentral(site.footer(xid!), controller.signal),
      ]);
      if (controller.signal.aborted || menu.kind === 'unavailable') return;
      const frame = parser.parseMenu(menu.html, menu.url);
      if (!frame) {
        clearInterval(timer);
        update({ problem: recognised ? 'session' : 'sign-in' });
        return;
      }
      recognised = true;
      const change: Partial<CentralFrameState> = { frame };
      if (footer?.kind === 'answer') {
        footerRead = true;
        change.footer = parser.parseFooter(footer.html, footer.url);
      }
      update(change);
    }
    const run = () => {
      load().catch(() => {
        // aborted on unmount, or the parser chunk could not load: the next tick tries again
      });
    };

    const timer = setInterval(run, PORTAL_MENU_REFRESH_MS);
    run();
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [xid]);

  return xid && state?.xid === xid ? state.value : EMPTY;
}
