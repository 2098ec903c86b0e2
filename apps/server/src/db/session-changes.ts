import { sql } from 'drizzle-orm';
import { rowsOf } from './client.js';
import type { Transaction } from './transaction.js';

/**
 * Whether the transaction has changed what a session is read from (the session, its account, the
 * account's second factors): the triggers that announce such a change on `session_changes`
 * (migration 0036) write it down for the rest of their transaction (0038).
 */
export async function sessionChangesAnnounced(tx: Transaction): Promise<boolean> {
  const [row] = await rowsOf<{ announced: boolean | null }>(
    tx.execute(sql`select current_setting('oneclick.session_changes', true) = 'announced' as announced`),
  );
  return row?.announced === true;
}
