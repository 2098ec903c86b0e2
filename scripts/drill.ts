/**
 * The production drill (`npm run drill`): the portal deployed as docs/deploy.md says, put through
 * what production does to it, and checked afterwards.
 *
 * It starts nginx with the repository's configuration (deploy/nginx) in front of three portal
 * processes run with the settings of the systemd unit (deploy/systemd) on a fresh PostgreSQL
 * database, with an SMTP sink and one PayPal stand-in. A load of its own process
 * (`drill/load.ts`) sets up a shop and drives a mixed load of DRILL_VUS virtual users for
 * DRILL_SECONDS seconds. During it the drill SIGKILLs one process and starts it again (as
 * systemd's Restart= would), restarts PostgreSQL, and rolls the three processes one by one with
 * the repository's deploy/rolling-restart.sh. Then it checks the database (`drill/invariants.ts`)
 * and prints requests by outcome, p50/p99 per kind, the failures each disruption caused, lost
 * acknowledged writes, double payments or redemptions, sessions that outlived their process,
 * how soon a CMS write showed through every process, and where the CPU went. Last, the same mix
 * flat out (no pause between journeys) through nginx and then on one process directly, for the
 * throughput of the three against one and the requests a CPU-second serves.
 *
 * Passes with 0 lost writes, 0 doubles, every session alive, CMS writes seen everywhere within a
 * second and 0 requests failed by the rolling restart; exits 1 otherwise.
 *
 * Needs nginx and curl (Debian: `apt-get install -y nginx curl`), the ports of
 * deploy/nginx/upstream.conf free, and the right to restart PostgreSQL (Debian's
 * `pg_ctlcluster`, or DRILL_POSTGRES_RESTART). Settings: DRILL_VUS (200), DRILL_SECONDS (80, at
 * least 75 for the disruptions to fit), DRILL_CAPACITY_SECONDS (each flat-out part, 20; 0 for none), DRILL_PORT (nginx's, 8080), DRILL_PG_URL (a maintenance
 * database, postgres://postgres@127.0.0.1:5432/postgres), DRILL_POSTGRES_RESTART.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { newSigningKey } from '../apps/server/src/domain/licence-signing.js';
import { newSecretsKey } from '../apps/server/src/utils/secret-box.js';
import { startMailSink } from '../e2e/support/mail-sink.js';
import { CpuMeter, type Part } from './drill/cpu.js';
import { inspect } from './drill/invariants.js';
import { findNginx, startNginx } from './drill/nginx.js';
import { PAYPAL_CREDENTIALS, startPaypalStandIn } from './drill/paypal-stand-in.js';
import { Portals, SERVER_MAIN } from './drill/portals.js';
import { createDatabase, openSql, restartPostgres } from './drill/postgres.js';
import { FLAT_OUT, LOAD_STARTED, type LoadResult, type LoadSettings, type RequestRecord } from './drill/protocol.js';
import { byKind, describeFailures, failuresByWindow, outcomeOf, table, type Window } from './drill/report.js';

const VUS = Number(process.env.DRILL_VUS ?? 200);
const SECONDS = Number(process.env.DRILL_SECONDS ?? 80);
const NGINX_PORT = Number(process.env.DRILL_PORT ?? 8080);
const CAPACITY_SECONDS = Number(process.env.DRILL_CAPACITY_SECONDS ?? 20);
/** When each disruption begins, in seconds after the load starts. */
const SCHEDULE = { kill: 8, postgres: 24, rolling: 40 };
/** systemd's RestartSec in the unit: how long a killed process stays down. */
const RESTART_AFTER_MS = 2_000;
const CMS_VISIBLE_WITHIN_MS = 1_000;
const BYPASSES_NGINX = new Set(['cms.visibility']);
const ROOT = path.resolve(import.meta.dirname, '..');
const UPSTREAM_PORTS = [
  ...readFileSync(path.join(ROOT, 'deploy/nginx/upstream.conf'), 'utf8').matchAll(/server 127\.0\.0\.1:(\d+)/g),
].map((match) => Number(match[1]));

