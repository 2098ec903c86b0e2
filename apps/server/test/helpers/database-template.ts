import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.js';
import { databaseUrl, runAsAdmin } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's database copies: a PGlite dump file, or a PostgreSQL database's name. */
    databaseTemplate: string;
  }
}

/**
 * Vitest's global setup for the server's tests: migrates one database before any file runs, and
 * each file's database starts as a copy of it (test-database.ts). A fresh PGlite (its initdb) and
 * the migrations for every file took most of the integration tests' time.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres' && serverUrl) {
    const name = `oneclick_template_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(serverUrl, `create database ${name}`);
    const handle = await openPostgres(databaseUrl(serverUrl, name));
    await handle.migrate();
    await handle.close();
    project.provide('databaseTemplate', name);
    return () => runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'oneclick-template-'));
  const dumpFile = path.join(folder, 'pglite.tar');
  const handle = await openPglite('memory://');
  await handle.migrate();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', dumpFile);
  return () => rm(folder, { recursive: true, force: true });
}
