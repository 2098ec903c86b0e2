import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLES } from '@oneclick/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { assertUncommonPassword } from './change-password.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

const SETUP_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SETUP_LINK_FILE = 'setup-admin-link.txt';

async function hasSuperAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.superAdmin)).limit(1);
  return row !== undefined;
}

/**
 * While the portal has no super admin, makes a one-time setup link and keeps it in
 * `DATA_DIR/setup-admin-link.txt` (readable by the operator only). No default password exists.
 * Returns the link, or null when a super admin already exists.
 */
export async function createSetupLink(db: Database, config: Config): Promise<string | null> {
  if (await hasSuperAdmin(db)) return null;
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.purpose, 'setup_admin'), isNull(oneTimeTokens.usedAt)));
  const token = await issueToken(db, { purpose: 'setup_admin', userId: null, ttlSeconds: SETUP_TTL_SECONDS });
  const link = `${config.publicUrl}/setup_admin?token=${token}`;
  await writeFile(path.join(config.dataDir, SETUP_LINK_FILE), `${link}\n`, { mode: 0o600 });
  return link;
}

interface SetupInput {
  token: string;
  name: string;
  email: string;
  password: string;
}

/** Creates the first super admin (or promotes the account with that e-mail) from the setup link. */
export async function setUpAdmin({ db, config }: AuthDeps, input: SetupInput, ctx: RequestContext): Promise<void> {
  assertUncommonPassword(input.password, 'REGISTER_FAIL');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
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
    await recordAudit(tx, { actorUserId: admin!.id, action: 'admin.setup', targetId: admin!.id, ip: ctx.ip });
  });
  await rm(path.join(config.dataDir, SETUP_LINK_FILE), { force: true });
}
