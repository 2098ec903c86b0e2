import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ROLES } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { findUserByEmail } from '../../auth/users.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { SETUP_LINK_FILE } from './create-setup-link.js';
import { consumeToken } from '../../auth/one-time-tokens.js';
import { assertUncommonPassword, hashPassword } from './passwords.js';

interface SetupInput {
  token: string;
  name: string;
  email: string;
  password: string;
}

/** Creates the first super admin (or promotes the account with that e-mail) from the setup link. */
export async function setUpAdmin(deps: AuthDeps, actor: Actor, input: SetupInput): Promise<void> {
  assertUncommonPassword(input.password, 'REGISTER_FAIL');
  const passwordHash = await hashPassword(input.password);
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    await consumeToken(tx, input.token, 'setup_admin');
    const existing = await findUserByEmail(tx, input.email);
    const values = { name: input.name, passwordHash, role: ROLES.superAdmin, emailVerifiedAt: new Date() };
    const [admin] = existing
      ? await tx
          .update(users)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({ ...values, email: input.email })
          .returning();
    await audit({ action: 'admin.setup', targetId: admin!.id, actorUserId: admin!.id });
  });
  await rm(path.join(deps.config.dataDir, SETUP_LINK_FILE), { force: true });
}
