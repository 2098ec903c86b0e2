import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ROLES } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { findUserByEmail } from '../../auth/users.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { SETUP_LINK_FILE } from './create-setup-link.js';
import { consumeToken } from '../../auth/one-time-tokens.js';
import { SETUP_LINK_TTL_SECONDS } from '../../auth/second-factors.js';
import { allowSecondFactorSetup, createSession, revokeUserSessions } from '../../auth/sessions.js';
import { hashToken } from '../../utils/secure-token.js';
import { assertUncommonPassword, hashPassword } from './passwords.js';

interface SetupInput {
  token: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Creates the first super admin (or promotes the account with that e-mail) from the setup link,
 * and signs them in: the setup link stands for the e-mailed one, so this session may set up the
 * account's first second factor. Answers the session's token.
 */
export async function setUpAdmin(deps: AuthDeps, actor: Actor, input: SetupInput): Promise<string> {
  assertUncommonPassword(input.password, 'REGISTER_FAIL');
  const passwordHash = await hashPassword(input.password);
  const session = await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
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
    await revokeUserSessions(tx, admin!.id);
    const token = await createSession(tx, admin!.id, actor, false);
    await allowSecondFactorSetup(tx, hashToken(token), new Date(Date.now() + SETUP_LINK_TTL_SECONDS * 1000));
    return token;
  });
  await rm(path.join(deps.config.dataDir, SETUP_LINK_FILE), { force: true });
  return session;
}
