/**
 * The reference client on the command line: what the extension does, step by step.
 *
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts sign-in  --portal URL --state FILE [--name NAME]
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts check-in --state FILE
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts update   --portal URL --running VERSION --out FILE
 *
 * `sign-in` asks for a code, prints it with the page to approve it on, waits for the approval,
 * activates the machine and verifies its licence. `check-in` renews the licence. Both keep what
 * the software would keep (token, licence, keys, latest time seen) in the state file, and exit
 * with 1 and the portal's refusal when there is one. `update` downloads the latest release
 * when it is newer than the running version, refusing it unless its SHA-256 is the one announced.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname, platform, release } from 'node:os';
import { parseArgs } from 'node:util';
import type { LicenceClaims, LicencePublicKeys, MachineDescription } from '@oneclick/shared';
import { activate, checkIn, fetchPublicKeys, PortalError, startSignIn, waitForDeviceToken } from './licence-api.js';
import { downloadUpdate, findUpdate } from './update.js';
import { type OfflineState, useOffline, verifyLicence } from './verify-licence.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

interface SavedState extends OfflineState {
  portal: string;
  machine: MachineDescription;
  token: string;
  keys: LicencePublicKeys;
  licence: string;
}

function describeMachine(name: string | undefined): MachineDescription {
  const host = name ?? hostname();
  return {
    fingerprint: createHash('sha256').update(`oneclick:${host}:${platform()}`).digest('hex'),
    hostname: host,
    os: `${platform()} ${release()}`,
    version: '2.4.0',
  };
}

async function licenceFor(state: Omit<SavedState, 'licence'>, step: typeof activate): Promise<SavedState> {
  const nonce = randomBytes(16).toString('hex');
  const answer = await step(state.portal, state.token, { ...state.machine, nonce });
  const claims = await verifyLicence(answer.licence, state.keys, { nonce, fingerprint: state.machine.fingerprint });
  const { latestTimeSeen } = useOffline(claims, state);
  report(claims);
  return { ...state, licence: answer.licence, latestTimeSeen };
}

function report(claims: LicenceClaims): void {
  const until = new Date(claims.validUntil * 1000).toISOString();
  say(
    `Licence verified: account type ${claims.accountType}, features ${claims.features.join(', ')}, valid offline until ${until}`,
  );
}

async function signIn(portal: string, stateFile: string, name: string | undefined): Promise<void> {
  const machine = describeMachine(name);
  const started = await startSignIn(portal, machine);
  say(`To sign in, open ${started.verification_uri} and type ${started.user_code}`);
  say(`(or open ${started.verification_uri_complete})`);
  const token = await waitForDeviceToken(portal, started);
  say('Approved.');
  const keys = await fetchPublicKeys(portal);
  const state = await licenceFor({ portal, machine, token, keys, latestTimeSeen: 0 }, activate);
  await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

async function renew(stateFile: string): Promise<void> {
  const saved = JSON.parse(await readFile(stateFile, 'utf8')) as SavedState;
  const keys = await fetchPublicKeys(saved.portal);
  await writeFile(stateFile, `${JSON.stringify(await licenceFor({ ...saved, keys }, checkIn), null, 2)}\n`, {
    mode: 0o600,
  });
}

async function update(portal: string, running: string, out: string): Promise<void> {
  const release = await findUpdate(portal, running);
  if (!release) {
    say(`Up to date: ${running} is the latest version.`);
    return;
  }
  await writeFile(out, await downloadUpdate(release));
  say(`Version ${release.version} downloaded to ${out} (SHA-256 ${release.sha256} checked).`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    portal: { type: 'string' },
    state: { type: 'string' },
    name: { type: 'string' },
    running: { type: 'string' },
    out: { type: 'string' },
  },
});
const [command] = positionals;

try {
  if (command === 'sign-in' && values.portal && values.state) await signIn(values.portal, values.state, values.name);
  else if (command === 'check-in' && values.state) await renew(values.state);
  else if (command === 'update' && values.portal && values.running && values.out) {
    await update(values.portal, values.running, values.out);
  } else {
    console.error(
      'Usage: cli.ts sign-in --portal URL --state FILE [--name NAME] | check-in --state FILE | update --portal URL --running VERSION --out FILE',
    );
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof PortalError ? `Refused: ${error.status} ${JSON.stringify(error.body)}` : error);
  process.exitCode = 1;
}
