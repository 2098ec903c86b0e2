import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRenewalsDigests } from '../../src/modules/renewals/send-renewals-digests.js';
import { insertUser } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { createTestApp, type TestApp, type TwoProcesses, twoProcessesOf } from '../helpers/test-app.js';

const DAY_MS = 86_400_000;
/** A Wednesday, noon in Saigon. */
const wednesday = new Date('2030-01-09T05:00:00Z');
const day = (n: number) => new Date(wednesday.getTime() + n * DAY_MS);

/** The resellers' weekly digests through the job itself, run by two app instances at once. */
describe('the resellers’ weekly renewals digest', () => {
  let t: TestApp;
  let processes: TwoProcesses;
  const runBoth = (at: Date) => processes.runBoth(sendRenewalsDigests, at);

  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    processes = await twoProcessesOf(t);
  });
  afterAll(async () => {
    await processes?.close();
    await t?.close();
  });

  it('goes once a week to each reseller with renewals, listing theirs only, and to nobody with none', async () => {
    const db = t.database.db;
    const busy = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20, language: 'vi' });
    const idle = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20 });
    const revoked = await insertUser(db, { role: 4, isReseller: false });
    const [soon, lapsed, later] = await Promise.all([
      insertUser(db, { role: 5, expiresAt: day(12), resellerId: busy.id, name: 'Xưởng Mộc An Phát' }),
      insertUser(db, { role: 6, expiresAt: day(-3), resellerId: busy.id, name: 'Nội Thất Hoà Bình' }),
      insertUser(db, { role: 5, expiresAt: day(200), resellerId: busy.id, name: 'Tủ Bếp Sài Gòn' }),
      insertUser(db, { role: 5, expiresAt: day(200), resellerId: idle.id }),
      insertUser(db, { role: 5, expiresAt: day(5), resellerId: revoked.id }),
    ]);

    expect(await runBoth(wednesday)).toBe(1);
    const [digest] = await emailsTo(db, busy.email);
    expect(digest!.subject).toBe('Gia hạn tuần này: 2 khách hàng của bạn có gói sắp hoặc vừa hết hạn');
    expect(digest!.textBody).toContain(soon.email);
    expect(digest!.textBody).toContain(lapsed.email);
    expect(digest!.textBody).not.toContain(later.email);
    expect(await emailsTo(db, idle.email)).toEqual([]);
    expect(await emailsTo(db, revoked.email)).toEqual([]);

    // Later the same week (Sunday night in Saigon): nothing more. The next Monday: the next digest.
    expect(await runBoth(new Date('2030-01-13T16:30:00Z'))).toBe(0);
    expect(await runBoth(new Date('2030-01-13T17:30:00Z'))).toBe(1);
    expect(await emailsTo(db, busy.email)).toHaveLength(2);
  });
});
