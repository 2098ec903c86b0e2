import { isAdminRole, type SessionUser, type UserDetails } from '@oneclick/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { AppError } from '../../app-error.js';
import { saleRecords, users } from '../../db/schema/index.js';
import { selectUserSummaries, toUserSummary } from './queries.js';

/** Check Users: one account by e-mail, with who last activated it. A reseller finds only their clients. */
export async function lookUpUser(db: ReadOnlyDatabase, viewer: SessionUser, email: string): Promise<UserDetails> {
  const [row] = await selectUserSummaries(db).where(eq(sql`lower(${users.email})`, email));
  if (!row || (!isAdminRole(viewer.role) && row.user.resellerId !== viewer.id)) {
    throw new AppError('NOT_FOUND', 404, 'No account uses this e-mail address.', { reason: 'ACCOUNT_NOT_FOUND' });
  }
  const [lastSale] = await db
    .select({ at: saleRecords.activatedAt, by: { id: users.id, name: users.name, email: users.email } })
    .from(saleRecords)
    .leftJoin(users, eq(users.id, saleRecords.activatedById))
    .where(eq(saleRecords.customerId, row.user.id))
    .orderBy(desc(saleRecords.activatedAt))
    .limit(1);
  return {
    ...toUserSummary(row),
    activatedBy: lastSale?.by?.id ? lastSale.by : null,
    activatedAt: lastSale?.at.toISOString() ?? null,
  };
}
