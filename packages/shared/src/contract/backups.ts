import { lastBackupSchema } from '../schemas/backups.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** Backups are taken on the server's host (`npm run backup`); the dashboard says how old the newest is. */
export const backups = {
  getLastBackup: operation({
    ...API_PATHS.backups.getLastBackup,
    access: 'admin',
    summary: 'When the newest backup was taken, and whether it is older than BACKUP_WARNING_DAYS',
    responses: { 200: lastBackupSchema },
  }),
};
