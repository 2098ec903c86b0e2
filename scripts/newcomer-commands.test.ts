import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

describe("a newcomer's first commands", () => {
  it('npm ci reviews every install script it runs: each package that has one is in allowScripts', () => {
    const { packages } = readJson('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const allowed = readJson('package.json').allowScripts as Record<string, boolean> | undefined;
    const withScripts = Object.entries(packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => allowed?.[name] !== true)).toEqual([]);
  });

  it('the server tools run from the last build, building nothing when there is one', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'oneclick-run-cli-'));
    try {
      mkdirSync(path.join(work, 'apps/server/dist/cli'), { recursive: true });
      writeFileSync(
        path.join(work, 'apps/server/dist/cli/backup.js'),
        'console.log(`built tool: ${process.argv.slice(2).join(" ")}`);\n',
      );
      const output = execFileSync('bash', [path.join(ROOT, 'scripts/run-cli.sh'), 'backup', 'portal.tar'], {
        cwd: work,
        encoding: 'utf8',
      });
      expect(output.trim()).toBe('built tool: portal.tar');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('every server tool npm runs goes through run-cli.sh', () => {
    const scripts = readJson('package.json').scripts as Record<string, string>;
    const tools = Object.entries(scripts).filter(([, command]) => /\bcli\b|run-cli/.test(command));
    expect(tools.map(([name]) => name).sort()).toEqual(
      ['backup', 'create-admin', 'licence-key:rotate', 'reset-second-factor', 'restore', 'secrets-key:rotate'].sort(),
    );
    for (const [, command] of tools) expect(command).toMatch(/^scripts\/run-cli\.sh [a-z-]+$/);
  });
});
