import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Rests as long as the process spent on the CPU since `since` (a `process.cpuUsage()`). Long work
 * (a scheduled job's batch, an export) that calls it after each unit leaves at least half of the
 * CPU to the requests it shares the process with, however busy they keep it; time spent waiting
 * on the database (a commit's flush to disk) costs no rest.
 */
export function restForCpuSince(since: NodeJS.CpuUsage): Promise<void> {
  const { user, system } = process.cpuUsage(since);
  return sleep((user + system) / 1000);
}
