import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';

/** Connections and seconds per measurement, and interleaved rounds per comparison. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Requests per second over all connections; unset, as many as the server answers. */
  rate?: number;
  /** The server's process, when it runs apart: its CPU time per request is measured too. */
  pid?: number;
  /** Autocannon processes sharing the load: one tops out near 800 responses a second of 92 kB. */
  clients?: number;
  /**
   * Each request with `[<id>]` in its URL replaced by a new id, so that no two ask the same. Not at
   * the URL's very end: autocannon's argument parser takes a closing `]` there for its own.
   */
  newIdEachRequest?: boolean;
  /** Each request carries the next of these cookies, as many visitors would (one client). */
  cookies?: string[];
}

export interface Measurement {
  /** Requests per second answered with a 2xx or 3xx. */
  rate: number;
  /** Milliseconds. */
  p99: number;
  /** Microseconds of the server's CPU time (all its threads, user and system) per answered request. */
  cpuPerRequest?: number;
}

/** Microseconds of CPU time a process has used (Linux: /proc/PID/stat, in clock ticks of 10 ms). */
function cpuTimeOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields of the line, counted from the state after the name.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Autocannon's command line sends the same headers with every request: this runs it from its API
 * in a process of its own, each request with the next of the cookies (argv: url, connections,
 * seconds, the cookies as JSON), and prints its result as the command line's `--json` does.
 */
const WITH_EACH_COOKIE = `
  import autocannon from 'autocannon';
  const [url, connections, duration, cookies] = process.argv.slice(1);
  const each = JSON.parse(cookies);
  let next = 0;
  const result = await autocannon({
    url,
    connections: Number(connections),
    duration: Number(duration),
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: each[next++ % each.length] } }) }],
  });
  console.log(JSON.stringify(result));`;

/** The arguments that run autocannon once for `target`: its command line, or its API for `cookies`. */
function autocannonArguments(target: Target, connections: string, seconds: number): string[] {
  if (target.cookies) {
    return [
      '--input-type=module',
      '-e',
      WITH_EACH_COOKIE,
      target.url,
      connections,
      String(seconds),
      JSON.stringify(target.cookies),
    ];
  }
  const headers = Object.entries(target.headers ?? {}).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const clients = target.clients ?? 1;
  const rate = target.rate === undefined ? [] : ['-R', String(target.rate / clients)];
  const newId = target.newIdEachRequest ? ['--idReplacement'] : [];
  return [autocannon, '--json', '-c', connections, '-d', String(seconds), ...rate, ...newId, ...headers, target.url];
}

/**
 * Loads `target` from autocannon in processes of its own (`target.clients`, 1 by default, sharing
 * the connections), so the load generator does not share the server's event loop or CPU time.
 */
