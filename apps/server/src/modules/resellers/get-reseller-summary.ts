import type { ResellerSummary } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { selectResellerSummaries } from './queries.js';

/** One active reseller's rate, keys, clients and activations: a reseller's own corner of the dashboard. */
export async function getResellerSummary(db: ReadOnlyDatabase, userId: string): Promise<ResellerSummary> {
  const [summary] = await selectResellerSummaries(db).where(and(eq(users.id, userId), eq(users.isReseller, true)));
  if (!summary) throw new AppError('NOT_FOUND', 404, 'This user is not a reseller.', { reason: 'NOT_A_RESELLER' });
  return summary;
}
