import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { getLastBackup } from './get-last-backup.js';

export function backupsRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'backups', {
      getLastBackup: () => getLastBackup(deps.db, deps.config),
    });
  };
}
