import { AUDIT_LOG_PAGE_SIZE, type AuditAction, type AuditEntry, type Page, type Person } from '@oneclick/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { dayStart } from '../../domain/business-days.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AuditLogFilter {
  /** E-mail addresses, lower case. */
  actor?: string;
  target?: string;
  action?: AuditAction;
  /** Days in the business's time zone, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** The id of the account with this e-mail (none or one), as a uuid for the actor and as text for the target. */
const accountWithEmail = (db: ReadOnlyDatabase, email: string, as: 'uuid' | 'text') =>
  db
    .select({ id: as === 'uuid' ? users.id : sql`${users.id}::text` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));

/** Who did what to whom, when and from where: newest first, 50 to a page. */
export async function listAuditLog(
  db: ReadOnlyDatabase,
  timeZone: string,
  query: AuditLogFilter,
): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(sql`${auditLog.actorUserId} in ${accountWithEmail(db, query.actor, 'uuid')}`);
  if (query.target) conditions.push(sql`${auditLog.targetId} in ${accountWithEmail(db, query.target, 'text')}`);
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(sql`${auditLog.createdAt} >= ${dayStart(query.from, timeZone)}`);
  if (query.to) conditions.push(sql`${auditLog.createdAt} < ${dayStart(query.to, timeZone)} + interval '1 day'`);
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
  const accounts = await accountsById(
    db,
    rows.flatMap(({ entry }) => [entry.targetId, ...idsIn(entry.details)]),
  );
  return {
    items: rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      actor: actor?.id ? actor : null,
      targetId: entry.targetId,
      target: (entry.targetId && accounts.get(entry.targetId)) || null,
      details: entry.details,
      people: Object.fromEntries(
        idsIn(entry.details).flatMap((id) => {
          const person = accounts.get(id);
          return person ? [[id, person]] : [];
        }),
      ),
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  };
}

/** The ids among an entry's details (`userId`, a key's `resellerId`, its `from` and `to`): accounts or not. */
function idsIn(details: Record<string, unknown> | null): string[] {
  return Object.values(details ?? {}).filter((value): value is string => typeof value === 'string' && UUID.test(value));
}

/** The accounts among a page's ids (a target may also be a key, a post or a category). */
async function accountsById(db: ReadOnlyDatabase, maybeIds: (string | null)[]): Promise<Map<string, Person>> {
  const ids = [...new Set(maybeIds.filter((id): id is string => id !== null && UUID.test(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
