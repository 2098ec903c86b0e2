import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLES, WEB_PATHS } from '@oneclick/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import { issueToken } from '../../auth/one-time-tokens.js';

const SETUP_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SETUP_LINK_FILE = 'setup-admin-link.txt';

/** Serialises the processes that start together on a new database, each making a link (any fixed number). */
const SETUP_LINK_LOCK = 7_146_823_002;

/**
 * While the portal has no super admin, makes a one-time setup link (earlier ones stop
 * working) and keeps it in `DATA_DIR/setup-admin-link.txt`, readable by the operator only.
 * No default password exists. Returns the link, or null when a super admin already exists.
 * Runs at start and from `npm run create-admin`, outside any request: the actor is the system.
 */
export async function createSetupLink(system: SystemDeps): Promise<string | null> {
  const { config } = system;
  return runAsSystem(system, async ({ tx, audit }) => {
    // One process at a time, and the file written before the commit that lets the next one go:
    // the file then always holds the link that ended all the others.
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LINK_LOCK})`);
    const [superAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, ROLES.superAdmin)).limit(1);
    if (superAdmin) return null;
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.purpose, 'setup_admin'), isNull(oneTimeTokens.usedAt)));
    await audit({ action: 'admin.setup_link_created' });
    const token = await issueToken(tx, { purpose: 'setup_admin', userId: null, ttlSeconds: SETUP_TTL_SECONDS });
    const link = `${config.publicUrl}${WEB_PATHS.setupAdmin}?token=${token}`;
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(path.join(config.dataDir, SETUP_LINK_FILE), `${link}\n`, { mode: 0o600 });
    return link;
  });
}
