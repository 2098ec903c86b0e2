import { lastBackupSchema } from '../schemas/backups.js';
import { operation } from './operation.js';

/** Backups are taken on the server's host (`npm run backup`); the dashboard says how old the newest is. */
export const backups = {
  getLastBackup: operation({
    method: 'GET',
    path: '/backups/last',
    access: 'admin',
    summary: 'When the newest backup was taken, and whether it is older than BACKUP_WARNING_DAYS',
    responses: { 200: lastBackupSchema },
  }),
};
