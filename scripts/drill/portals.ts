/**
 * The portal's processes as systemd runs them: the settings of deploy/systemd/oneclick-portal@.service
 * (its `Environment=` lines, the instance being the port, and its stop timeout) plus those of the
 * environment file, which the drill makes up. Each process writes its log to `<workDir>/portal-<port>.log`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const SERVER_MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const UNIT_FILE = path.resolve(import.meta.dirname, '../../deploy/systemd/oneclick-portal@.service');
const READY_TIMEOUT_MS = 60_000;

interface Unit {
  environment: Record<string, string>;
  stopTimeoutMs: number;
}

/** The unit's `Environment=NAME=value` lines with `%i` for the port, and `TimeoutStopSec`. */
export function readUnit(port: number, text = readFileSync(UNIT_FILE, 'utf8')): Unit {
  const environment: Record<string, string> = {};
  let stopTimeoutMs = 90_000;
  for (const line of text.split('\n')) {
    const setting = /^Environment=([A-Z_]+)=(.*)$/.exec(line.trim());
    if (setting) environment[setting[1]!] = setting[2]!.replaceAll('%i', String(port));
    const timeout = /^TimeoutStopSec=(\d+)$/.exec(line.trim());
    if (timeout) stopTimeoutMs = Number(timeout[1]) * 1000;
  }
  return { environment, stopTimeoutMs };
}

export interface Portal {
  port: number;
  url: string;
  child: ChildProcess;
  /** `SIGKILL`, `exit code 0`... */
  exited: Promise<string>;
}

export class Portals {
  readonly running = new Map<number, Portal>();

  constructor(
    private readonly workDir: string,
    /** What the environment file would hold: DATABASE_URL, PUBLIC_URL, LICENCE_SIGNING_KEY... */
    private readonly environmentFile: Record<string, string>,
  ) {}

  start(port: number): Portal {
    const log = openSync(path.join(this.workDir, `portal-${port}.log`), 'a');
    const env = { PATH: process.env.PATH, ...this.environmentFile, ...readUnit(port).environment };
    const child = spawn(process.execPath, [SERVER_MAIN], { cwd: this.workDir, env, stdio: ['ignore', log, log] });
    closeSync(log);
    // Should the drill itself fail, the processes go with it.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const exited = new Promise<string>((resolve) =>
      child.once('exit', (code, signal) => {
        process.off('exit', killOnExit);
        resolve(signal ?? `exit code ${code}`);
      }),
    );
    const portal = { port, url: `http://127.0.0.1:${port}`, child, exited };
    this.running.set(port, portal);
    void exited.then(() => {
      if (this.running.get(port) === portal) this.running.delete(port);
    });
    return portal;
  }

  /** What `ExecStartPost=deploy/wait-until-ready.sh` waits for: /api/v1/health/ready answering 200. */
  async waitReady(portal: Portal): Promise<void> {
    let exit: string | undefined;
    void portal.exited.then((how) => (exit = how));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exit)
        throw new Error(
          `the portal on port ${portal.port} ended while starting (${exit}):\n${this.logTail(portal.port)}`,
        );
      const ready = await fetch(`${portal.url}/api/v1/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await sleep(200);
    }
    throw new Error(
      `the portal on port ${portal.port} is not ready after ${READY_TIMEOUT_MS} ms:\n${this.logTail(portal.port)}`,
    );
  }

  /** What systemd does on stop: SIGTERM, then SIGKILL after the unit's TimeoutStopSec. Returns how it ended. */
  async stop(port: number): Promise<string> {
    const portal = this.running.get(port);
    if (!portal) return 'not running';
    portal.child.kill('SIGTERM');
    const { stopTimeoutMs } = readUnit(port);
    const how = await Promise.race([portal.exited, sleep(stopTimeoutMs, 'timeout', { ref: false })]);
    if (how !== 'timeout') return how;
    portal.child.kill('SIGKILL');
    return `killed after ${stopTimeoutMs} ms: ${await portal.exited}`;
  }

  kill(port: number): Promise<string> {
    const portal = this.running.get(port);
    if (!portal) return Promise.resolve('not running');
    portal.child.kill('SIGKILL');
    return portal.exited;
  }

  async killAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((port) => this.kill(port)));
  }

  logTail(port: number): string {
    const text = readFileSync(path.join(this.workDir, `portal-${port}.log`), 'utf8');
    return text.trim().split('\n').slice(-10).join('\n');
  }
}
