import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface UserPage {
  items: { id: string; email: string; name: string; effectiveRole: number; role: number; reseller: unknown }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('GET /api/v1/users', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let resellerUser: UserRow;
  let customer: string;
  let clients: UserRow[];

  function list(query: string, cookie: string) {
    return getJson(t, `/api/v1/users${query}`, { cookie });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const adminUser = await insertUser(db, { role: 1 });
    resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
    const otherReseller = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
    const customerUser = await insertUser(db);
    clients = [
      await insertUser(db, { name: 'Nguyễn Văn An', email: 'an.nguyen@xuong-go.test', resellerId: resellerUser.id }),
      await insertUser(db, {
        name: 'Somchai Wood',
        email: 'somchai@wood.test',
        role: 5,
        expiresAt: new Date('2020-01-01'),
        resellerId: resellerUser.id,
      }),
    ];
    await insertUser(db, { name: 'Not Theirs', email: 'an.other@factory.test', resellerId: otherReseller.id });
    await insertUser(db, { name: '100% Oak', email: 'percent@factory.test' });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('shows admins everyone, newest first, 200 to a page', async () => {
    const res = await list('', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<UserPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 200, total: 8 });
    expect(page.items[0]!.email).toBe('percent@factory.test');
  });

  it('finds the start of a name or an e-mail address in any case, and only the start', async () => {
    const byEmail = (await list('?q=AN.', admin)).json<UserPage>();
    expect(byEmail.items.map((user) => user.email).sort()).toEqual([
      'an.nguyen@xuong-go.test',
      'an.other@factory.test',
    ]);
    const byName = (await list(`?q=${encodeURIComponent('nguyễn')}`, admin)).json<UserPage>();
    expect(byName.items.map((user) => user.email)).toEqual(['an.nguyen@xuong-go.test']);
    expect((await list('?q=guyen', admin)).json<UserPage>().total).toBe(0);
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    expect((await list('?q=%25', admin)).json<UserPage>().items.map((user) => user.name)).toEqual([]);
    expect((await list('?q=100%25', admin)).json<UserPage>().items.map((user) => user.name)).toEqual(['100% Oak']);
    expect((await list('?q=_', admin)).json<UserPage>().total).toBe(0);
  });

  it('lists only resellers when asked', async () => {
    const page = (await list('?resellers=true', admin)).json<UserPage>();
    expect(page.total).toBe(2);
    expect(page.items.map((user) => user.id)).toContain(resellerUser.id);
    expect((await list('?resellers=false', admin)).statusCode).toBe(400);
  });

  it('shows an expired paid type as Free, keeping the type it had', async () => {
    const page = (await list('?q=somchai', admin)).json<UserPage>();
    expect(page.items[0]).toMatchObject({ role: 5, effectiveRole: 4 });
  });

  it('shows a reseller only the customers they activated, whatever they search', async () => {
    const own = (await list('', reseller)).json<UserPage>();
    expect(own.items.map((user) => user.id).sort()).toEqual(clients.map((user) => user.id).sort());
    const searched = (await list('?q=an.', reseller)).json<UserPage>();
    expect(searched.items.map((user) => user.email)).toEqual(['an.nguyen@xuong-go.test']);
  });

  it('refuses customers and visitors', async () => {
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/users')).statusCode).toBe(401);
  });

  it('refuses a bad page or search with a code', async () => {
    for (const query of ['?page=0', '?page=x', `?q=${'a'.repeat(101)}`]) {
      const res = await list(query, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
