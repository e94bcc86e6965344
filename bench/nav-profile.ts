/**
 * Where a navigation's time goes (`npx tsx bench/nav-profile.ts [rounds] [client-dir ...]`,
 * after `npm run build`): full page loads of the largest mortgage in headless Chromium, signed
 * in, HTTP cache warm (as the `form` section, whose probe says when the page is interactive).
 * With one client directory (default dist/client): after two warm-up loads, one load under a
 * Chromium trace, printing the requests in the order they started (ms since navigation start,
 * so a chain HTML → entry → route chunk → data → type chunk shows), the main thread's busy time
 * by kind up to interactive, its longest tasks, and the scripts that took the most self time
 * (sampled CPU profile, through the build's source maps).
 * With several client directories (builds copied aside, e.g. /tmp/old/client /tmp/new/client):
 * a same-run A/B — one server per build on PORT and PORT + 1, each signed in, their loads
 * alternated for `rounds` rounds — printing per build the median navigation → interactive and
 * the median main-thread busy time up to interactive (a count of CPU, steadier than wall time
 * on a loaded machine). Not a measurement of record: `npm run bench -- form` is.
 */
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { createLargest, signIn } from './api-client.js';
import { freshDatabase } from './databases.js';
import { installProbe } from './form-probe.js';
import { median, ROOT, startServer, type RunningServer } from './lib.js';
import type { TraceEvent } from './keystroke-profile.js';
import { signInOnPage } from './sections/form.js';

const ROUNDS = Number(process.argv[2] ?? 5);
const CLIENTS = process.argv.slice(3).length ? process.argv.slice(3) : [path.join(ROOT, 'dist/client')];
/** `BENCH_FORM_PORT`, as the form section (this uses PORT and PORT + 1). */
const PORT = Number(process.env.BENCH_FORM_PORT) || 4840;
const IDK = '12345678901234';
const READY = '[id="dokumentas.idk"]';

/** The script or resource a trace event names. */
const urlOf = (e: TraceEvent) => ((e.args?.data as { url?: string } | undefined)?.url ?? '').replace(/^https?:\/\/[^/]+/, '');

const KIND: Record<string, string> = {
  EvaluateScript: 'script (evaluate)',
  'v8.compile': 'script (compile)',
  'v8.compileModule': 'script (compile)',
  'v8.evaluateModule': 'script (evaluate)',
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.callFunction': 'script',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
};

/** The renderer's main thread: the thread with the most `RunTask` time. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return events.filter((e) => `${e.pid}:${e.tid}` === key);
}

interface Load {
  interactive: number;
  /** main-thread RunTask time from navigation start to interactive (ms) */
  busy: number;
  main: TraceEvent[];
  origin: number;
}

