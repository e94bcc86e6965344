/**
 * Validation throughput of the biggest sutartine-hipoteka document (bench/fixtures/
 * largest-mortgage.ts: 20 parties, 50 assets of every kind, conditional terms): the
 * precompiled validator the browser and the server run, against AJV compiling the same bundled schema at run time with the same
 * options (the baseline). Target: ≥ 20,000 validations/s precompiled.
 *
 *   npx tsx bench/validation.ts        prints the figures
 *   import { validation } from './validation.js'   a Section for bench/run.ts
 */
import { pathToFileURL } from 'node:url';
import { PRECOMPILED } from '../src/domain/generated/validators/index.js';
import { createAjv } from '../src/domain/schema/create-ajv.js';
import { rootValidator, validateData, type CompiledValidateFunction } from '../src/domain/schema/precompiled.js';
import type { Figure, RunContext, Section } from './lib.js';
import { compared } from './report.js';
import { largestMortgage, LARGEST_TYPE } from './fixtures/largest-mortgage.js';

export { largestMortgage };

const TYPE = LARGEST_TYPE;
const TODAY = '2026-11-20';
const TARGET = 20_000;
const SECONDS = Number(process.env.BENCH_VALIDATION_SECONDS || 2);

export interface Throughput {
  /** validations per wall-clock second */
  wall: number;
  /** validations per second of this process's CPU time: what one idle core would do on a busy machine */
  cpu: number;
}

/** Validations per second of `validate` on `data`, over about `seconds`. */
function throughput(validate: CompiledValidateFunction, data: unknown, seconds: number): Throughput {
  const context = { today: TODAY };
  for (let i = 0; i < 2000; i++) validate.call(context, data); // warm-up: let the JIT settle
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 500; i++) validate.call(context, data);
    n += 500;
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { wall: n / wallSeconds, cpu: n / ((cpu.user + cpu.system) / 1e6) };
}

export interface ValidationFigures {
  precompiled: Throughput;
  runtime: Throughput;
  runtimeCompileMs: number;
}

/** Measures both validators on the largest document (it must be valid: asserted). */
export async function measureValidation(seconds = SECONDS): Promise<ValidationFigures> {
  const mod = await PRECOMPILED[TYPE]();
  const data = largestMortgage();
  const precompiled = rootValidator(mod);
  const errors = validateData(precompiled, data, { today: TODAY });
  if (errors.length > 0) throw new Error(`the benchmark document is invalid: ${JSON.stringify(errors)}`);
  const t0 = performance.now();
  const runtime = createAjv().compile(mod.schema) as CompiledValidateFunction;
  const runtimeCompileMs = performance.now() - t0;
  if (validateData(runtime, data, { today: TODAY }).length > 0) throw new Error('run-time AJV disagrees with the precompiled validator');
  return { precompiled: throughput(precompiled, data, seconds), runtime: throughput(runtime, data, seconds), runtimeCompileMs };
}

export const validation: Section = {
  name: 'validation',
  describe: `validations/s of the largest ${TYPE} (20 parties, 50 assets, conditions): precompiled vs AJV compiled at run time`,
  async run(ctx: RunContext): Promise<Figure[]> {
    const f = await measureValidation(ctx.quick ? 0.5 : SECONDS);
    return [
      compared({
        section: 'validation',
        name: `${TYPE}, largest document, precompiled (wall clock)`,
        value: Math.round(f.precompiled.wall),
        unit: 'validations/s',
        baseline: { name: 'AJV compiled at run time', value: Math.round(f.runtime.wall) },
        target: `≥ ${TARGET}`,
        met: f.precompiled.wall >= TARGET,
      }),
      compared({
        section: 'validation',
        name: `${TYPE}, largest document, precompiled (per CPU-second)`,
        value: Math.round(f.precompiled.cpu),
        unit: 'validations/s',
        baseline: { name: 'AJV compiled at run time', value: Math.round(f.runtime.cpu) },
        target: `≥ ${TARGET}`,
        met: f.precompiled.cpu >= TARGET,
      }),
      {
        section: 'validation',
        name: `${TYPE}, run-time AJV compile of the schema`,
        value: Math.round(f.runtimeCompileMs),
        unit: 'ms',
        target: 'avoided at start-up and in the browser',
      },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await validation.run({ quick: false, skip: (r) => console.log(r) });
  for (const f of figures) {
    const base = f.baseline ? ` (baseline ${f.baseline.name}: ${f.baseline.value}; ratio ${f.ratio!.toFixed(2)})` : '';
    console.log(`${f.name}: ${f.value} ${f.unit}${base}${f.target ? `, target ${f.target}${f.met === undefined ? '' : f.met ? ' — met' : ' — MISSED'}` : ''}`);
  }
}