const say = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function portIsFree(port: number): Promise<boolean> {
  const probe = createNetServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function preconditions(): string[] {
  const problems: string[] = [];
  if (!findNginx()) problems.push('nginx is not installed (Debian: apt-get install -y nginx)');
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
  } catch {
    problems.push('curl is not installed (Debian: apt-get install -y curl)');
  }
  if (!existsSync(SERVER_MAIN)) problems.push(`no server build at ${SERVER_MAIN}: npm run build`);
  if (!Number.isInteger(VUS) || VUS < 1) problems.push('DRILL_VUS must be a positive integer');
  if (!(SECONDS >= 75)) problems.push('DRILL_SECONDS must be at least 75: the disruptions take that long');
  return problems;
}

function runScript(script: string, env: Record<string, string>): Promise<void> {
  const child = spawn('sh', [script], { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (exit code ${code})`)))),
  );
}

/** rolling-restart.sh's RESTART calls this: the drill stops the process as systemd would and starts it again. */
function startRestartControl(portals: Portals, stops: string[]): Promise<{ port: number; close(): void }> {
  const server = createServer((request, response) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (request.method !== 'POST' || !portals.running.has(port)) {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    void portals.stop(port).then((how) => {
      stops.push(`${port}: ${how} after ${Date.now() - started} ms`);
      portals.start(port);
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }),
    ),
  );
}

/** What to stop and remove, last first, however the drill ends. */
const cleanUps: (() => Promise<unknown> | void)[] = [];

async function cleanUp(): Promise<void> {
  for (const step of cleanUps.reverse().splice(0)) {
    await Promise.resolve()
      .then(step)
      .catch((error: unknown) => say(`clean-up: ${String(error)}`));
  }
}

async function main(): Promise<boolean> {
  const problems = preconditions();
  for (const port of [...UPSTREAM_PORTS, NGINX_PORT]) {
    if (!(await portIsFree(port))) problems.push(`port ${port} is in use (deploy/nginx/upstream.conf, DRILL_PORT)`);
  }
  if (problems.length > 0) throw new Error(`cannot run the drill:\n  ${problems.join('\n  ')}`);

  const workDir = mkdtempSync(path.join(tmpdir(), 'oneclick-drill-'));
  let passed = false;
  // A failed drill keeps its folder: the logs of nginx and of each process are there.
  cleanUps.push(() => {
    if (passed) rmSync(workDir, { recursive: true, force: true });
    else say(`The logs are kept in ${workDir}.`);
  });
  try {
    const database = await createDatabase();
    cleanUps.push(() => database.drop());
    const mailDir = path.join(workDir, 'mail');
    const smtpPort = await freePort();
    cleanUps.push(await startMailSink(mailDir, smtpPort));
    const nginx = await startNginx(findNginx()!, workDir, NGINX_PORT);
    cleanUps.push(() => nginx.stop());
    const paypal = await startPaypalStandIn(await freePort(), nginx.url);
    cleanUps.push(() => paypal.stop());

    const dataDir = path.join(workDir, 'data');
    mkdirSync(dataDir);
    const bankWebhookKey = `drill-bank-${randomBytes(12).toString('hex')}`;
    const portals = new Portals(workDir, {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: nginx.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PAYPAL_MODE: 'sandbox',
      PAYPAL_API_BASE: paypal.base,
      ...PAYPAL_CREDENTIALS,
      BANK_WEBHOOK_KEY: bankWebhookKey,
      VND_PRICE_PRO: '14990000',
      VND_PRICE_PREMIUM: '19990000',
      BANK_BIN: '970416',
      BANK_ACCOUNT_NUMBER: '257678859',
      BANK_ACCOUNT_NAME: 'CONG TY ONECLICK',
      BANK_NAME: 'ACB',
      LICENCE_SIGNING_KEY: JSON.stringify({ keys: [await newSigningKey()] }),
      SECRETS_KEY: newSecretsKey(),
    });
    cleanUps.push(() => portals.killAll());

    // All at once, as systemd starts them at boot: they migrate the new database one at a time.
    const first = UPSTREAM_PORTS.map((port) => portals.start(port));
    await Promise.all(first.map((portal) => portals.waitReady(portal)));
    say(`${UPSTREAM_PORTS.length} portal processes ready behind nginx at ${nginx.url}, database ${database.url}`);

    const stops: string[] = [];
    const control = await startRestartControl(portals, stops);
    cleanUps.push(() => control.close());

    const resultFile = path.join(workDir, 'load-result.json');
    const settings: LoadSettings = {
      baseUrl: nginx.url,
      processUrls: UPSTREAM_PORTS.map((port) => `http://127.0.0.1:${port}`),
      dataDir,
      mailDir,
      paypalBase: paypal.base,
      bankWebhookKey,
      virtualUsers: VUS,
      seconds: SECONDS,
      capacitySeconds: CAPACITY_SECONDS,
      resultFile,
    };
    const load = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'drill/load.ts')], {
      cwd: ROOT,
      env: { ...process.env, DRILL_LOAD_SETTINGS: JSON.stringify(settings) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const loadExited = new Promise<number | null>((resolve) => load.once('exit', resolve));
    cleanUps.push(() => {
      load.kill('SIGKILL');
    });
    const cpu = new CpuMeter(() => ({
      portals: [...portals.running.values()].map((portal) => portal.child.pid!),
      nginx: nginx.pid(),
      load: load.pid,
    }));
    cleanUps.push(() => {
      cpu.stop();
    });
    // When each flat-out part began, and the CPU of the part before it.
    const laps: Lap[] = [];
    const loadStarted = new Promise<number>((resolve, reject) => {
      createInterface({ input: load.stdout! }).on('line', (line) => {
        say(`load: ${line}`);
        if (line === LOAD_STARTED) {
          cpu.start();
          resolve(Date.now());
        }
        if (Object.values(FLAT_OUT).some((mark) => mark === line)) laps.push({ at: Date.now(), cpu: cpu.lap() });
      });
      void loadExited.then((code) => reject(new Error(`the load ended before it started (exit code ${code})`)));
    });
    const t0 = await loadStarted;
    say(`load started: ${VUS} virtual users for ${SECONDS} s`);
    const at = (s: number) => sleep(Math.max(0, t0 + s * 1000 - Date.now()));
    const windows: Window[] = [];
    const notes: string[] = [];

    await at(SCHEDULE.kill);
    const killed = UPSTREAM_PORTS[0]!;
    const killedAt = Date.now();
    await portals.kill(killed);
    await sleep(RESTART_AFTER_MS);
    await portals.waitReady(portals.start(killed));
    windows.push({ name: 'SIGKILL', from: killedAt, to: Date.now() + 1_000 });
    notes.push(
      `SIGKILL of the process on ${killed} at ${seconds(killedAt - t0)}, ready again ${seconds(Date.now() - killedAt)} later`,
    );

    await at(SCHEDULE.postgres);
    const restartedAt = Date.now();
    const away = await restartPostgres(database);
    await Promise.all([...portals.running.values()].map((portal) => portals.waitReady(portal)));
    windows.push({ name: 'PostgreSQL restart', from: restartedAt, to: Date.now() + 1_000 });
    notes.push(
      `PostgreSQL restarted at ${seconds(restartedAt - t0)} (${away} ms), every process ready ${seconds(Date.now() - restartedAt)} after`,
    );

    await at(SCHEDULE.rolling);
    const rollingFrom = Date.now();
    // Not a synchronous call: the restarts it asks for, the PayPal stand-in and the mail sink
    // are all answered by this process.
    await runScript(path.join(ROOT, 'deploy/rolling-restart.sh'), {
      UPSTREAM_FILE: nginx.upstreamFile,
      NGINX_RELOAD: nginx.reloadCommand,
      RESTART: `curl -fsS -X POST http://127.0.0.1:${control.port}/restart/{port}`,
    });
    windows.push({ name: 'rolling restart', from: rollingFrom, to: Date.now() });
    notes.push(
      `rolling restart from ${seconds(rollingFrom - t0)} to ${seconds(Date.now() - t0)}; stops: ${stops.join('; ')}`,
    );

    const loadCode = await loadExited;
    const rest = cpu.stop();
    if (loadCode !== 0) throw new Error(`the load failed (exit code ${loadCode})`);
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as LoadResult;

    const sql = await openSql(database);
    const findings = await inspect(sql, result.acknowledged).finally(() => sql.end());
    const [flatThroughNginx, flatOneProcess, flatDone] = laps;
    // The checks and the tables are of the timed load; the flat-out parts have a summary of their own.
    const beforeFlatOut = ({ at }: { at: number }) => !flatThroughNginx || at < flatThroughNginx.at;
    const timed = {
      ...result,
      requests: result.requests.filter(beforeFlatOut),
      cmsVisibility: result.cmsVisibility.filter(beforeFlatOut),
    };
    passed = summarise(timed, windows, notes, stops, findings, flatThroughNginx?.cpu ?? rest);
    if (flatThroughNginx && flatOneProcess && flatDone) {
      summariseCapacity(result.requests, flatThroughNginx.at, flatOneProcess, flatDone);
    }
    return passed;
  } finally {
    await cleanUp();
  }
}

