import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const COMPANY = { companyName: 'Xưởng May Bình Minh', companyAddress: 'KCN Tân Tạo, TP. HCM', taxCode: '0314.409.058' };

describe('PUT /api/v1/auth/company', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (body: unknown, cookie?: string) =>
    sendJson(t, 'PUT', '/api/v1/auth/company', body, cookie ? { cookie } : {});

  async function signedIn(overrides: Parameters<typeof insertUser>[1] = {}) {
    const user = await insertUser(t.database.db, overrides);
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  async function companyOf(id: string) {
    const [row] = await t.database.db
      .select({
        companyName: users.companyName,
        companyAddress: users.companyAddress,
        taxCode: users.taxCode,
        personalId: users.personalId,
      })
      .from(users)
      .where(eq(users.id, id));
    return row!;
  }

  it.each([
    ['a customer', { role: 4 }],
    ['a Pro customer', { role: 5, expiresAt: new Date(Date.now() + 86_400_000) }],
    ['a reseller', { role: 4, isReseller: true, commissionRate: 20 }],
    ['an editor', { role: 4, editorScope: 'vi' }],
    ['an admin', { role: 1 }],
    ['a super admin', { role: 0 }],
  ] as const)('lets %s set the company, with the tax code stored in its canonical form', async (_who, overrides) => {
    const { user, cookie } = await signedIn(overrides);
    const res = await put(COMPANY, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const stored = {
      companyName: COMPANY.companyName,
      companyAddress: COMPANY.companyAddress,
      taxCode: '0314409058',
      personalId: null,
    };
    expect(res.json()).toEqual(stored);
    expect(await companyOf(user.id)).toEqual(stored);
    const session = await getJson(t, '/api/v1/auth/session', { cookie });
    expect(session.json().user.company).toEqual(stored);
    const [audited] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.company_changed'), eq(auditLog.targetId, user.id)));
    expect(audited!.n).toBe(1);
  });

  it('writes a 13-digit code as ten digits, a dash and three, and clears the fields given empty', async () => {
    const { user, cookie } = await signedIn();
    expect((await put({ ...COMPANY, taxCode: '0100109106 001' }, cookie)).json().taxCode).toBe('0100109106-001');
    const cleared = await put({ companyName: '', companyAddress: '', taxCode: '' }, cookie);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await companyOf(user.id)).toEqual({
      companyName: null,
      companyAddress: null,
      taxCode: null,
      personalId: null,
    });
  });

  it("keeps an individual's personal identification number for their e-invoices, unchanged when left out", async () => {
    const { user, cookie } = await signedIn();
    const individual = { companyName: '', companyAddress: '', taxCode: '', personalId: '079 203 012 345' };
    expect((await put(individual, cookie)).json()).toMatchObject({ companyName: null, personalId: '079203012345' });
    expect((await put(COMPANY, cookie)).json()).toMatchObject({ taxCode: '0314409058', personalId: '079203012345' });
    expect((await put({ ...COMPANY, personalId: '' }, cookie)).json().personalId).toBeNull();
    expect((await companyOf(user.id)).personalId).toBeNull();
  });

  it('refuses anyone not signed in', async () => {
    const res = await put(COMPANY);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a tax code of 9 digits', { ...COMPANY, taxCode: '031440905' }, 'taxCode', 'TAX_CODE_INVALID'],
    ['a tax code with a wrong check digit', { ...COMPANY, taxCode: '0314409059' }, 'taxCode', 'TAX_CODE_INVALID'],
    ['a tax code with letters', { ...COMPANY, taxCode: 'MST 0314409058' }, 'taxCode', 'TAX_CODE_INVALID'],
    ['unit 000', { ...COMPANY, taxCode: '0314409058-000' }, 'taxCode', 'TAX_CODE_INVALID'],
    [
      'a tax code without a company',
      { companyName: '', companyAddress: '', taxCode: '0314409058' },
      'companyName',
      'REQUIRED',
    ],
    ['a name too long', { ...COMPANY, companyName: 'x'.repeat(201) }, 'companyName', 'TOO_LONG'],
    ['markup in the address', { ...COMPANY, companyAddress: '<script>' }, 'companyAddress', 'TEXT_INVALID'],
    ['a lone surrogate', { ...COMPANY, companyName: 'A\ud800B' }, 'companyName', 'TEXT_INVALID'],
    ['a number for the tax code', { ...COMPANY, taxCode: 314409058 }, 'taxCode', 'REQUIRED'],
    ['a missing field', { companyName: 'A', taxCode: '' }, 'companyAddress', 'REQUIRED'],
    ['a personal id of 11 digits', { ...COMPANY, personalId: '07920301234' }, 'personalId', 'PERSONAL_ID_INVALID'],
    ['a personal id with letters', { ...COMPANY, personalId: 'CCCD079203012345' }, 'personalId', 'PERSONAL_ID_INVALID'],
    ['an unknown field', { ...COMPANY, role: 0 }, 'request', undefined],
  ])('answers %s with 400 and its code, and changes nothing', async (_what, body, field, reason) => {
    const { user, cookie } = await signedIn();
    await put(COMPANY, cookie);
    const before = await companyOf(user.id);
    const res = await put(body, cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (reason) expect(res.json().details.fields[field]).toBe(reason);
    expect(await companyOf(user.id)).toEqual(before);
  });
});
