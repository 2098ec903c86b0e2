import { ConfigError } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { createSetupLink } from '../modules/auth/create-setup-link.js';
import { openConfiguredDatabase } from './open-configured-database.js';

/** `npm run create-admin`: prints a one-time link that creates the first super admin. */
async function main(): Promise<void> {
  const { database, system } = await openConfiguredDatabase();
  try {
    const link = await createSetupLink(system);
    console.warn(
      link
        ? `Open this one-time link to create the super admin (valid 7 days):\n\n  ${link}\n`
        : 'A super admin already exists; nothing to do.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nThe running server printed a setup link at start; it is also in DATA_DIR/setup-admin-link.txt.`,
    );
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
