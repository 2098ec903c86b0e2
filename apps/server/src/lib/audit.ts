import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Records a state change by staff or by the system: who, what, when, from where. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
