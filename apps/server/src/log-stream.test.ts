import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logStream } from './log-stream.js';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'oneclick-log-stream-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const lines = (count: number) => Array.from({ length: count }, (_, n) => `{"n":${n},"msg":"${'x'.repeat(90)}"}\n`);

describe('the log stream', () => {
  it('writes every line once, in order, across batches', async () => {
    const file = path.join(folder, 'out.log');
    const fd = openSync(file, 'w');
    const stream = logStream(fd);
    // About 1 MB: many batches, lines arriving while a batch is being written.
    const written = lines(10_000);
    for (const [index, line] of written.entries()) {
      stream.write(line);
      if (index % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await stream.drained();
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(written.join(''));
  });

  it('writes the lines still waiting when the process exits', async () => {
    const module = path.join(import.meta.dirname, 'log-stream.ts');
    const script = `
      import { logStream } from ${JSON.stringify(module)};
      const stream = logStream();
      stream.write('{"msg":"first"}\\n');
      stream.write('{"msg":"last"}\\n');
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    expect(stdout).toBe('{"msg":"first"}\n{"msg":"last"}\n');
  });
});