interface Lap {
  at: number;
  cpu: Map<Part, number>;
}

/** Throughput flat out through nginx against one process directly, and what each cost in CPU. */
function summariseCapacity(requests: RequestRecord[], from: number, oneProcess: Lap, done: Lap): void {
  const answeredPerSecond = (start: number, end: number) =>
    requests.filter((r) => r.at >= start && r.at < end && outcomeOf(r.status) === 'ok').length / ((end - start) / 1000);
  const describeCpu = (cpu: Map<Part, number>) =>
    [...cpu].map(([part, used]) => `${part} ${used.toFixed(1)} s`).join(', ');
  const deploymentCpu = (cpu: Map<Part, number>) => cpu.get('portals')! + cpu.get('nginx')! + cpu.get('postgres')!;
  const nginxRate = answeredPerSecond(from, oneProcess.at);
  const directRate = answeredPerSecond(oneProcess.at, done.at);
  const nginxSeconds = (oneProcess.at - from) / 1000;
  say();
  say(`Flat out, the same mix with no pause between journeys, ${VUS} users for ${CAPACITY_SECONDS} s each:`);
  say(
    `- through nginx to ${UPSTREAM_PORTS.length} processes: ${Math.round(nginxRate)} answered/s; CPU ${describeCpu(oneProcess.cpu)}`,
  );
  say(`- one process directly: ${Math.round(directRate)} answered/s; CPU ${describeCpu(done.cpu)}`);
  say(`- ratio: ${(nginxRate / directRate).toFixed(2)}x`);
  say(
    `- answered per CPU-second of the deployment (portals, nginx, PostgreSQL) through nginx: ` +
      `${Math.round((nginxRate * nginxSeconds) / deploymentCpu(oneProcess.cpu))}`,
  );
}

