import { chmod, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import type { SystemDeps } from '../../service-core/unit-of-work.js';
import { recordBackup } from './record-backup.js';
import { newManifest, writeBackup } from './take-backup.js';

export const MAINTENANCE_SOCKET = 'maintenance.sock';
export const TAKEN_AT_HEADER = 'x-backup-taken-at';

const backupTakenSchema = z.object({
  file: z.string().min(1).max(255),
  takenAt: z.iso.datetime(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  encrypted: z.boolean(),
});

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 4096) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * While the server has the embedded database open, nothing else may read its folder, so
 * `npm run backup` asks the server, over a Unix socket in the data folder: only who may read the
 * folder may connect, and nothing of it is reachable over the network.
 * - `GET /backup` streams an archive, its snapshot's time in `x-backup-taken-at`;
 * - `POST /backup/record` records one the caller has written whole (`BackupTaken`).
 */
export async function openMaintenanceSocket(
  system: SystemDeps,
  database: DatabaseHandle,
): Promise<{ close(): Promise<void> }> {
  const socketPath = path.join(system.config.dataDir, MAINTENANCE_SOCKET);
  // A killed server leaves its socket behind; the data folder's lock says this process owns it now.
  await rm(socketPath, { force: true });
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/backup') {
      const manifest = newManifest(system.config);
      response.writeHead(200, { 'content-type': 'application/x-tar', [TAKEN_AT_HEADER]: manifest.takenAt });
      writeBackup(system.config, database, manifest, response).catch((error: unknown) => {
        system.log.error({ err: error }, 'backup failed');
        // Broken off, so the caller sees an incomplete archive and records nothing.
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return;
    }
    if (request.method === 'POST' && request.url === '/backup/record') {
      jsonBody(request)
        .then((body) => recordBackup(system, backupTakenSchema.parse(body)))
        .then(
          () => response.writeHead(204).end(),
          (error: unknown) => response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error)),
        );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
