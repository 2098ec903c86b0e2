import type { DatabaseProbe } from '../../db/probe.js';

export async function isDatabaseReachable(probe: DatabaseProbe): Promise<boolean> {
  try {
    await probe.ping();
    return true;
  } catch {
    return false;
  }
}
