/**
 * The one way a successful write is announced (spec §7, decision 0096): the answer's
 * `meta.message` (a server key, with `meta.params`) becomes the data-ok event, which the
 * shells show as the green snackbar. The API client calls it for every write; a write it
 * cannot carry (a multipart upload) calls it through `announce` (client.ts).
 */
import type { AppEvents, EventBus } from '../events';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Emits data-ok with the translated `meta.message` of a write's answer; nothing when it has none. */
export function announceSuccess(body: unknown, translate: (key: string, params?: Record<string, unknown>) => string, events: EventBus<AppEvents>): void {
  if (!isObject(body) || !isObject(body.meta) || typeof body.meta.message !== 'string' || !body.meta.message) return;
  const params = isObject(body.meta.params) ? body.meta.params : undefined;
  events.emit('data-ok', { message: translate(body.meta.message, params) });
}
