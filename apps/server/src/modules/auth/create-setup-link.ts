import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLES, WEB_PATHS } from '@oneclick/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import { runAsSystem, type SystemDeps } from '../../lib/unit-of-work.js';
import { issueToken } from '../../auth/one-time-tokens.js';

const SETUP_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SETUP_LINK_FILE = 'setup-admin-link.txt';

/**
 * While the portal has no super admin, makes a one-time setup link (earlier ones stop
 * working) and keeps it in `DATA_DIR/setup-admin-link.txt`, readable by the operator only.
 * No default password exists. Returns the link, or null when a super admin already exists.
 * Runs at start and from `npm run create-admin`, outside any request: the actor is the system.
 */
export async function createSetupLink(system: SystemDeps): Promise<string | null> {
  const { config } = system;
  const token = await runAsSystem(system, async ({ tx, audit }) => {
    const [superAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, ROLES.superAdmin)).limit(1);
    if (superAdmin) return null;
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.purpose, 'setup_admin'), isNull(oneTimeTokens.usedAt)));
    await audit({ action: 'admin.setup_link_created' });
    return issueToken(tx, { purpose: 'setup_admin', userId: null, ttlSeconds: SETUP_TTL_SECONDS });
  });
  if (!token) return null;
  const link = `${config.publicUrl}${WEB_PATHS.setupAdmin}?token=${token}`;
  await writeFile(path.join(config.dataDir, SETUP_LINK_FILE), `${link}\n`, { mode: 0o600 });
  return link;
}
