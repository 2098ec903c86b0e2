import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { restForCpuSince } from './rest-for-cpu.js';

describe('restForCpuSince', () => {
  it('rests about as long as the process spent on the CPU since the mark', async () => {
    const since = process.cpuUsage();
    const busyUntil = performance.now() + 30;
    while (performance.now() < busyUntil);
    const spent = process.cpuUsage(since);
    const start = performance.now();
    await restForCpuSince(since);
    // Timers may fire up to a millisecond early by rounding.
    expect(performance.now() - start).toBeGreaterThanOrEqual((spent.user + spent.system) / 1000 - 2);
  });
});
