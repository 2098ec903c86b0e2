import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { scheduledJobs } from '../db/schema/index.js';
import type { SystemDeps } from './unit-of-work.js';

/** A job's hold on its row; a holder that died loses it when it runs out. */
const LEASE_MS = 2 * 60 * 1000;

/** What a running job can ask: whether it still holds its lease (renewed by asking), so a slow batch never runs twice. */
export type KeepLease = () => Promise<boolean>;

export interface ScheduledJob {
  name: string;
  /** How often each process tries it; across processes it runs no more than twice as often. */
  everyMs: number;
  run(system: SystemDeps, keepLease: KeepLease): Promise<void>;
}

/**
 * Takes the job's lease if no process holds it and it did not succeed in the last half period.
 * `for update skip locked` makes a second process that asks at the same moment skip the row
 * instead of waiting for it: of two, exactly one gets the lease (decision 028).
 */
export async function takeLease(db: Database, name: string, everyMs: number, holder: string): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const free = db
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.name, name),
        lte(scheduledJobs.leasedUntil, sql`now()`),
        or(
          isNull(scheduledJobs.lastSucceededAt),
          lte(scheduledJobs.lastSucceededAt, sql`now() - make_interval(secs => ${everyMs / 2000})`),
        ),
      ),
    )
    .for('update', { skipLocked: true });
  const taken = await db
    .update(scheduledJobs)
    .set({ leasedUntil: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`, leasedBy: holder })
    .where(inArray(scheduledJobs.name, free))
    .returning({ name: scheduledJobs.name });
  return taken.length === 1;
}

/** Renews a held lease; false once another process took it (this one was too slow or paused). */
async function renewLease(db: Database, name: string, holder: string): Promise<boolean> {
  const renewed = await db
    .update(scheduledJobs)
    .set({ leasedUntil: sql`now() + make_interval(secs => ${LEASE_MS / 1000})` })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leasedBy, holder)))
    .returning({ name: scheduledJobs.name });
  return renewed.length === 1;
}

async function releaseLease(db: Database, name: string, holder: string, succeeded: boolean): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      leasedUntil: sql`now()`,
      leasedBy: null,
      ...(succeeded ? { lastSucceededAt: sql`now()` } : {}),
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leasedBy, holder)));
}

/** Runs the job now if this process can take its lease; true when it ran to the end. */
export async function runScheduledJob(leases: Database, system: SystemDeps, job: ScheduledJob): Promise<boolean> {
  const holder = randomUUID();
  if (!(await takeLease(leases, job.name, job.everyMs, holder))) return false;
  const log = system.log.child({ job: job.name });
  let succeeded = false;
  try {
    await job.run({ ...system, log }, () => renewLease(leases, job.name, holder));
    succeeded = true;
  } finally {
    await releaseLease(leases, job.name, holder, succeeded);
  }
  return true;
}

/** The app's recurring work: each job added runs once the app is ready and every `everyMs` after. */
export interface Scheduler {
  add(job: ScheduledJob): void;
  /** Resolves once every run started so far has finished (shutdown and tests wait on it). */
  settled(): Promise<void>;
}

/**
 * The jobs of one app. The first runs start as the app gets ready but are not awaited: a start
 * after downtime may have thousands of reminders due, and the server must listen meanwhile. A
 * job's runs in one process follow each other; on close the timers stop and running work ends.
 */
export function scheduler(app: FastifyInstance, leases: Database, system: SystemDeps): Scheduler {
  const jobs: ScheduledJob[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const chains = new Map<string, Promise<unknown>>();
  const tick = (job: ScheduledJob) => {
    const run = (chains.get(job.name) ?? Promise.resolve())
      .then(() => runScheduledJob(leases, system, job))
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'));
    chains.set(job.name, run);
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  const settled = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const timer = setInterval(() => tick(job), job.everyMs);
      timer.unref();
      timers.push(timer);
      tick(job);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await settled();
  });
  return { add: (job) => jobs.push(job), settled };
}
