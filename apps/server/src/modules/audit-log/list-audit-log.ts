import { AUDIT_LOG_PAGE_SIZE, type AuditEntry, type Page, type Person } from '@oneclick/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { startsWithPattern } from '../../lib/like-pattern.js';
import { auditLog, users } from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who did what to whom, when and from where: newest first, 50 to a page. */
export async function listAuditLog(
  db: Database,
  query: { actor?: string; action?: string; page: number },
): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (query.actor) {
    const actorId = db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, query.actor));
    conditions.push(sql`${auditLog.actorUserId} in ${actorId}`);
  }
  if (query.action) conditions.push(sql`${auditLog.action} like ${startsWithPattern(query.action)}`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const targets = await accountsById(
    db,
    rows.map(({ entry }) => entry.targetId),
  );
  return {
    items: rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      actor: actor?.id ? actor : null,
      targetId: entry.targetId,
      target: (entry.targetId && targets.get(entry.targetId)) || null,
      details: entry.details,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  };
}

/** The accounts among a page's targets (a target may also be a key, a post or a category). */
async function accountsById(db: Database, targetIds: (string | null)[]): Promise<Map<string, Person>> {
  const ids = [...new Set(targetIds.filter((id): id is string => id !== null && UUID.test(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
