import type { LastBackup } from '@oneclick/shared';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getLastBackup(db: ReadOnlyDatabase, config: Config, now = new Date()): Promise<LastBackup> {
  const [newest] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'backup.taken'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const takenAt = typeof newest?.details?.takenAt === 'string' ? newest.details.takenAt : null;
  const file = typeof newest?.details?.file === 'string' ? newest.details.file : null;
  const warnAfterDays = config.backupWarningDays;
  const stale = takenAt === null || now.getTime() - Date.parse(takenAt) > warnAfterDays * DAY_MS;
  // Records from before encryption carry no flag: those archives were plain.
  const encrypted = takenAt === null ? null : newest?.details?.encrypted === true;
  return { takenAt, file, warnAfterDays, stale, encrypted };
}
