import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const CLI = path.join(REPO, 'tools/licence-client/src/cli.ts');

export interface ClientRun {
  child: ChildProcessWithoutNullStreams;
  /** What it printed so far. */
  output(): string;
  /** Resolves with the exit code once it ends. */
  exited: Promise<number | null>;
}

/** The reference client (the extension's part) as a process of its own. */
export function runLicenceClient(args: string[]): ClientRun {
  const child = spawn(TSX, ['--conditions=@oneclick/source', CLI, ...args], { cwd: REPO });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output: () => printed, exited };
}
