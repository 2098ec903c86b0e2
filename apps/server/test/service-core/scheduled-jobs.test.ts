import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/db/schema/index.js';
import { runScheduledJob, type ScheduledJob } from '../../src/service-core/scheduled-jobs.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

/**
 * A scheduled job runs in one process at a time, whichever asks: on PostgreSQL the attempts
 * meet on real connections at the same moment.
 */
describe('scheduled jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A job that counts its runs and holds on until released, so the attempts overlap. */
  function blockingJob(name: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const job: ScheduledJob = {
      name,
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await released;
      },
    };
    return { job, release, runs: () => runs };
  }

  it('of ten processes asking at once, one runs the job and the others pass', async () => {
    const { job, release, runs } = blockingJob('overlap');
    const attempts = Array.from({ length: 10 }, () => runScheduledJob(t.database.db, systemOf(t), job));
    await expect.poll(runs).toBe(1);
    release();
    const ran = await Promise.all(attempts);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs()).toBe(1);
    const [row] = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'overlap'));
    expect(row!.leasedBy).toBeNull();
    expect(row!.lastSucceededAt).not.toBeNull();
  });

  it('does not run again within half its period of a success, and runs again once a failure let go', async () => {
    const { job, release } = blockingJob('rested');
    release();
    expect(await runScheduledJob(t.database.db, systemOf(t), job)).toBe(true);
    expect(await runScheduledJob(t.database.db, systemOf(t), job)).toBe(false);

    const failing: ScheduledJob = { name: 'failing', everyMs: 60_000, run: () => Promise.reject(new Error('down')) };
    await expect(runScheduledJob(t.database.db, systemOf(t), failing)).rejects.toThrow('down');
    await expect(runScheduledJob(t.database.db, systemOf(t), failing)).rejects.toThrow('down');
  });

  it('takes over the lease of a process that died holding it, once the lease runs out', async () => {
    await t.database.db
      .insert(scheduledJobs)
      .values({ name: 'orphaned', leasedBy: 'a process that died', leasedUntil: new Date(Date.now() + 60_000) });
    const { job, release } = blockingJob('orphaned');
    release();
    expect(await runScheduledJob(t.database.db, systemOf(t), job)).toBe(false);
    await t.database.db
      .update(scheduledJobs)
      .set({ leasedUntil: new Date(Date.now() - 1) })
      .where(eq(scheduledJobs.name, 'orphaned'));
    expect(await runScheduledJob(t.database.db, systemOf(t), job)).toBe(true);
  });
});
