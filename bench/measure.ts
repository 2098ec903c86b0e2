import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';

export const REQUESTS = 2_000;
export const CONCURRENCY = 16;
const WARM_UP = 300;

/** Requests per second for GETs of `url`, CONCURRENCY at a time, after a warm-up. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  let next = 0;
  const worker = async (count: number) => {
    while (next < count) {
      next += 1;
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(WARM_UP)));
  next = 0;
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(REQUESTS)));
  return REQUESTS / ((performance.now() - start) / 1000);
}

/** A bare Fastify route in the same process: the baseline every ratio is against. */
export async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/`, close: () => bare.close() };
}

export function printRatios(title: string, rows: [string, number][], baseline: number): void {
  console.log(`${title}\n`);
  for (const [name, rate] of rows) console.log(`${name.padEnd(52)} ${(rate / baseline).toFixed(2)}x baseline`);
}
