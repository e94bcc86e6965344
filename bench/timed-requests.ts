/**
 * The timing loop of the request benches (sections/search.ts, sections/reports.ts): GETs made
 * one at a time, the first `warmUp` unmeasured (the server's JIT and caches), each answer read
 * in full and checked. Returns the measured times in ms, in request order.
 */
export interface TimedGets {
  /** measured requests */
  count: number;
  warmUp: number;
  /** the URL of a request, given a random number in [0, 1) to pick varied criteria */
  url: (r: number) => string;
  headers?: Record<string, string>;
  /** true when the answer is what the bench means to time; default: a 2xx status */
  accept?: (status: number, body: string) => boolean;
}

export async function timeGets({ count, warmUp, url, headers = {}, accept = (status) => status >= 200 && status < 300 }: TimedGets): Promise<number[]> {
  const times: number[] = [];
  for (let j = 0; j < warmUp + count; j++) {
    const target = url(Math.random());
    const start = performance.now();
    const res = await fetch(target, { headers });
    const body = await res.text();
    if (j >= warmUp) times.push(performance.now() - start);
    if (!accept(res.status, body)) throw new Error(`${target}: ${res.status} ${body.slice(0, 200)}`);
  }
  return times;
}
