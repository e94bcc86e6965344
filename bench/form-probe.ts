/**
 * What the form bench runs inside the page (installed with addInitScript before any page
 * script): the moment the form becomes interactive with the data loaded, and for every
 * keystroke its time to the next paint from two sources —
 *  - the Event Timing API (PerformanceObserver type 'event', durationThreshold 16): the
 *    browser's own keystroke-to-next-paint, reported only for interactions of ≥ 16 ms;
 *  - rAF-after-input: keydown's timestamp to a task queued from the next animation frame,
 *    i.e. just after that frame was painted (measures every keystroke, fast ones too).
 * Per keystroke the harness takes Event Timing's duration when it reported one, else the rAF
 * figure, and says how many came from each.
 */

export interface ProbeEntry {
  /** keydown's event.timeStamp (ms since navigation start) */
  start: number;
  /** rAF-after-input: ms from keydown to just after the next paint */
  raf: number;
}

export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

export interface ProbeState {
  interactiveAt: number | null;
  keys: ProbeEntry[];
  events: EventEntry[];
}

declare global {
  interface Window {
    __benchProbe?: ProbeState;
  }
}

/**
 * The init script (serialised by Playwright; runs in the page, so self-contained).
 * @param ready CSS selector of the input that must show `value` for the form to be interactive
 */
export function installProbe({ selector, value }: { selector: string; value: string }): void {
  const probe: ProbeState = { interactiveAt: null, keys: [], events: [] };
  window.__benchProbe = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        probe.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: (e as { interactionId?: number }).interactionId ?? 0 });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // no Event Timing in this browser: the rAF figures stand alone
  }
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => probe.keys.push({ start, raf: performance.now() - start });
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  // checked before every frame: an input's value is a property, which no MutationObserver sees
  const check = () => {
    const el = document.querySelector<HTMLInputElement>(selector);
    if (el && !el.disabled && el.value === value) {
      // this frame paints it: the moment just after the paint
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.interactiveAt = performance.now());
      channel.port2.postMessage(null);
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Keystroke-to-next-paint per keystroke: Event Timing's duration of the interaction whose
 * keydown started at the keystroke's timestamp, when reported; otherwise the rAF figure.
 */
export function keystrokeLatencies(probe: Pick<ProbeState, 'keys' | 'events'>): { values: number[]; fromEventTiming: number } {
  let fromEventTiming = 0;
  const values = probe.keys.map((k) => {
    const keydown = probe.events.find((e) => e.name === 'keydown' && Math.abs(e.startTime - k.start) < 1);
    if (!keydown) return k.raf;
    fromEventTiming++;
    const same = probe.events.filter((e) => keydown.interactionId !== 0 && e.interactionId === keydown.interactionId);
    return Math.max(keydown.duration, ...same.map((e) => e.duration));
  });
  return { values, fromEventTiming };
}
