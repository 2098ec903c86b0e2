import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.js';
import { loadSecretsKeys, rotateSecretsKeys, SecretBoxError, writeSecretsKeyFile } from '../utils/secret-box.js';

/**
 * `npm run secrets-key:rotate`: a new key seals the database's secrets from the server's next
 * start, which seals every secret again with it; the old keys stay in the list so that the
 * servers not yet restarted, and the secrets not yet sealed again, still open. With SECRETS_KEY
 * set, prints the new list to put there; otherwise rewrites the data folder's key file.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const keys = rotateSecretsKeys(await loadSecretsKeys(config));
  if (config.secretsKey) {
    process.stdout.write(`${keys}\n`);
    console.warn(
      '\nSet SECRETS_KEY to the line above, then restart every server: each start seals the secrets with the new key.' +
        '\nOnce every server has restarted, the old keys after the first may be removed.',
    );
    return;
  }
  await writeSecretsKeyFile(config.dataDir, keys);
  console.warn('Rotated: restart the server, whose start seals every secret with the new key.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof SecretBoxError ? error.message : error);
  process.exit(1);
});
