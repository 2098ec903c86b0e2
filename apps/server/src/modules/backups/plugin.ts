import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { backupsRoutes } from './routes.js';

/** Backups as the app serves them: how old the newest is. They are taken by `npm run backup` (cli/backup.ts). */
export function backupsPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(backupsRoutes(deps));
  };
}
