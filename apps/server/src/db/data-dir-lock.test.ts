import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

let parent: string;
beforeAll(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'oneclick-lock-'));
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

function tempDir(): string {
  return mkdtempSync(path.join(parent, 'data-'));
}

describe('lockDataDir', () => {
  it('holds the folder until released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'portal.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });

  it('refuses a folder another running process holds, naming the folder and the process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'portal.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
      expect(() => lockDataDir(dir)).toThrow(dir);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'portal.lock');
    writeFileSync(lockPath, '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('creates missing parent folders', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
