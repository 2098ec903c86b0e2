import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_UP_TO, pageTotal } from '../../src/db/page-total.js';
import { users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Totals {
  total: number;
  totalIsEstimate?: true;
  items: unknown[];
}

/** More than the lists count exactly: their totals become the planner's estimate. */
const LONG = EXACT_TOTAL_UP_TO + 400;

describe('the totals of lists longer than the portal counts', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const adminUser = await insertUser(db, { role: 1 });
    await db.execute(sql`
      insert into users (name, email, password_hash, country, language, role)
      select 'Customer ' || n, 'customer-' || n || '@long.test', 'x', 'VN', 'vi', 4
      from generate_series(1, ${LONG}) as n`);
    await db.execute(sql`
      insert into licence_keys (code, account_type, months)
      select upper(substr(md5(n::text), 1, 16)), 5, 12 from generate_series(1, ${LONG}) as n`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze licence_keys`);
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  const list = async (url: string) => {
    const res = await getJson(t, url, { cookie: admin });
    expect(res.statusCode).toBe(200);
    return res.json<Totals>();
  };

  it('gives the planner’s estimate of a long user list, rounded, and says it is one', async () => {
    const page = await list('/api/v1/users');
    expect(page.totalIsEstimate).toBe(true);
    // LONG and the admin, in two significant figures.
    expect(page.total).toBe(10_000);
    expect(page.items).toHaveLength(200);
  });

  it('counts a search that keeps fewer than that exactly', async () => {
    const page = await list('/api/v1/users?q=customer-1001');
    // customer-1001 and customer-10010 to customer-10019, whatever the planner guessed.
    expect(page).toMatchObject({ total: 11 });
    expect(page.totalIsEstimate).toBeUndefined();
  });

  it('gives the estimate of a long key list, and counts a narrow one', async () => {
    const keys = await list('/api/v1/licence-keys');
    expect(keys).toMatchObject({ total: 10_000, totalIsEstimate: true });
    const narrow = await list(`/api/v1/licence-keys?code=${'C4CA4238A0B92382'.slice(0, 8)}`);
    expect(narrow).toMatchObject({ total: 1 });
    expect(narrow.totalIsEstimate).toBeUndefined();
  });

  it('says the planner’s estimate without counting when it expects far more than is counted', async () => {
    const db = t.database.db;
    // The planner expects the 10,401 accounts it last analyzed: past 100, nothing is counted.
    expect(await pageTotal(db, users, undefined, { exactUpTo: 10, uncountedPast: 100 })).toEqual({
      total: 10_000,
      totalIsEstimate: true,
    });
    expect(await pageTotal(db, users, undefined, { exactUpTo: 20_000, uncountedPast: 40_000 })).toEqual({
      total: LONG + 1,
    });
  });
});
