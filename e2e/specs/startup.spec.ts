import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER, startOwnServer } from '../support/own-server';

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER], { env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a second server on the same data folder is refused with a clear message', async () => {
  const { code, output } = await runServer({ DATA_DIR: process.env.E2E_DATA_DIR!, PORT: '0', HOST: '127.0.0.1' });
  expect(code).toBe(1);
  expect(output).toContain('Another OneClick Portal server');
  expect(output).toContain(process.env.E2E_DATA_DIR!);
});

test('a bad setting stops the start and names the variable', async () => {
  const { code, output } = await runServer({ PORT: 'eighty' });
  expect(code).toBe(1);
  expect(output).toContain('Invalid configuration');
  expect(output).toContain('PORT');
});

test('with DATABASE_URL the same start runs on PostgreSQL, and SIGTERM stops it cleanly', async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  test.skip(!databaseUrl, 'TEST_DATABASE_URL is not set');
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await expect
    .poll(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1], { timeout: 20_000 })
    .toBeTruthy();
  const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
  expect(output).toContain('"database":"postgres"');
  const health = await fetch(`${base}/api/v1/health`);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('shutting down');
});

test('SIGTERM stops the embedded server cleanly and frees its data folder', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-stop-'));
  // Beside the shared portal (E2E_PORT) and renewal-reminders.spec.ts's (E2E_PORT + 2).
  const server = await startOwnServer(dataDir, Number(process.env.E2E_PORT ?? 3100) + 3);
  expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
  await server.stop();
  expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
});
