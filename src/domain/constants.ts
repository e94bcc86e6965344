/**
 * Business constants and limits of spec §9, shared by the browser and the server. Pure
 * numbers only: settings that an operator may change live in src/lib/config.ts (browser)
 * and api/config.ts (server).
 */
import { PARAMETERS } from './admin/parameters.js';

/** Default request timeout (spec §7/§9: 50 s; the alternative reading is 5,400,000 ms). */
export const REQUEST_TIMEOUT_MS = 50_000;
/** The longest timeout the browser setting accepts (the spec's alternative reading, 90 min). */
export const MAX_REQUEST_TIMEOUT_MS = 5_400_000;
/** A held document, request or certificate lock is re-sent this often. */
export const LOCK_RESEND_MS = 50_000;
/** Keep-alive ping interval. */
export const KEEP_ALIVE_MS = 60_000;
/** The portal re-fetches the central self-service menu this often. */
export const PORTAL_MENU_REFRESH_MS = 60_000;
/** How long a snackbar stays on screen. */
export const SNACKBAR_MS = 3_000;
/** The scroll-to-top button appears after this much vertical scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;
/** Dialog widths in px: the usual dialog and the wide one. */
export const DIALOG_WIDTH = { standard: 700, wide: 800 } as const;
/** A lazily loaded route chunk that has not arrived by then counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Idle session length when the user's atjungimo_laikas is not above zero: the parameter's default. */
export const DEFAULT_IDLE_MINUTES = PARAMETERS.ATJUNGIMO_LAIKAS.default;
/** Asset table refresh per asset kind, and the overall table refresh. */
export const ASSET_TABLE_REFRESH_MS = 3_000;
export const OVERALL_TABLE_REFRESH_MS = 5_000;
/** IDK (identification code) length in digits (spec §5). */
export const IDK_LENGTH = 14;
/** The only currency. */
export const CURRENCY = 'EUR';
