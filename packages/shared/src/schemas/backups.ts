import { z } from 'zod';

/** The newest backup on record (`npm run backup` records each one it finishes) and whether it is too old. */
export const lastBackupSchema = z.object({
  /** When the newest backup's snapshot was taken; null when none was ever recorded. */
  takenAt: z.iso.datetime().nullable(),
  /** Its archive's file name, as the backup wrote it. */
  file: z.string().nullable(),
  /** BACKUP_WARNING_DAYS: older than this, or none at all, and the dashboard warns. */
  warnAfterDays: z.number().int().positive(),
  stale: z.boolean(),
  /** Whether its archive is encrypted (to BACKUP_RECIPIENT); null when none was ever recorded. */
  encrypted: z.boolean().nullable(),
});
export type LastBackup = z.infer<typeof lastBackupSchema>;