/** One full load under a trace. */
async function tracedLoad(page: Page, cdp: CDPSession, url: string): Promise<Load> {
  const events: TraceEvent[] = [];
  const collect = (d: { value: object[] }) => events.push(...(d.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  const handle = await page.waitForFunction(() => window.__benchProbe?.interactiveAt ?? false, undefined, { timeout: 60_000 });
  const interactive = Number(await handle.jsonValue());
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const main = mainThread(events);
  // the trace's clock: the navigation's start is the page's timeOrigin; the trace marks it as navigationStart
  const nav = events.find((e) => e.name === 'navigationStart' && main.some((m) => m.pid === e.pid));
  const origin = nav?.ts ?? Math.min(...main.map((e) => e.ts));
  const until = origin + interactive * 1000;
  const busy = main
    .filter((e) => e.name === 'RunTask' && e.dur && e.ts >= origin && e.ts < until)
    .reduce((n, e) => n + Math.min(e.dur!, until - e.ts) / 1000, 0);
  return { interactive, busy, main, origin };
}

interface Subject {
  client: string;
  server: RunningServer;
  page: Page;
  cdp: CDPSession;
  url: string;
}

/** A start that times out on a loaded machine is tried again on the same database (migrated and seeded by then). */
async function started(options: Parameters<typeof startServer>[0], tries = 4): Promise<RunningServer> {
  for (let i = 1; ; i++) {
    try {
      return await startServer(options);
    } catch (error) {
      if (i >= tries) throw error;
      console.error(`  ${(error as Error).message}; trying again`);
    }
  }
}

async function prepare(browser: Browser, client: string, port: number): Promise<Subject> {
  const fresh = await freshDatabase('sqlite', `nav-profile-${port}`);
  if (!fresh.ok) throw new Error(fresh.reason);
  const server = await started({ port, database: fresh.db.url, env: { CLIENT_DIR: client } });
  const [doc] = await createLargest(server.url, await signIn(server.url), 1);
  const page = await (await browser.newContext({ locale: 'lt-LT' })).newPage();
  await signInOnPage(page, server.url);
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})(${JSON.stringify({ selector: READY, value: IDK })});` });
  const url = `${server.url}/dokumentas/${doc.id}/dokumento-duomenys`;
  // warm-up: the type's chunk and the renderer in the HTTP cache, as on every load but the bench's first
  for (let i = 0; i < 2; i++) {
    await page.goto(url);
    await page.waitForFunction(() => window.__benchProbe?.interactiveAt ?? false, undefined, { timeout: 60_000 });
  }
  return { client, server, page, cdp: await page.context().newCDPSession(page), url };
}

async function printProfile(subject: Subject): Promise<void> {
  const load = await tracedLoad(subject.page, subject.cdp, subject.url);
  const at = (ts: number) => ((ts - load.origin) / 1000).toFixed(0).padStart(5);
  console.log(`interactive ${load.interactive.toFixed(0)} ms; main thread busy ${load.busy.toFixed(0)} ms of it`);
  const requests = (await subject.page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return [
      { name: '(document)', start: nav.startTime, end: nav.responseEnd, kb: nav.encodedBodySize / 1024 },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name.replace(location.origin, ''),
        start: r.startTime,
        end: r.responseEnd,
        kb: r.encodedBodySize / 1024,
      })),
    ];
  })) as { name: string; start: number; end: number; kb: number }[];
  console.log('requests by start (ms since navigation start; a cached chunk starts and ends at once):');
  for (const r of requests.filter((q) => q.start <= load.interactive).sort((a, b) => a.start - b.start))
    console.log(`  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.kb.toFixed(1).padStart(6)} KB  ${r.name}`);
  const until = load.origin + load.interactive * 1000;
  const inLoad = load.main.filter((e) => e.ph === 'X' && e.dur && e.ts >= load.origin && e.ts < until);
  const totals = new Map<string, number>();
  let end = 0;
  for (const e of [...inLoad].sort((a, b) => a.ts - b.ts)) {
    const kind = KIND[e.name];
    if (!kind || e.ts < end) continue;
    end = e.ts + e.dur!;
    totals.set(kind, (totals.get(kind) ?? 0) + e.dur! / 1000);
  }
  console.log('main thread up to interactive, by kind (outermost events, ms):');
  for (const [kind, ms] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(1).padStart(6)}  ${kind}`);
  console.log('requests as the renderer sent them (trace clock, ms since navigation start):');
  for (const e of load.main.filter((m) => m.name === 'ResourceSendRequest' && m.ts >= load.origin && m.ts < until))
    console.log(`  ${at(e.ts)} ms  ${urlOf(e)}`);
  console.log('main-thread tasks over 2 ms (start, duration, what ran first in them):');
  for (const task of inLoad.filter((e) => e.name === 'RunTask' && e.dur! > 2000)) {
    const inside = inLoad.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur! && KIND[e.name]);
    const first = inside.map((e) => `${e.name} ${urlOf(e)}`.trim()).slice(0, 3);
    console.log(`  ${at(task.ts)} ms  ${(task.dur! / 1000).toFixed(1).padStart(6)} ms  ${first.join(', ')}`);
  }
}

async function ab(subjects: Subject[]): Promise<void> {
  const results = subjects.map(() => ({ interactive: [] as number[], busy: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, subject] of (round % 2 ? [...subjects].reverse() : subjects).entries()) {
      const index = round % 2 ? subjects.length - 1 - i : i;
      const load = await tracedLoad(subject.page, subject.cdp, subject.url);
      results[index].interactive.push(load.interactive);
      results[index].busy.push(load.busy);
    }
  }
  for (const [i, subject] of subjects.entries()) {
    const r = results[i];
    console.log(
      `${subject.client}: navigation → interactive median ${median(r.interactive).toFixed(0)} ms (${r.interactive.map((v) => v.toFixed(0)).join(' ')}), main thread busy median ${median(r.busy).toFixed(0)} ms (${r.busy.map((v) => v.toFixed(0)).join(' ')})`,
    );
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const subjects: Subject[] = [];
  try {
    for (const [i, client] of CLIENTS.entries()) subjects.push(await prepare(browser, path.resolve(client), PORT + i));
    if (subjects.length === 1) await printProfile(subjects[0]);
    else await ab(subjects);
  } finally {
    await browser.close();
    for (const s of subjects) await s.server.stop();
  }
}

await main();
