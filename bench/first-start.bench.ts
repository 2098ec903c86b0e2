/**
 * The first start on a new embedded data folder (issue 47: at most 3 s and 300 MB), against a bare
 * Node HTTP server's start in the same run: the built server (`npm run build` first) started from
 * the build's migrated seed, the same build without its seed (a copy of `dist` beside it, as a run
 * from before the seed), and a restart on the folder the first start made. Time to the first
 * answer of /health/ready and the process's peak memory (VmHWM), medians of interleaved rounds.
 * `npm run bench:first-start`.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAverage, median, ROUNDS } from './measure.js';

const SERVER_DIST = path.resolve(import.meta.dirname, '../apps/server/dist');
const UNSEEDED_DIST = path.resolve(import.meta.dirname, '../apps/server/.bench-unseeded-dist');
const PORT = 3950;

interface Start {
  seconds: number;
  peakMb: number;
}

function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)![1]) / 1024;
}

/** Starts `args` with `env`, waits for `url` to answer, reads its peak memory and stops it. */
async function timeStart(args: string[], env: Record<string, string>, url: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakMb(child.pid!);
  child.kill();
  await exited;
  return { seconds, peakMb: peak };
}

const base = `http://127.0.0.1:${PORT}`;
const portalEnv = (dataDir: string) => ({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(PORT), PUBLIC_URL: base });
const ready = `${base}/api/v1/health/ready`;

const bare = () =>
  timeStart(
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`],
    {},
    `${base}/`,
  );

const results: Record<string, Start[]> = { bare: [], seeded: [], unseeded: [], restart: [] };
cpSync(SERVER_DIST, UNSEEDED_DIST, {
  recursive: true,
  filter: (source) => source !== path.join(SERVER_DIST, 'embedded-seed'),
});
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    results.bare!.push(await bare());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-first-start-'));
    results.seeded!.push(await timeStart([path.join(SERVER_DIST, 'main.js')], portalEnv(dataDir), ready));
    results.restart!.push(await timeStart([path.join(SERVER_DIST, 'main.js')], portalEnv(dataDir), ready));
    rmSync(dataDir, { recursive: true, force: true });
    const unseededDir = mkdtempSync(path.join(tmpdir(), 'oneclick-first-start-'));
    results.unseeded!.push(await timeStart([path.join(UNSEEDED_DIST, 'main.js')], portalEnv(unseededDir), ready));
    rmSync(unseededDir, { recursive: true, force: true });
  }
} finally {
  rmSync(UNSEEDED_DIST, { recursive: true, force: true });
}

const bareSeconds = median(results.bare!.map((start) => start.seconds));
console.log(`First start on a new embedded data folder, medians of ${ROUNDS} rounds (load ${loadAverage()}):`);
for (const [name, starts] of Object.entries(results)) {
  const seconds = median(starts.map((start) => start.seconds));
  const peak = median(starts.map((start) => start.peakMb));
  console.log(
    `  ${name.padEnd(9)} ${seconds.toFixed(2).padStart(6)} s  ${(bareSeconds / seconds).toFixed(3)}× bare  peak ${peak.toFixed(0)} MB`,
  );
}