function summarise(
  result: LoadResult,
  windows: Window[],
  notes: string[],
  stops: string[],
  findings: Awaited<ReturnType<typeof inspect>>,
  cpuSeconds: Map<Part, number>,
): boolean {
  const { acknowledged } = result;
  // The visibility checks ask each process directly, whether it is up or not: not nginx's traffic.
  const requests = result.requests.filter((request) => !BYPASSES_NGINX.has(request.kind));
  const outcomes = { ok: 0, refused: 0, failed: 0 };
  for (const request of requests) outcomes[outcomeOf(request.status)] += 1;
  const failures = failuresByWindow(requests, windows);
  const lost = Object.entries(findings.lost).flatMap(([kind, keys]) => keys.map((key) => `${kind} ${key}`));
  const survived = result.sessions.filter((session) => session.survived).length;
  const allDelays = result.cmsVisibility.flatMap((post) => post.msByProcess);
  const delays = allDelays.filter((ms) => ms !== null);
  const slowest = Math.max(0, ...delays);
  const unseen = delays.filter((ms) => ms < 0).length;
  const down = allDelays.length - delays.length;
  const rollingFailed = failures.get('rolling restart')!.length;
  const cleanStops = stops.every((stop) => stop.includes('exit code 0'));
  const cpuTotal = [...cpuSeconds.values()].reduce((sum, value) => sum + value, 0);

  say();
  say(`## Drill of ${new Date().toISOString().slice(0, 10)} on ${cpus()[0]?.model.trim()} (${cpus().length} cores)`);
  say(
    `Load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  say(`${VUS} virtual users for ${SECONDS} s through nginx to ${UPSTREAM_PORTS.length} processes on PostgreSQL.`);
  say();
  say(
    `Requests: ${requests.length} (${Math.round(requests.length / SECONDS)}/s): ${outcomes.ok} answered, ` +
      `${outcomes.refused} refused (4xx), ${outcomes.failed} failed (5xx or no answer)`,
  );
  say();
  say(table(byKind(requests)));
  say();
  for (const note of notes) say(`- ${note}`);
  for (const window of windows)
    say(`- failed during the ${window.name}: ${describeFailures(failures.get(window.name)!)}`);
  say(`- failed at other times: ${describeFailures(failures.get('elsewhere')!)}`);
  say();
  const checks: [string, boolean][] = [
    [
      `acknowledged writes lost: ${lost.length} of ${Object.values(acknowledged).reduce((sum, list) => sum + list.length, 0)} ` +
        `(${Object.entries(acknowledged)
          .map(([kind, list]) => `${list.length} ${kind}`)
          .join(', ')})${lost.length ? `: ${lost.slice(0, 10).join('; ')}` : ''}`,
      lost.length === 0,
    ],
    [
      `double payments, fulfilments or redemptions: ${findings.doubles.length}${findings.doubles.length ? `: ${findings.doubles.slice(0, 10).join('; ')}` : ''}`,
      findings.doubles.length === 0,
    ],
    [
      `sessions that outlived the process that made them: ${survived} of ${result.sessions.length}`,
      result.sessions.length > 0 && survived === result.sessions.length,
    ],
    [
      `CMS writes seen through every process: ${result.cmsVisibility.length} posts, slowest ${slowest} ms, never seen ${unseen}, ` +
        `process down at the time ${down} (must be within ${CMS_VISIBLE_WITHIN_MS} ms)`,
      result.cmsVisibility.length > 0 && unseen === 0 && slowest <= CMS_VISIBLE_WITHIN_MS,
    ],
    [
      `requests failed by the rolling restart: ${rollingFailed}; every process exited 0 on SIGTERM: ${cleanStops}`,
      rollingFailed === 0 && cleanStops,
    ],
  ];
  for (const [line, passed] of checks) say(`- ${passed ? 'PASS' : 'FAIL'} ${line}`);
  say();
  say(
    `CPU during the load (${cpuTotal.toFixed(0)} s over ${SECONDS} s on ${cpus().length} cores): ` +
      [...cpuSeconds]
        .map(([part, used]) => `${part} ${used.toFixed(1)} s (${Math.round((100 * used) / cpuTotal)} %)`)
        .join(', '),
  );
  const served = cpuTotal - (cpuSeconds.get('load') ?? 0);
  say(
    `Requests answered per CPU-second of the deployment (portals, nginx, PostgreSQL): ${Math.round(outcomes.ok / served)}`,
  );
  return checks.every(([, passed]) => passed);
}

process.once('SIGINT', () => {
  say('interrupted: cleaning up');
  void cleanUp().finally(() => process.exit(130));
});

main().then(
  (passed) => {
    say(passed ? 'Drill passed.' : 'Drill FAILED.');
    process.exitCode = passed ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
