import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');

export interface BuiltPortal {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/**
 * The portal as it is deployed: the built server (`npm run build` first) in a process of its own,
 * at its default logging (to /dev/null here), on a fresh data folder, with `env` added (such as
 * DATABASE_URL); ready when this resolves. `stop` ends it and removes the folder.
 */
export async function startBuiltPortal(port: number, env: Record<string, string> = {}): Promise<BuiltPortal> {
  if (!existsSync(SERVER)) throw new Error(`No server build (${SERVER}): run npm run build first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, ...env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`${base}/api/v1/health/ready`);
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
