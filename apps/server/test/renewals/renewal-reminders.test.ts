import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, renewalReminders, users } from '../../src/db/schema/index.js';
import { sendRenewalReminders } from '../../src/modules/renewals/send-renewal-reminders.js';
import { insertUser } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { createTestApp, type TestApp, type TwoProcesses, twoProcessesOf } from '../helpers/test-app.js';

const DAY_MS = 86_400_000;
/** Noon in Saigon today: whole days from it stay on their calendar day. */
const noon = new Date();
noon.setUTCHours(5, 0, 0, 0);
/** Each test lives years apart from the others, so no run of the job sees another test's customers. */
const timeline = (startDay: number) => (n: number) => new Date(noon.getTime() + (startDay + n) * DAY_MS);

/**
 * The reminders before a paid plan ends, through the job itself on the test database: on
 * PostgreSQL two app instances run it at the same moment on real connections.
 */
describe('renewal reminders', () => {
  let t: TestApp;
  let processes: TwoProcesses;
  const runBoth = (at: Date) => processes.runBoth(sendRenewalReminders, at);

  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    processes = await twoProcessesOf(t);
  });
  afterAll(async () => {
    await processes?.close();
    await t?.close();
  });

  it('sends each stage once, in the customer’s language, with two instances running the job at once', async () => {
    const days = timeline(0);
    const customers = await Promise.all([
      insertUser(t.database.db, { role: 5, expiresAt: days(30), language: 'en-US' }),
      insertUser(t.database.db, { role: 6, expiresAt: days(7), language: 'vi' }),
      insertUser(t.database.db, { role: 7, expiresAt: days(1), language: 'th' }),
      insertUser(t.database.db, { role: 8, expiresAt: days(0), language: 'en-US' }),
      insertUser(t.database.db, { role: 5, expiresAt: days(31) }),
      insertUser(t.database.db, { role: 3, expiresAt: days(7) }),
      insertUser(t.database.db, { role: 5, expiresAt: days(-40) }),
    ]);
    expect(await runBoth(days(0))).toBe(4);
    expect(await runBoth(days(0))).toBe(0);

    const subjects = await Promise.all(
      customers.map(async (customer) => (await emailsTo(t.database.db, customer.email)).map((email) => email.subject)),
    );
    expect(subjects).toEqual([
      ['Your OneClick Pro plan ends in 30 days'],
      ['Gói OneClick Premium của bạn sẽ hết hạn sau 7 ngày'],
      [expect.stringContaining('พรุ่งนี้')],
      ['Your OneClick Pro Designer plan ends today'],
      [],
      [],
      [],
    ]);
    const [text] = await emailsTo(t.database.db, customers[0].email);
    expect(text!.textBody).toContain(`${t.config.publicUrl}/renew`);
    expect(text!.textBody).toContain('one computer');

    const audited = await t.database.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'renewal.reminded'), eq(auditLog.targetId, customers[1].id)));
    expect(audited).toEqual([{ details: { stage: 7, planEndsAt: days(7).toISOString() }, actor: null }]);
  });

  it('goes on to the next stage when its day comes, and a stage missed while the job was down is skipped, not sent late', async () => {
    const days = timeline(1000);
    const customer = await insertUser(t.database.db, { role: 5, expiresAt: days(35) });
    const stagesSent = async () =>
      (await t.database.db.select().from(renewalReminders).where(eq(renewalReminders.userId, customer.id)))
        .map((reminder) => reminder.stage)
        .sort((a, b) => b - a);

    expect(await runBoth(days(5))).toBe(1);
    expect(await runBoth(days(25))).toBe(0);
    // The job did not run between the 30-day reminder and the day before: the 7-day one is skipped.
    expect(await runBoth(days(34))).toBe(1);
    expect(await runBoth(days(35))).toBe(1);
    expect(await runBoth(days(36))).toBe(0);
    expect(await stagesSent()).toEqual([30, 1, 0]);
    expect(await emailsTo(t.database.db, customer.email)).toHaveLength(3);
  });

  it('starts afresh when a renewal moves the end date: the old date’s later stages never go', async () => {
    const days = timeline(2000);
    const customer = await insertUser(t.database.db, { role: 6, expiresAt: days(7) });
    expect(await runBoth(days(0))).toBe(1);
    await t.database.db
      .update(users)
      .set({ expiresAt: days(372) })
      .where(eq(users.id, customer.id));
    expect(await runBoth(days(6))).toBe(0);
    expect(await runBoth(days(7))).toBe(0);
    expect(await runBoth(days(342))).toBe(1);
    const reminders = await t.database.db
      .select({ stage: renewalReminders.stage, planEndsAt: renewalReminders.planEndsAt })
      .from(renewalReminders)
      .where(eq(renewalReminders.userId, customer.id));
    expect(reminders).toEqual(
      expect.arrayContaining([
        { stage: 7, planEndsAt: days(7) },
        { stage: 30, planEndsAt: days(372) },
      ]),
    );
    expect(reminders).toHaveLength(2);
  });

  it('leaves out the reminders of a customer who turned them off, but still gives the notice on the day', async () => {
    const days = timeline(3000);
    const customer = await insertUser(t.database.db, { role: 5, expiresAt: days(7), renewalReminders: false });
    expect(await runBoth(days(0))).toBe(0);
    expect(await runBoth(days(6))).toBe(0);
    expect(await runBoth(days(7))).toBe(1);
    const [notice] = await emailsTo(t.database.db, customer.email);
    expect(notice!.subject).toBe('Your OneClick Pro plan ends today');
    expect(notice!.textBody).not.toContain('turn these reminders off');
  });

  it('reminds once a plan whose end was written with microseconds (by SQL, a migration), which a JavaScript date cannot hold', async () => {
    const days = timeline(5000);
    const customer = await insertUser(t.database.db, { role: 5 });
    await t.database.db
      .update(users)
      .set({ expiresAt: sql`${days(7)}::timestamptz + interval '123 microseconds'` })
      .where(eq(users.id, customer.id));
    expect(await runBoth(days(0))).toBe(1);
    expect(await runBoth(days(0))).toBe(0);
    expect(await runBoth(days(6))).toBe(1);
    expect(await emailsTo(t.database.db, customer.email)).toHaveLength(2);
  });

  it('tells a reseller’s client to renew through their reseller, by name and e-mail', async () => {
    const days = timeline(4000);
    const reseller = await insertUser(t.database.db, {
      role: 2,
      isReseller: true,
      commissionRate: 20,
      name: 'Xưởng Gỗ Minh Phát',
    });
    const client = await insertUser(t.database.db, { role: 5, expiresAt: days(30), resellerId: reseller.id });
    expect(await runBoth(days(0))).toBe(1);
    const [reminder] = await emailsTo(t.database.db, client.email);
    expect(reminder!.textBody).toContain(`Xưởng Gỗ Minh Phát (${reseller.email})`);
    expect(reminder!.textBody).not.toContain('/renew');
  });
});
