/**
 * The studio's edit → preview updated on the largest type (decisions 0135, 0146): an analyst's
 * edit of a rule (a new maxProperties each round, so the root is compiled again; the parts it
 * did not change are reused, as in an analyst's session) goes through the page's preview engine
 * (src/features/studio/preview/build-preview.ts) with the server's previewer in this process
 * (bench/studio-source.ts): incremental check and compile, module import, renderer type,
 * fixtures. An edit of a text only (nothing compiled, the module reused) is measured too. Baseline, same run:
 * the catalogue check alone (`checkTypeFiles`, one AJV compile — the old in-browser path's
 * core). Median of 7 rounds after one unmeasured (quick: 3). Target ≤ 100 ms (issue #24).
 * Not included: the loopback HTTP round trip and the browser's paint.
 */
import { createPreviewer } from '../../api/modules/studio/preview.js';
import { readRepositoryType } from '../../api/modules/studio/repository-type.js';
import { readCheckContext } from '../../tests/helpers/check-context.js';
import { checkTypeFiles } from '../../src/domain/studio/check-type-files.js';
import type { TypeFiles } from '../../src/domain/studio/type-files.js';
import { buildPreview } from '../../src/features/studio/preview/build-preview.js';
import { LARGEST_TYPE } from '../fixtures/largest-mortgage.js';
import { median, ROOT, type Figure, type RunContext, type Section } from '../lib.js';
import { compared } from '../report.js';
import { inProcessPreviewSource } from '../studio-source.js';

const TARGET_MS = 100;

/** The type with the document's maxProperties set from `n` (a rule edit: a new module). */
function withRule(files: TypeFiles, n: number): TypeFiles {
  const next = structuredClone(files);
  next.schema.maxProperties = 1000 + n;
  return next;
}

/** The same files with one more character in the type's Lithuanian title (a text edit). */
function withTitle(files: TypeFiles, n: number): TypeFiles {
  const next = structuredClone(files);
  const types = next.texts.lt.types as Record<string, { title: string }>;
  types[files.id].title = `${types[files.id].title}${'.'.repeat(n)}`;
  return next;
}

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

export const studio: Section = {
  name: 'studio',
  describe: `edit → preview updated on ${LARGEST_TYPE} (server check + compile, module import, renderer type, fixtures), in process`,
  async run(ctx: RunContext): Promise<Figure[]> {
    const files = readRepositoryType(ROOT, 'documents', LARGEST_TYPE);
    if (!files) throw new Error(`no repository type ${LARGEST_TYPE}`);
    const context = readCheckContext(ROOT);
    const source = inProcessPreviewSource(createPreviewer(context, { maxEntries: 50 }));
    const rounds = ctx.quick ? 3 : 7;
    const rule: number[] = [];
    const text: number[] = [];
    const check: number[] = [];
    for (let i = 0; i <= rounds; i++) {
      const edited = withRule(files, i);
      const ruleMs = await timed(async () => {
        const preview = await buildPreview(edited, source);
        if (!preview.type || preview.fixtures.some((f) => !f.passed))
          throw new Error(`the preview of ${LARGEST_TYPE} is not whole: ${JSON.stringify(preview.problems)}`);
      });
      const textMs = await timed(() => buildPreview(withTitle(edited, 1), source));
      const checkMs = await timed(() => checkTypeFiles(withRule(files, i + 1000), context));
      if (i === 0) continue; // warm-up
      rule.push(ruleMs);
      text.push(textMs);
      check.push(checkMs);
    }
    const baseline = { name: 'catalogue check alone (checkTypeFiles)', value: Math.round(median(check)) };
    return [
      compared({
        section: 'studio',
        name: `${LARGEST_TYPE}: rule edit → preview updated (median)`,
        value: Math.round(median(rule)),
        unit: 'ms',
        baseline,
        target: `≤ ${TARGET_MS}`,
        met: median(rule) <= TARGET_MS,
      }),
      compared({
        section: 'studio',
        name: `${LARGEST_TYPE}: text edit → preview updated (module reused, median)`,
        value: Math.round(median(text)),
        unit: 'ms',
        baseline,
        target: `≤ ${TARGET_MS}`,
        met: median(text) <= TARGET_MS,
      }),
    ];
  },
};
