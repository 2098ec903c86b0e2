import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import {
  LICENCE_KEY_RING_FILE,
  LicenceKeyRingError,
  loadKeyRing,
  rotateKeyRing,
  writeKeyRingFile,
} from '../domain/licence-signing.js';

/**
 * `npm run licence-key:rotate`: a new key signs licences from the server's next start; the one it
 * replaces stays published until the licences it signed have expired. With LICENCE_SIGNING_KEY
 * set, prints the new ring to put there; otherwise rewrites the data folder's ring.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const ring = await rotateKeyRing(await loadKeyRing(config));
  const current = ring.keys[0]!.kid;
  if (config.licenceSigningKey) {
    process.stdout.write(`${JSON.stringify(ring)}\n`);
    console.warn(`\nSet LICENCE_SIGNING_KEY to the line above, then restart every server. New key id: ${current}`);
    return;
  }
  await writeKeyRingFile(path.join(config.dataDir, LICENCE_KEY_RING_FILE), ring);
  console.warn(`Rotated: new key id ${current}. Restart the server to sign with it.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof LicenceKeyRingError ? error.message : error);
  process.exit(1);
});
