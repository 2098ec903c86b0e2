import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
