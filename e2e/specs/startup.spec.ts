import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

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