export async function measure(target: Target, connections = CONNECTIONS, seconds = SECONDS): Promise<Measurement> {
  const clients = target.clients ?? 1;
  const each = String(Math.ceil(connections / clients));
  const cpuBefore = target.pid === undefined ? 0 : cpuTimeOf(target.pid);
  const outputs = await Promise.all(
    Array.from({ length: clients }, () =>
      run(process.execPath, autocannonArguments(target, each, seconds), {
        cwd: import.meta.dirname,
        maxBuffer: 16 * 1024 * 1024,
      }),
    ),
  );
  const cpu = target.pid === undefined ? undefined : cpuTimeOf(target.pid) - cpuBefore;
  const results = outputs.map(
    ({ stdout }) => JSON.parse(stdout) as { '2xx': number; '3xx': number; duration: number; latency: { p99: number } },
  );
  const answered = results.reduce((sum, result) => sum + result['2xx'] + result['3xx'], 0);
  return {
    rate: answered / Math.max(...results.map((result) => result.duration)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    cpuPerRequest: cpu === undefined ? undefined : cpu / answered,
  };
}

export interface BareRouteOptions {
  /** The bytes to answer, from this file; 2 kB of JSON when unset. */
  file?: string;
  headers?: Record<string, string>;
}

/** A baseline server in a process of its own: where it listens, its process, and how to stop it. */
export interface BareProcess {
  url: string;
  pid: number;
  close: () => Promise<void>;
}

/**
 * Runs `source` (an ES module that starts a server on a port of its choosing and prints the port)
 * in a process of its own, so that it shares nothing with the portal under test but the machine.
 */
export async function startBareProcess(source: string): Promise<BareProcess> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: import.meta.dirname });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`the bare server ended (exit code ${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    close: async () => {
      child.kill();
      await exited;
    },
  };
}

/**
 * The baseline every ratio is against: a bare Fastify route answering from memory (2 kB of JSON,
 * or a file's bytes with the given headers) in a process of its own.
 */
export function startBareRoute({ file, headers = {} }: BareRouteOptions = {}): Promise<BareProcess> {
  return startBareProcess(`
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
    const file = ${JSON.stringify(file ?? null)};
    const body = file ? readFileSync(file) : JSON.stringify({
      items: Array.from({ length: 20 }, (_, id) => ({ id, title: 'Item ' + id, text: 'x'.repeat(60) })),
    }).slice(0, 2048);
    const headers = ${JSON.stringify(file ? headers : { 'content-type': 'application/json', ...headers })};
    const app = Fastify();
    app.get('/', (_request, reply) => reply.headers(headers).send(body));
    await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(app.server.address().port);`);
}

/** The load averages over 1, 5 and 15 minutes, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** The resident memory of a process (Linux: /proc/PID/status), in bytes. */
export function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!;
  return Number(kilobytes) * 1024;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits: number) =>
  [Math.min(...values), median(values), Math.max(...values)].map((value) => value.toFixed(digits)).join(' / ');

/** A server started afresh for each measurement, so that no one process's luck (its heap, its JIT) decides a ratio. */
export interface FreshTarget {
  name: string;
  start(): Promise<Target & { stop(): Promise<void> }>;
}

async function measureOnce(target: Target | FreshTarget, connections: number): Promise<Measurement> {
  if (!('start' in target)) return measure(target, connections);
  const started = await target.start();
  try {
    return await measure(started, connections);
  } finally {
    await started.stop();
  }
}

export interface Medians {
  rate: number;
  cpuPerRequest?: number;
}

/**
 * Measures the baseline and every target in ROUNDS interleaved rounds and prints, for each, the
 * requests per second and p99 as min / median / max, the server's CPU time per request (median;
 * for targets that name their process) and the ratio of the medians to the baseline, then loads
 * the baseline from two autocannon processes to show whether one was the limit. Answers
 * each target's medians, by name, for other ratios.
 */
export async function compare(
  title: string,
  baseline: Target,
  targets: (Target | FreshTarget)[],
  connections = CONNECTIONS,
): Promise<Map<string, Medians>> {
  const all = [baseline, ...targets];
  const results = all.map(() => [] as Measurement[]);
  const rounds: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push(`round ${round + 1}: load average ${loadAverage()}`);
    for (const [index, target] of all.entries()) results[index]!.push(await measureOnce(target, connections));
  }
  rounds.push(`after: load average ${loadAverage()}`);
  // Loading the baseline harder tells whether one autocannon process was the limit.
  const harder = await measure({ ...baseline, clients: 2 }, connections);
  console.log(`${title}\n${connections} connections, ${SECONDS} s a measurement, ${ROUNDS} interleaved rounds`);
  console.log(`${rounds.join('; ')}\n`);
  console.log(
    `${'target'.padEnd(56)} ${'req/s min / median / max'.padEnd(26)} ${'p99 ms'.padEnd(18)} ${'CPU µs/req'.padEnd(11)} ratio`,
  );
  const baseRate = median(results[0]!.map((m) => m.rate));
  const medians = new Map<string, Medians>();
  for (const [index, target] of all.entries()) {
    const measured = results[index]!;
    const rates = measured.map((m) => m.rate);
    const cpu = measured.flatMap((m) => (m.cpuPerRequest === undefined ? [] : [m.cpuPerRequest]));
    const cpuPerRequest = cpu.length > 0 ? median(cpu) : undefined;
    medians.set(target.name, { rate: median(rates), cpuPerRequest });
    console.log(
      `${target.name.padEnd(56)} ${spread(rates, 0).padEnd(26)} ${spread(
        measured.map((m) => m.p99),
        0,
      ).padEnd(18)} ${(cpuPerRequest?.toFixed(1) ?? '-').padEnd(11)} ${(median(rates) / baseRate).toFixed(3)}x`,
    );
  }
  const { rate: baseMedian } = medians.get(baseline.name)!;
  console.log(
    `\nThe baseline from two autocannon processes: ${harder.rate.toFixed(0)} requests a second, ` +
      `${(harder.rate / baseMedian).toFixed(2)}x one's median (above 1.1x, one client was the limit).\n`,
  );
  return medians;
}
