import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPathOf, ROLES, routes } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandInPortal, standInPortal, strangerPortal } from './test-support/stand-in-portal.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const CLI = path.join(import.meta.dirname, 'cli.ts');

/** The command line as a user runs it: its exit code and everything it printed. */
function cli(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(TSX, ['--conditions=@oneclick/source', CLI, ...args], { cwd: REPO }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/**
 * The attack of issue 28: the state file is the user's to edit. Naming a portal of their own in
 * it, with that portal's keys, or putting that portal's licence (Enterprise, ten years) in it,
 * must get the software nothing but a refusal.
 */
describe('the command line, with a state file edited by its user', { timeout: 60_000 }, () => {
  let portal: StandInPortal;
  let stranger: StandInPortal;
  let folder: string;
  let pins: string;
  let state: string;
  /** What `sign-in` kept. */
  let kept: { token: string; licence: string };
  const readState = () => JSON.parse(readFileSync(state, 'utf8'));
  const writeState = (value: unknown) => writeFileSync(state, JSON.stringify(value));
  const run = (command: string) => cli([command, '--pins', pins, '--state', state, '--name', 'WORKSHOP-CLI']);

  beforeAll(async () => {
    [portal, stranger] = await Promise.all([standInPortal(), strangerPortal()]);
    folder = mkdtempSync(path.join(tmpdir(), 'oneclick-cli-'));
    pins = path.join(folder, 'pins.json');
    state = path.join(folder, 'state.json');
    writeFileSync(pins, JSON.stringify({ origin: portal.origin, keys: portal.key.keys }));
    const signedIn = await run('sign-in');
    expect(signedIn.output).toContain(`Licence verified: account type ${ROLES.pro}`);
    expect(signedIn.code).toBe(0);
    kept = readState();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([portal.close(), stranger.close()]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('checks in at the pinned portal, whatever portal and keys the state file names', async () => {
    writeState({ ...kept, portal: stranger.origin, keys: stranger.key.keys, latestTimeSeen: 0 });

    const checkedIn = await run('check-in');
    expect(checkedIn.output).toContain(`Licence verified: account type ${ROLES.pro}`);
    expect(checkedIn.code).toBe(0);
    expect(portal.paths).toContain(apiPathOf(routes.licences.checkInMachine));
    expect(stranger.paths).toEqual([]);
    expect((await run('offline')).output).toContain(`Licence in force: account type ${ROLES.pro}`);
  });

  it("will not run offline on a licence swapped for a stranger's, or edited", async () => {
    const forged = await stranger.sign(stranger.claimsFor({ fingerprint: 'any', nonce: 'any' }));
    writeState({ ...kept, licence: forged, keys: stranger.key.keys });
    expect(await run('offline')).toEqual({ code: 1, output: expect.stringContaining('Refused: BAD_SIGNATURE') });

    const [header, payload, signature] = (kept.licence as string).split('.');
    const better = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), accountType: ROLES.enterprise };
    writeState({
      ...kept,
      licence: `${header}.${Buffer.from(JSON.stringify(better)).toString('base64url')}.${signature}`,
    });
    expect(await run('offline')).toEqual({ code: 1, output: expect.stringContaining('Refused: BAD_SIGNATURE') });
    expect(stranger.paths).toEqual([]);
  });
});
