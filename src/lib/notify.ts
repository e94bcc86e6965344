/**
 * The snackbar queue. Anything may push a notification; the one <Notifier/> of the shell
 * shows them one at a time (src/app/notifier.tsx). Errors carry an optional title and a
 * list of details (e.g. the validation messages of a 422).
 */

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: number;
  severity: NotificationSeverity;
  title?: string;
  message: string;
  details?: readonly string[];
}

export type NotificationInput = Omit<Notification, 'id' | 'severity'>;

/** The part of the store that producers (e.g. the API client) need. */
export interface Notify {
  success(message: string): void;
  info(message: string): void;
  error(input: NotificationInput): void;
}

export interface NotifyStore extends Notify {
  push(severity: NotificationSeverity, input: NotificationInput): void;
  /** The notification on screen now, or null. */
  current(): Notification | null;
  /** Removes a notification (the shown one when it closes, so the next appears). */
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
}

/** Creates an independent queue (tests make their own; the app uses `notify`). */
export function createNotifyStore(): NotifyStore {
  let queue: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const push = (severity: NotificationSeverity, input: NotificationInput) => {
    const last = queue[queue.length - 1];
    // The same message twice in a row (e.g. two parallel requests failing alike) shows once.
    if (last && last.severity === severity && last.message === input.message && last.title === input.title) return;
    queue = [...queue, { ...input, severity, id: nextId++ }];
    changed();
  };
  return {
    push,
    success: (message) => push('success', { message }),
    info: (message) => push('info', { message }),
    error: (input) => push('error', input),
    current: () => queue[0] ?? null,
    dismiss(id) {
      const next = queue.filter((n) => n.id !== id);
      if (next.length === queue.length) return;
      queue = next;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide queue. */
export const notify: NotifyStore = createNotifyStore();
