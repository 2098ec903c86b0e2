import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_IDLE_DAYS } from '@oneclick/shared';
import {
  deviceAuthorizations,
  deviceTokens,
  emailOutbox,
  loginDeviceCookies,
  oneTimeTokens,
  rateLimitBuckets,
  sessions,
} from '../../src/db/schema/index.js';
import { purgeExpired, SENT_MAIL_KEPT_DAYS } from '../../src/service-core/purge-expired.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser } from '../helpers/factories.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const unique = () => randomBytes(8).toString('hex');

describe('purging what can no longer be used', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes expired sessions and login device cookies, spent links, past limit windows, old sent mail, old device codes and idle device tokens, and keeps the rest', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const [expiredSession, liveSession] = [unique(), unique()];
    await db.insert(sessions).values([
      { id: expiredSession, userId: user.id, expiresAt: ago(1000) },
      { id: liveSession, userId: user.id, expiresAt: ahead(DAY) },
    ]);
    const [expiredDevice, liveDevice] = [unique(), unique()];
    await db.insert(loginDeviceCookies).values([
      { id: expiredDevice, userId: user.id, expiresAt: ago(1000) },
      { id: liveDevice, userId: user.id, expiresAt: ahead(DAY) },
    ]);
    const token = (overrides: Partial<typeof oneTimeTokens.$inferInsert>) => ({
      tokenHash: unique(),
      purpose: 'reset_password' as const,
      userId: user.id,
      expiresAt: ahead(DAY),
      ...overrides,
    });
    const tokens = await db
      .insert(oneTimeTokens)
      .values([
        token({ expiresAt: ago(2 * DAY) }),
        token({ usedAt: ago(2 * DAY) }),
        token({ usedAt: ago(1000) }),
        token({ expiresAt: ago(1000) }),
        token({}),
      ])
      .returning({ id: oneTimeTokens.id });
    const [pastBucket, liveBucket] = [`test:${unique()}`, `test:${unique()}`];
    await db.insert(rateLimitBuckets).values([
      { key: pastBucket, count: 3, resetAt: ago(1000) },
      { key: liveBucket, count: 3, resetAt: ahead(60_000) },
    ]);
    const mail = await db
      .insert(emailOutbox)
      .values([
        { toAddress: 'old@purge.test', subject: 's', textBody: '', sentAt: ago((SENT_MAIL_KEPT_DAYS + 1) * DAY) },
        { toAddress: 'recent@purge.test', subject: 's', textBody: '', sentAt: ago(DAY) },
        { toAddress: 'unsent@purge.test', subject: 's', textBody: 'b', createdAt: ago(90 * DAY) },
      ])
      .returning({ id: emailOutbox.id, to: emailOutbox.toAddress });

    const deviceCode = (expiresAt: Date) => ({
      deviceCodeHash: unique(),
      userCode: unique().slice(0, 8).toUpperCase(),
      fingerprint: 'fingerprint-purge',
      hostname: 'PURGE',
      os: 'Windows 11',
      version: '2.4.0',
      intervalSeconds: 5,
      expiresAt,
    });
    const codes = await db
      .insert(deviceAuthorizations)
      .values([deviceCode(ago(2 * DAY)), deviceCode(ago(1000)), deviceCode(ahead(60_000))])
      .returning({ id: deviceAuthorizations.id });

    const deviceToken = (lastUsedAt: Date) => ({
      tokenHash: unique(),
      userId: user.id,
      fingerprint: 'fp-purge',
      lastUsedAt,
    });
    const machineTokens = await db
      .insert(deviceTokens)
      .values([
        deviceToken(ago((DEVICE_TOKEN_IDLE_DAYS + 1) * DAY)),
        deviceToken(ago((DEVICE_TOKEN_IDLE_DAYS - 1) * DAY)),
      ])
      .returning({ id: deviceTokens.id });

    await purgeExpired(systemOf(t));

    const keptDeviceTokens = await db
      .select({ id: deviceTokens.id })
      .from(deviceTokens)
      .where(
        inArray(
          deviceTokens.id,
          machineTokens.map((row) => row.id),
        ),
      );
    expect(keptDeviceTokens).toEqual([machineTokens[1]]);

    // A device code stays a day past its expiry, so that a late poll still reads expired_token.
    const keptCodes = await db
      .select({ id: deviceAuthorizations.id })
      .from(deviceAuthorizations)
      .where(
        inArray(
          deviceAuthorizations.id,
          codes.map((row) => row.id),
        ),
      );
    expect(keptCodes.map((row) => row.id).sort()).toEqual(
      codes
        .slice(1)
        .map((row) => row.id)
        .sort(),
    );

    const sessionIds = (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map(
      (row) => row.id,
    );
    expect(sessionIds).toEqual([liveSession]);
    const devices = await db
      .select({ id: loginDeviceCookies.id })
      .from(loginDeviceCookies)
      .where(eq(loginDeviceCookies.userId, user.id));
    expect(devices.map((row) => row.id)).toEqual([liveDevice]);
    const keptTokens = await db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        inArray(
          oneTimeTokens.id,
          tokens.map((row) => row.id),
        ),
      );
    expect(keptTokens.map((row) => row.id).sort()).toEqual(
      tokens
        .slice(2)
        .map((row) => row.id)
        .sort(),
    );
    const buckets = await db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, [pastBucket, liveBucket]));
    expect(buckets.map((row) => row.key)).toEqual([liveBucket]);
    const keptMail = await db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          mail.map((row) => row.id),
        ),
      )
      .orderBy(sql`${emailOutbox.toAddress}`);
    expect(keptMail.map((row) => row.to)).toEqual(['recent@purge.test', 'unsent@purge.test']);
  });

  it('empties the e-mails whose link is used, expired or gone, and no other', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const link = (expiresAt: Date, usedAt: Date | null = null) => {
      const token = unique();
      return {
        token,
        row: { tokenHash: hashToken(token), purpose: 'verify_email' as const, userId: user.id, expiresAt, usedAt },
      };
    };
    const used = link(ahead(DAY), ago(1000));
    const expired = link(ago(1000));
    const live = link(ahead(DAY));
    const gone = unique();
    await db.insert(oneTimeTokens).values([used.row, expired.row, live.row]);
    const mail = (to: string, token: string | null, sentAt: Date | null = null) => ({
      toAddress: to,
      subject: 's',
      textBody: `Open https://portal.test/verify_email?token=${token ?? 'none'}`,
      linkTokenHash: token === null ? null : hashToken(token),
      sentAt,
    });
    const rows = await db
      .insert(emailOutbox)
      .values([
        mail('used@links.test', used.token),
        mail('expired@links.test', expired.token, ago(1000)),
        mail('gone@links.test', gone),
        mail('live@links.test', live.token),
        mail('no-link@links.test', null),
      ])
      .returning({ id: emailOutbox.id });

    await purgeExpired(systemOf(t));

    const bodies = await db
      .select({ to: emailOutbox.toAddress, textBody: emailOutbox.textBody })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(sql`${emailOutbox.toAddress}`);
    expect(bodies).toEqual([
      { to: 'expired@links.test', textBody: '' },
      { to: 'gone@links.test', textBody: '' },
      { to: 'live@links.test', textBody: `Open https://portal.test/verify_email?token=${live.token}` },
      { to: 'no-link@links.test', textBody: 'Open https://portal.test/verify_email?token=none' },
      { to: 'used@links.test', textBody: '' },
    ]);
  });
});
