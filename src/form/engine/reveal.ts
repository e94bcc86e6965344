/**
 * "Show me this field": the error summary asks for a pointer, whoever draws it answers — a
 * block focuses its input, a list table scrolls to the row and opens the item's editor.
 */
type Handler = (pointer: string) => boolean;

export interface Revealer {
  /** asks every handler in turn until one shows the field; false when none could */
  reveal(pointer: string): boolean;
  /** registers a handler; returns its removal */
  on(handler: Handler): () => void;
}

export function createRevealer(): Revealer {
  const handlers = new Set<Handler>();
  return {
    reveal(pointer) {
      for (const handler of [...handlers]) if (handler(pointer)) return true;
      return false;
    },
    on(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

/** The id rjsf gives the input of a field (`dokumentas.idk`, idSeparator "."). */
export const fieldIdOf = (segments: readonly string[]) => segments.join('.');
