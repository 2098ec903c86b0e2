import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPathOf, createClient, routes } from '@oneclick/shared';
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
  const api = createClient((apiPath, request) => fetch(`${base}${apiPath}`, request));
  expect(await api.call(routes.health.checkHealth)).toEqual({ status: 'ok', database: 'ok' });
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('shutting down');
});

// Beside the shared portal (E2E_PORT) and renewal-reminders.spec.ts's (E2E_PORT + 2).
const OWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 3;

test('SIGTERM answers the request in flight, refuses what comes after, stops without waiting on keep-alive, and frees the data folder', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-stop-'));
  const server = await startOwnServer(dataDir, OWN_PORT);
  expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);

  // A login whose headers have arrived but not its body: the request is running as the stop begins.
  const socket = net.connect(OWN_PORT, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const body = JSON.stringify({ email: 'nobody@factory.test', password: 'not a password' });
  socket.write(
    `POST ${apiPathOf(routes.auth.logIn)} HTTP/1.1\r\nHost: localhost:${OWN_PORT}\r\nOrigin: ${server.baseURL}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n` +
      'Expect: 100-continue\r\n\r\n',
  );
  // The server asks for the body once it has taken the request on.
  await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
  server.terminate();
  await expect.poll(() => server.output()).toContain('shutting down');
  // The login's body, then on the same connection a readiness check, which the stopping process refuses.
  socket.write(body + `GET ${apiPathOf(routes.health.checkReadiness)} HTTP/1.1\r\nHost: localhost:${OWN_PORT}\r\n\r\n`);

  await expect
    .poll(() => answer)
    .toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 (200|401) [\s\S]*HTTP\/1\.1 503 /);
  // Well before the 72 s a browser's idle keep-alive connection would otherwise hold it.
  await expect.poll(() => server.exitCode(), { timeout: 30_000 }).toBe(0);
  expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  socket.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});
