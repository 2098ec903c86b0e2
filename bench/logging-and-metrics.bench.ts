/**
 * What logging and metrics cost a cached read, with the portal run as it is deployed: the built
 * server (`npm run build` first) in processes of its own on the embedded database, its logs going
 * to stdout (here /dev/null), against a bare Fastify route in its own process answering 2 kB of
 * JSON. The tutorial list (cached, brotli) from a portal at the default level (`info`, one line a
 * request), one with `LOG_LEVEL=silent`, and one at `info` with metrics on (`METRICS_TOKEN`).
 * `npm run bench:logging`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compare, startBareRoute, type Target } from './measure.js';

const SERVER = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
if (!existsSync(SERVER)) throw new Error(`No server build (${SERVER}): run npm run build first.`);
const children: ChildProcess[] = [];
let bare: Awaited<ReturnType<typeof startBareRoute>> | undefined;
const folders: string[] = [];

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/** A portal of its own on a fresh embedded database; its base address. */
async function portal(port: number, env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
  folders.push(dataDir);
  const base = `http://127.0.0.1:${port}`;
  children.push(
    spawn(process.execPath, [SERVER], {
      env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, ...env },
      stdio: 'ignore',
    }),
  );
  await waitFor(`${base}/api/v1/health/ready`);
  return base;
}

try {
  bare = await startBareRoute();
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const list = (base: string) => `${base}/api/v1/tutorials?lang=en-US`;
  const targets: Target[] = [
    { name: 'tutorial list, LOG_LEVEL=info (the default)', url: list(await portal(3292, {})), headers },
    { name: 'tutorial list, LOG_LEVEL=silent', url: list(await portal(3293, { LOG_LEVEL: 'silent' })), headers },
    {
      name: 'tutorial list, info, metrics on',
      url: list(await portal(3294, { METRICS_TOKEN: 'bench-metrics-token-0123456789' })),
      headers,
    },
  ];
  const rates = await compare(
    'Logging and metrics',
    { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url },
    targets,
  );
  const [info, silent, metrics] = targets.map((target) => rates.get(target.name)!);
  console.log(`Logging at the default level costs ${((1 - info! / silent!) * 100).toFixed(1)} % (goal: ≤ 10 %).`);
  console.log(`Metrics cost ${((1 - metrics! / info!) * 100).toFixed(1)} % of the same read.`);
} finally {
  await bare?.close();
  for (const child of children) child.kill();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
