import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

function createAdmin(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@oneclick/source', 'src/cli/create-admin.ts'],
      { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run create-admin', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'oneclick-cli-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('prints a one-time setup link for an empty portal', async () => {
    const dataDir = mkdtempSync(path.join(parent, 'data-'));
    const { code, output } = await createAdmin({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://portal.example',
      PAYPAL_MODE: 'fake',
    });
    expect(code).toBe(0);
    expect(output).toMatch(/https:\/\/portal\.example\/setup_admin\?token=[\w-]{43}/);
  }, 60_000);

  it('refuses while a server holds the embedded database, and says where the link is', async () => {
    const dataDir = mkdtempSync(path.join(parent, 'data-'));
    const release = lockDataDir(dataDir);
    try {
      const { code, output } = await createAdmin({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain('Another OneClick Portal server');
      expect(output).toContain('setup-admin-link.txt');
    } finally {
      release();
    }
  }, 60_000);
});
