/**
 * Which components React rendered, counted through the hook React DevTools uses
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, read by react-dom when it loads). Install it from
 * `vi.hoisted` so it is in place before react-dom is imported; then `start()`, act, `stop()`.
 * A fiber counts when its component ran in a commit (React's PerformedWork flag) in a part of
 * the tree that commit worked on (a subtree React reused is the same fiber as before: skipped).
 */
interface Fiber {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
}

export interface RenderCounter {
  /** renders by component name */
  counts: Map<string, number>;
  /** per commit, the outermost components that ran, each with its nearest named ancestors */
  outermost: string[][];
  start(): void;
  stop(): void;
}

const PERFORMED_WORK = 1;

function nameOf(type: unknown): string {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName || type.name || '?';
  if (typeof type === 'object' && type !== null) {
    const t = type as { displayName?: string; render?: unknown; type?: unknown };
    return t.displayName || nameOf(t.render ?? t.type);
  }
  return '?';
}

const isComponent = (fiber: Fiber) => typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);

function ancestors(fiber: Fiber): string {
  const names: string[] = [];
  for (let f: Fiber | null = fiber; f && names.length < 8; f = f.return) if (isComponent(f)) names.push(nameOf(f.type));
  return names.join(' < ');
}

export function installRenderCounter(): RenderCounter {
  let on = false;
  const counts = new Map<string, number>();
  const outermost: string[][] = [];
  const walk = (first: Fiber | null, previous: Fiber | null, outer: boolean, commit: string[]) => {
    let prev = previous;
    for (let fiber = first; fiber; fiber = fiber.sibling, prev = prev?.sibling ?? null) {
      if (fiber === prev) continue;
      const ran = isComponent(fiber) && (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
      if (ran) {
        const name = nameOf(fiber.type);
        counts.set(name, (counts.get(name) ?? 0) + 1);
        if (outer) commit.push(ancestors(fiber));
      }
      walk(fiber.child, prev?.child ?? null, outer && !ran, commit);
    }
  };
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: { child: Fiber | null; alternate: { child: Fiber | null } | null } }) => {
      if (!on) return;
      const commit: string[] = [];
      walk(root.current.child, root.current.alternate?.child ?? null, true, commit);
      if (commit.length > 0) outermost.push(commit);
    },
  };
  return {
    counts,
    outermost,
    start() {
      counts.clear();
      outermost.length = 0;
      on = true;
    },
    stop() {
      on = false;
    },
  };
}
