import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

export const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

export interface OwnServer {
  baseURL: string;
  /** What the server printed so far. */
  output(): string;
  /** Its exit code, null while it runs. */
  exitCode(): number | null;
  /** Sends SIGTERM, as a process manager stopping it would. */
  terminate(): void;
  /** Stops it with SIGTERM and expects a clean exit; does nothing once it has exited. */
  stop(): Promise<void>;
}

/**
 * A portal of a spec's own, on its own data folder and port beside the shared one, for a journey
 * that must stop and start the server. Its e-mails go to the shared mail sink.
 */
export async function startOwnServer(dataDir: string, port: number): Promise<OwnServer> {
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'OneClick Portal <no-reply@oneclick.test>',
    },
  });
  // A test that times out skips its clean-up: the worker's exit still takes the server down.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.on('exit', () => process.off('exit', killOnExit));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // A limit that catches a hang: a fresh embedded database migrates first, which took over 30 s
  // on a loaded 2-core machine.
  await expect
    .poll(() => output.includes('OneClick Portal is serving') || child.exitCode !== null, { timeout: 90_000 })
    .toBe(true);
  expect(child.exitCode, output).toBeNull();
  return {
    baseURL,
    output: () => output,
    exitCode: () => child.exitCode,
    terminate: () => child.kill('SIGTERM'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    },
  };
}
