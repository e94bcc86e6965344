/**
 * Finds the repository paths a markdown file quotes, for tests/unit/docs/paths.test.ts:
 * relative markdown links (resolved from the file's folder) and backticked paths whose
 * first segment is a top-level entry of the repository or an entry of the file's folder
 * (resolved from the root or from that folder; either may hold it). Routes
 * (`/api/documents/:id`), placeholders (`<type>`, `{base}`, `*`), URLs and fenced code
 * blocks are not paths.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface QuotedPath {
  /** the path as written */
  quoted: string;
  /** where it may be, relative to the repository root (exists when any of them does) */
  resolved: string[];
}

/** Folders and files the app or its tools create at run time; quoting them is fine. */
export const RUN_TIME_PATHS = ['data', 'dist', '.tmp', 'node_modules', 'test-results', 'playwright-report'];

/** Folders never searched for markdown (installed, generated or run-time). */
const NOT_DOCS = new Set([...RUN_TIME_PATHS, '.git']);

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one brace group per pass, nested groups too). */
export function expandBraces(text: string): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  const [group, inner] = match;
  return inner.split(',').flatMap((choice) => expandBraces(text.replace(group, choice.trim())));
}

const PLACEHOLDER = /[<>*…$:?=\s]|\.\.\.|^-/;

function stripFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/**
 * Quoted repository paths of one markdown file (`file` relative to the root); `topLevel` and
 * `local` are the names of the root's entries and of the file's folder's entries.
 */
export function quotedPaths(markdown: string, file: string, topLevel: ReadonlySet<string>, local: ReadonlySet<string> = new Set()): QuotedPath[] {
  const text = stripFences(markdown);
  const found: QuotedPath[] = [];
  const folder = path.posix.dirname(file);

  // [text](target) — a relative link, resolved from the file's folder
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target)) continue;
    const bare = decodeURIComponent(target.split('#')[0]);
    if (bare) found.push({ quoted: target, resolved: [path.posix.normalize(path.posix.join(folder, bare))] });
  }

  // `path` — from the root or the file's folder, when its first segment is an entry of either
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const quoted = code.replace(/(:\d+(-\d+)?|#L\d+(-L?\d+)?)$/, '');
    for (const candidate of expandBraces(quoted)) {
      if (PLACEHOLDER.test(candidate) || candidate.startsWith('/')) continue;
      const first = candidate.split('/')[0];
      if (!candidate.includes('/') && !/\.\w+$/.test(candidate)) continue;
      const resolved = [
        ...(topLevel.has(first) ? [path.posix.normalize(candidate)] : []),
        ...(local.has(first) && folder !== '.' ? [path.posix.normalize(path.posix.join(folder, candidate))] : []),
      ];
      if (resolved.length) found.push({ quoted: code, resolved });
    }
  }
  return found;
}

/** Every markdown file of the repository (READMEs, decisions, folder guides), relative to `root`. */
export function markdownFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !NOT_DOCS.has(entry.name)) walk(rel);
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(rel);
    }
  };
  walk('');
  return files.sort();
}

/** Top-level names a backticked path may start with: what the repository holds, plus the run-time folders. */
export function topLevelNames(root: string): Set<string> {
  const names = fs.readdirSync(root).filter((name) => name !== '.git');
  return new Set([...names, ...RUN_TIME_PATHS]);
}

/** Names of the entries of `folder` (relative to `root`). */
export function folderNames(root: string, folder: string): Set<string> {
  return new Set(fs.readdirSync(path.join(root, folder)));
}

/** True when the path exists or lies under a run-time folder. */
export function pathExists(root: string, resolved: string): boolean {
  if (RUN_TIME_PATHS.includes(resolved.split('/')[0])) return true;
  return fs.existsSync(path.join(root, resolved.replace(/\/$/, '')));
}

/** Decision numbers that more than one file under docs/decisions/ uses. */
export function duplicateNumbers(fileNames: string[]): string[] {
  const seen = new Map<string, number>();
  for (const name of fileNames) {
    const number = /^(\d{4})-/.exec(name)?.[1];
    if (number) seen.set(number, (seen.get(number) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([number]) => number);
}
