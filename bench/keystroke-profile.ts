/**
 * Where a keystroke's time goes (`npx tsx bench/keystroke-profile.ts [keys] [cpu-rate]`, after
 * `npm run build`): the production page of the largest mortgage in headless Chromium, keys
 * typed one at a time into *Sudarymo vieta* (as the `form` section), under a Chromium trace.
 * Prints, per keystroke, the main thread's time by kind (script, style, layout, paint, …) and
 * the functions with the most self time (from the sampled CPU profile, mapped through the
 * build's source maps). Not a measurement of record: `npm run bench -- form` is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { createLargest, signIn } from './api-client.js';
import { freshDatabase } from './databases.js';
import { ROOT, startServer } from './lib.js';
import { signInOnPage } from './sections/form.js';

const KEYS = Number(process.argv[2] ?? 60);
const RATE = Number(process.argv[3] ?? 1);
const PORT = 4851;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: Record<string, unknown>;
}

/** Self time of the top-level main-thread events by name (nested events counted once, at the outside). */
function byKind(events: TraceEvent[]): Map<string, number> {
  const KIND: Record<string, string> = {
    EventDispatch: 'script',
    FunctionCall: 'script',
    TimerFire: 'script',
    FireAnimationFrame: 'script',
    RunMicrotasks: 'script',
    'v8.callFunction': 'script',
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    Layout: 'layout',
    PrePaint: 'pre-paint',
    Paint: 'paint',
    Layerize: 'layerize',
    UpdateLayer: 'paint',
    Commit: 'commit',
    HitTest: 'hit test',
    ParseHTML: 'parse',
  };
  const totals = new Map<string, number>();
  let end = 0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    const kind = KIND[e.name];
    if (!kind || e.ph !== 'X' || !e.dur || e.ts < end) continue;
    end = e.ts + e.dur;
    totals.set(kind, (totals.get(kind) ?? 0) + e.dur / 1000);
  }
  return totals;
}

async function main(): Promise<void> {
  const fresh = await freshDatabase('sqlite', 'keystroke-profile');
  if (!fresh.ok) throw new Error(fresh.reason);
  const server = await startServer({ port: PORT, database: fresh.db.url });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const [doc] = await createLargest(server.url, await signIn(server.url), 1);
    const page = await (await browser.newContext({ locale: 'lt-LT' })).newPage();
    await signInOnPage(page, server.url);
    await page.goto(`${server.url}/dokumentas/${doc.id}/dokumento-duomenys`);
    const input = page.locator('[id="dokumentas.sudarymoVieta"]');
    await input.click();
    await input.fill('');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    for (let i = 0; i < KEYS; i++) {
      await page.keyboard.press('abcdefghij'[i % 10]);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await done;
    const main = mainThread(events);
    console.log(`${KEYS} keystrokes at ${RATE}× CPU — main thread ms per keystroke by kind:`);
    for (const [kind, ms] of [...byKind(main)].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(10)} ${(ms / KEYS).toFixed(2)}`);
    const styles = main.filter((e) => e.name === 'UpdateLayoutTree' && e.args?.elementCount !== undefined);
    const elements = styles.reduce((n, e) => n + Number(e.args?.elementCount ?? 0), 0);
    console.log(`  style recalculation: ${(elements / KEYS).toFixed(0)} elements per keystroke`);
    const self = selfTimes(profile);
    console.log(`sampled JavaScript: ${(self.reduce((n, [, ms]) => n + ms, 0) / KEYS).toFixed(2)} ms per keystroke; by package:`);
    const packages = new Map<string, number>();
    for (const [name, ms] of self) {
      const source = name.split(' ← ')[1]?.split(' ')[1] ?? name;
      const pkg = /^(@[^/]+\/[^/]+|[^/.]+)\//.exec(source)?.[1] ?? source.split(':')[0];
      packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    }
    for (const [pkg, ms] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(ms / KEYS).toFixed(3)}  ${pkg}`);
    console.log('functions by self time (ms per keystroke):');
    for (const [name, ms] of self.slice(0, 25)) console.log(`  ${(ms / KEYS).toFixed(3)}  ${name}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The renderer's main thread: the thread of the most `Layout` events. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const counts = new Map<string, number>();
  for (const e of events) if (e.name === 'Layout' || e.name === 'FunctionCall') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return events.filter((e) => `${e.pid}:${e.tid}` === key);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): string {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!maps.has(file)) {
    const mapFile = path.join(ROOT, 'dist/client', `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return `${file}:${line}`;
  const pos = map.originalPositionFor({ line: line + 1, column });
  return pos.source ? `${pos.name ?? '?'} ${pos.source.replace(/^.*node_modules\//, '')}:${pos.line}` : `${file}:${line}`;
}

function selfTimes(profile: CpuProfile): [string, number][] {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id);
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const name = url ? `${functionName || '(anonymous)'} ← ${original(url, lineNumber, columnNumber)}` : functionName;
    totals.set(name, (totals.get(name) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

await main();
