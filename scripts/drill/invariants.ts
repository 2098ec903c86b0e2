/**
 * What the database must hold after the drill: every write the load was told was saved, and no
 * payment, fulfilment or licence key counted twice, whatever the kills and restarts cut into.
 */
import type pg from 'pg';
import type { Acknowledged } from './protocol.js';

export interface Findings {
  /** Acknowledged writes not in the database, by kind. */
  lost: Record<keyof Acknowledged, string[]>;
  /** Orders paid, fulfilled or recorded as a sale more than once; keys redeemed more than once. */
  doubles: string[];
}

async function missing(sql: pg.Client, acknowledged: string[], query: string): Promise<string[]> {
  if (acknowledged.length === 0) return [];
  const { rows } = await sql.query<{ found: string }>(query, [acknowledged]);
  const found = new Set(rows.map((row) => row.found));
  return acknowledged.filter((key) => !found.has(key));
}

const DOUBLES_SQL = `
  select 'order ' || order_id || ': ' || count(*) || ' sale records' as what
    from sale_records where order_id is not null group by order_id having count(*) > 1
  union all
  select 'licence key ' || licence_key_id || ': ' || count(*) || ' sale records'
    from sale_records where licence_key_id is not null group by licence_key_id having count(*) > 1
  union all
  select 'order ' || (details->>'orderId') || ': ' || count(*) || ' order.paid audit rows'
    from audit_log where action = 'order.paid' group by details->>'orderId' having count(*) > 1
  union all
  select 'order ' || order_id || ': ' || count(*) || ' bank transfers matched'
    from bank_transfers where order_id is not null group by order_id having count(*) > 1
  union all
  select 'order ' || o.id || ': fulfilled without its sale record' from orders o
    where o.status = 'fulfilled' and o.kind = 'subscription'
      and not exists (select 1 from sale_records s where s.order_id = o.id)`;

export async function inspect(sql: pg.Client, acknowledged: Acknowledged): Promise<Findings> {
  const redemptions = acknowledged.redemptions.map(({ key, email }) => `${key} ${email}`);
  const lost = {
    registrations: await missing(
      sql,
      acknowledged.registrations,
      'select email as found from users where email = any($1)',
    ),
    verifications: await missing(
      sql,
      acknowledged.verifications,
      'select email as found from users where email = any($1) and email_verified_at is not null',
    ),
    posts: await missing(sql, acknowledged.posts, 'select id::text as found from posts where id::text = any($1)'),
    paypalOrders: await missing(
      sql,
      acknowledged.paypalOrders,
      `select id as found from orders where id = any($1) and status = 'fulfilled'`,
    ),
    bankOrders: await missing(
      sql,
      acknowledged.bankOrders,
      `select id as found from orders where id = any($1) and status = 'fulfilled'`,
    ),
    redemptions: await missing(
      sql,
      redemptions,
      `select k.code || ' ' || u.email as found from licence_keys k join users u on u.id = k.used_by_id
        where k.code || ' ' || u.email = any($1)`,
    ),
  };
  const { rows } = await sql.query<{ what: string }>(DOUBLES_SQL);
  return { lost, doubles: rows.map((row) => row.what) };
}
