/** A form's submit handler: the browser's own submit (a page load) prevented, then `handle`. */
import type { FormEvent } from 'react';

export const onSubmitted = (handle: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handle();
};
