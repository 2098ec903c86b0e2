import { findUserByEmail } from '../auth/users.js';
import { resetSecondFactors } from '../auth/second-factors.js';
import { ConfigError } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { runAsSystem } from '../service-core/unit-of-work.js';
import { openConfiguredDatabase } from './open-configured-database.js';

/**
 * `npm run reset-second-factor -- <e-mail>`: the way back in for an account whose second factor is
 * lost when no other super admin can reset it (the last super admin). Whoever runs it has the
 * server's terminal; the account's owner is e-mailed and signed out everywhere.
 */
async function main(email: string | undefined): Promise<void> {
  if (!email) {
    console.error('Usage: npm run reset-second-factor -- <e-mail of the account>');
    process.exit(2);
  }
  const { config, database, system } = await openConfiguredDatabase();
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No account uses ${email}.`);
      process.exitCode = 1;
      return;
    }
    await runAsSystem(system, (uow) => resetSecondFactors(uow, config, user, 'terminal'));
    console.warn(
      `Every second factor of ${user.email} is removed; it can sign in with its password and set one up again.`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
