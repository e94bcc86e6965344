/**
 * Runs work that changes the layout (a field's message after it loses focus) only once the
 * pointer press that moved the focus is over. A field blurs on mousedown; if its message
 * appeared at once, the button being pressed could move before mouseup and the click would
 * land elsewhere or nowhere ("Toliau" lost). Keyboard focus changes run at once.
 */
let pressed = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  document.addEventListener('pointercancel', () => (pressed = false), { capture: true });
  document.addEventListener('pointerup', () => (pressed = false), { capture: true });
}

/** Runs `work` now, or after the current pointer press has been released (and its click handled) or cancelled. */
export function afterPress(work: () => void): void {
  listen();
  if (!pressed) {
    work();
    return;
  }
  // after pointerup, the click of the same press is dispatched in the same task; the timer runs after it.
  // A cancelled press ends too (no click follows): whichever comes first runs the work and removes both.
  const release = (): void => {
    document.removeEventListener('pointerup', release, { capture: true });
    document.removeEventListener('pointercancel', release, { capture: true });
    setTimeout(work, 0);
  };
  document.addEventListener('pointerup', release, { capture: true });
  document.addEventListener('pointercancel', release, { capture: true });
}
