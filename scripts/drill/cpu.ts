/**
 * The CPU each part of the deployment used during the load, from /proc (Linux): the portal
 * processes, nginx, PostgreSQL (every `postgres` process on the machine) and the load itself.
 * Sampled every second, so a process that ends loses at most its last second.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime in ticks, and the parent's pid; undefined when the process is gone. */
function stat(pid: number): { ticks: number; ppid: number; name: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), ppid: Number(fields[1]), name };
  } catch {
    return undefined;
  }
}

export type Part = 'portals' | 'nginx' | 'postgres' | 'load';

export class CpuMeter {
  private readonly seconds = new Map<Part, number>([
    ['portals', 0],
    ['nginx', 0],
    ['postgres', 0],
    ['load', 0],
  ]);
  private readonly last = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pidsOf: () => { portals: number[]; nginx: number | undefined; load: number | undefined },
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  /** The CPU seconds since the start or the last lap, by part; counting goes on from zero. */
  lap(): Map<Part, number> {
    this.sample();
    const lap = new Map(this.seconds);
    for (const part of this.seconds.keys()) this.seconds.set(part, 0);
    return lap;
  }

  stop(): Map<Part, number> {
    clearInterval(this.timer);
    return this.lap();
  }

  private sample(): void {
    const { portals, nginx, load } = this.pidsOf();
    const all = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
    const parts = new Map<number, Part>();
    for (const pid of portals) parts.set(pid, 'portals');
    if (load) parts.set(load, 'load');
    for (const pid of all) {
      const process = stat(pid);
      if (!process) continue;
      if (nginx && (pid === nginx || process.ppid === nginx)) parts.set(pid, 'nginx');
      if (process.name === 'postgres') parts.set(pid, 'postgres');
      const part = parts.get(pid);
      if (!part) continue;
      const before = this.last.get(pid) ?? process.ticks;
      this.seconds.set(part, this.seconds.get(part)! + (process.ticks - before) / TICKS_PER_SECOND);
      this.last.set(pid, process.ticks);
    }
  }
}
