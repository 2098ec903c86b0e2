/**
 * The reference client on the command line: what the extension does, step by step.
 *
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts pin      --portal URL --out FILE
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts sign-in  --state FILE [--pins FILE] [--name NAME]
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts check-in --state FILE [--pins FILE] [--name NAME]
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts offline  --state FILE [--pins FILE] [--name NAME]
 *   tsx --conditions=@oneclick/source tools/licence-client/src/cli.ts update   --portal URL --running VERSION --out FILE
 *
 * `pin` writes a portal's origin and its key set today as pins: on release day into
 * src/release-pins.json (the built-in ones), or for a portal on this machine into a file that
 * `--pins` then takes in place of the built-in ones. `sign-in` asks for a code, prints it with
 * the page to approve it on, waits for the approval, activates the machine and verifies its
 * licence. `check-in` renews the licence. Both keep what the software keeps (its token and the
 * last licence) in the state file; nothing in it decides which portal or key is trusted.
 * `offline` says whether the kept licence lets the software run now without the portal. Each
 * exits with 1 and the refusal when there is one. `update` downloads the latest release when it
 * is newer than the running version, refusing it unless its SHA-256 is the one announced.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname, platform, release } from 'node:os';
import { parseArgs } from 'node:util';
import { ApiError, type LicenceClaims, type MachineDescription } from '@oneclick/shared';
import { fetchPublicKeys } from './licence-api.js';
import { type KeptState, LicenceClient, type Licensed } from './licence-client.js';
import { parsePins, pinnedOrigin } from './pins.js';
import { downloadUpdate, findUpdate } from './update.js';
import { LicenceRefused } from './verify-licence.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

function describeMachine(name: string | undefined): MachineDescription {
  const host = name ?? hostname();
  return {
    fingerprint: createHash('sha256').update(`oneclick:${host}:${platform()}`).digest('hex'),
    hostname: host,
    os: `${platform()} ${release()}`,
    version: '2.4.0',
  };
}

async function clientFor(pinsFile: string | undefined): Promise<LicenceClient> {
  if (!pinsFile) return new LicenceClient();
  const { origin, keys } = parsePins(JSON.parse(await readFile(pinsFile, 'utf8')));
  return new LicenceClient({ origin, pinnedKeys: keys });
}

function report(claims: LicenceClaims, verb: string): void {
  const until = new Date(claims.validUntil * 1000).toISOString();
  say(
    `Licence ${verb}: account type ${claims.accountType}, features ${claims.features.join(', ')}, valid offline until ${until}`,
  );
}

async function keep(stateFile: string, { claims, kept }: Licensed): Promise<void> {
  report(claims, 'verified');
  await writeFile(stateFile, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
}

async function pin(portal: string, out: string): Promise<void> {
  const origin = pinnedOrigin(portal);
  const keys = await fetchPublicKeys(origin);
  await writeFile(out, `${JSON.stringify({ origin, keys }, null, 2)}\n`);
  say(`Pinned ${origin} and its ${keys.keys.length} key(s) in ${out}.`);
}

async function signIn(client: LicenceClient, stateFile: string, machine: MachineDescription): Promise<void> {
  const started = await client.startSignIn(machine);
  say(`To sign in, open ${started.verification_uri} and type ${started.user_code}`);
  say(`(or open ${started.verification_uri_complete})`);
  const token = await client.waitForDeviceToken(started);
  say('Approved.');
  await keep(stateFile, await client.activate(token, machine));
}

async function readKept(stateFile: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch {
    return null;
  }
}

async function renew(client: LicenceClient, stateFile: string, machine: MachineDescription): Promise<void> {
  const kept = await readKept(stateFile);
  const token = (kept as Partial<KeptState> | null)?.token;
  if (typeof token !== 'string') throw new LicenceRefused('BAD_STATE');
  await keep(stateFile, await client.checkIn(token, machine));
}

async function runOffline(client: LicenceClient, stateFile: string, machine: MachineDescription): Promise<void> {
  report(await client.useKept(await readKept(stateFile), machine.fingerprint), 'in force');
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
    pins: { type: 'string' },
    state: { type: 'string' },
    name: { type: 'string' },
    running: { type: 'string' },
    out: { type: 'string' },
  },
});
const [command] = positionals;
const licenceCommands = { 'sign-in': signIn, 'check-in': renew, offline: runOffline };

try {
  if (command === 'pin' && values.portal && values.out) await pin(values.portal, values.out);
  else if (command && command in licenceCommands && values.state) {
    await licenceCommands[command as keyof typeof licenceCommands](
      await clientFor(values.pins),
      values.state,
      describeMachine(values.name),
    );
  } else if (command === 'update' && values.portal && values.running && values.out) {
    await update(values.portal, values.running, values.out);
  } else {
    console.error(
      'Usage: cli.ts pin --portal URL --out FILE | sign-in|check-in|offline --state FILE [--pins FILE] [--name NAME] | update --portal URL --running VERSION --out FILE',
    );
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof ApiError) console.error(`Refused: ${error.status} ${JSON.stringify(error.body)}`);
  else if (error instanceof LicenceRefused) console.error(`Refused: ${error.reason}: check in, or sign in again.`);
  else console.error(error);
  process.exitCode = 1;
}
