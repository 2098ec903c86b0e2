import { createServer, type AddressInfo } from 'node:net';
import en from '@oneclick/shared/i18n/en-US/emails.json' with { type: 'json' };
import viEmails from '@oneclick/shared/i18n/vi/emails.json' with { type: 'json' };
import { eq, inArray, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, oneTimeTokens, users } from '../../src/db/schema/index.js';
import { purgeExpired } from '../../src/service-core/purge-expired.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { deliverDueEmails, enqueueEmail } from '../../src/mail/outbox.js';
import { type OutgoingEmail, smtpSender } from '../../src/integrations/mail-transport.js';
import { insertUser } from '../helpers/factories.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';
import { emailsTo, tokenMailedTo } from '../helpers/outbox.js';
import { postJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

const MAIL_FROM = 'OneClick Test <mailer@oneclick.test>';

interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
}

interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 that keeps every message, or refuses each one with a 550. */
async function startSmtpSink({ refuse = false } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      // smtp-server clears the envelope once onData returns.
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const to = session.envelope.rcptTo.map((address) => address.address);
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream).then((parsed) => {
        received.push({ from, to, parsed });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function registration(email: string, language: 'en-US' | 'vi' | 'th' = 'en-US') {
  return {
    name: 'Outbox Tester',
    email,
    password: 'maple plywood 2026',
    password2: 'maple plywood 2026',
    country: 'VN',
    language,
  };
}

async function outboxRow(t: TestApp, address: string) {
  const rows = await emailsTo(t.database.db, address);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

function mailTo(sink: SmtpSink, address: string): ReceivedMail {
  const mail = sink.received.find((message) => message.to.includes(address));
  if (!mail) throw new Error(`no e-mail to ${address} has arrived`);
  return mail;
}

describe('e-mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the verification e-mail in the outbox, unsent, with its link', async () => {
    const email = 'no-smtp@outbox.test';
    const res = await postJson(t, '/api/v1/auth/register', registration(email));
    expect(res.statusCode).toBe(201);

    const row = await outboxRow(t, email);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(0);
    expect(row.lastError).toBeNull();
    expect(row.subject).toBe(en.verifyEmail.subject);
    expect(row.textBody).toContain(`${t.config.publicUrl}/verify_email?token=`);
  });

  it('keeps a link in the outbox that verifies the account', async () => {
    const email = 'no-smtp-link@outbox.test';
    expect((await postJson(t, '/api/v1/auth/register', registration(email))).statusCode).toBe(201);
    const token = await tokenMailedTo(t.database.db, email, '/verify_email');

    const res = await postJson(t, '/api/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("a one-time link's e-mail without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The outbox rows whose body still holds `token`. */
  async function rowsHolding(token: string) {
    const rows = await t.database.db.select().from(emailOutbox);
    return rows.filter((row) => row.textBody.includes(token) || row.htmlBody.includes(token));
  }

  async function expire(token: string) {
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
  }

  it('loses its body when the account is verified, in the same step', async () => {
    const email = 'verified-link@outbox.test';
    await postJson(t, '/api/v1/auth/register', registration(email));
    const token = await tokenMailedTo(t.database.db, email, '/verify_email');
    expect(await rowsHolding(token)).toHaveLength(1);

    expect((await postJson(t, '/api/v1/auth/verify-email', { token })).statusCode).toBe(200);
    expect(await rowsHolding(token)).toEqual([]);
    const row = await outboxRow(t, email);
    expect(row.subject, 'the row itself (address, subject) stays').toBe(en.verifyEmail.subject);
    expect(row.textBody).toBe('');
    expect(row.htmlBody).toBe('');
  });

  it('loses its body when the password is reset; the e-mail that says so (no link) keeps its own', async () => {
    const user = await insertUser(t.database.db);
    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const token = await tokenMailedTo(t.database.db, user.email, '/reset_password');

    const password = 'birch edge banding 7';
    const res = await postJson(t, '/api/v1/auth/reset-password', { token, password, password2: password });
    expect(res.statusCode).toBe(200);
    expect(await rowsHolding(token)).toEqual([]);
    const [changed] = await emailsTo(t.database.db, user.email);
    expect(changed!.subject).toBe(en.passwordChanged.subject);
    expect(changed!.textBody).toContain(`${t.config.publicUrl}/forgot_password`);
  });

  it('loses its body when a newer link replaces it; the newer one keeps its own', async () => {
    const email = 'replaced-link@outbox.test';
    await postJson(t, '/api/v1/auth/register', registration(email));
    const oldToken = await tokenMailedTo(t.database.db, email, '/verify_email');
    await postJson(t, '/api/v1/auth/resend-verification', { email });
    const newToken = await tokenMailedTo(t.database.db, email, '/verify_email');

    expect(newToken).not.toBe(oldToken);
    expect(await rowsHolding(oldToken)).toEqual([]);
    expect(await rowsHolding(newToken)).toHaveLength(1);
  });

  it('loses its body at the housekeeping run after its link expired unused; other e-mails keep theirs', async () => {
    const expiring = 'expired-link@outbox.test';
    const live = 'live-link@outbox.test';
    await postJson(t, '/api/v1/auth/register', registration(expiring));
    await postJson(t, '/api/v1/auth/register', registration(live));
    const expiredToken = await tokenMailedTo(t.database.db, expiring, '/verify_email');
    const liveToken = await tokenMailedTo(t.database.db, live, '/verify_email');
    const [plain] = await t.database.db
      .insert(emailOutbox)
      .values({ toAddress: 'no-link@outbox.test', subject: 'No link', textBody: 'A body without a link' })
      .returning();
    await expire(expiredToken);

    await purgeExpired(systemOf(t));
    expect(await rowsHolding(expiredToken)).toEqual([]);
    expect(await rowsHolding(liveToken)).toHaveLength(1);
    const [plainAfter] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, plain!.id));
    expect(plainAfter).toEqual(plain);
  });

  it('is not sent once its link is used or has expired: there is nothing left worth sending', async () => {
    const used = 'used-before-sending@outbox.test';
    const expired = 'expired-before-sending@outbox.test';
    const live = 'live-before-sending@outbox.test';
    for (const email of [used, expired, live]) await postJson(t, '/api/v1/auth/register', registration(email));
    await postJson(t, '/api/v1/auth/verify-email', {
      token: await tokenMailedTo(t.database.db, used, '/verify_email'),
    });
    await expire(await tokenMailedTo(t.database.db, expired, '/verify_email'));
    await purgeExpired(systemOf(t));

    const sent: OutgoingEmail[] = [];
    await deliverDueEmails(t.database.db, async (email) => void sent.push(email), MAIL_FROM, t.app.log);
    const addresses = sent.map((email) => email.to);
    expect(addresses).toContain(live);
    expect(addresses).not.toContain(used);
    expect(addresses).not.toContain(expired);
    expect((await outboxRow(t, used)).sentAt).toBeNull();
    expect((await outboxRow(t, expired)).sentAt).toBeNull();
  });
});

describe('e-mail with SMTP_URL', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it("delivers the verification e-mail from MAIL_FROM in the user's language and marks it sent", async () => {
    const email = 'an.nguyen@outbox.test';
    const res = await postJson(t, '/api/v1/auth/register', registration(email, 'vi'));
    expect(res.statusCode).toBe(201);

    const mail = await vi.waitFor(() => mailTo(sink, email), { timeout: 10_000, interval: 50 });
    expect(mail.from).toBe('mailer@oneclick.test');
    expect(mail.to).toEqual([email]);
    expect(mail.parsed.from?.value).toEqual([{ name: 'OneClick Test', address: 'mailer@oneclick.test' }]);
    expect(mail.parsed.subject).toBe(viEmails.verifyEmail.subject);
    expect(mail.parsed.text).toContain(`${t.config.publicUrl}/verify_email?token=`);
    expect(mail.parsed.text).toContain(viEmails.verifyEmail.intro);

    const row = await vi.waitFor(
      async () => {
        const found = await outboxRow(t, email);
        expect(found.sentAt).toBeInstanceOf(Date);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(row.textBody, 'the sent body (with its live link) is not kept').toBe('');
    expect(row.htmlBody, 'nor its HTML part').toBe('');
    expect(mail.parsed.messageId).toBe(`<${row.id}@oneclick.test>`);
  });

  it('delivers the files queued with an e-mail, and keeps no copy of them once sent', async () => {
    const email = 'files@outbox.test';
    const pdf = Buffer.from('%PDF-1.4 an invoice');
    await enqueueEmail(fixtureWrites(t.database.db), {
      to: email,
      subject: 'Your invoice',
      text: 'It is attached.',
      html: '<p>It is attached.</p>',
      links: [],
      attachments: [{ filename: 'C26TAA1.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const sender = smtpSender(sink.url, MAIL_FROM);
    await deliverDueEmails(t.database.db, sender.send, MAIL_FROM, t.app.log);
    sender.close();

    const mail = mailTo(sink, email);
    expect(
      mail.parsed.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    ).toEqual([{ filename: 'C26TAA1.pdf', contentType: 'application/pdf', content: pdf }]);
    const row = await outboxRow(t, email);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attachments).toEqual([]);
  });
});

describe('e-mail when the SMTP server cannot be reached', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('keeps the e-mail unsent with the error, then delivers it on a later attempt', async () => {
    const email = 'retry@outbox.test';
    const res = await postJson(t, '/api/v1/auth/register', registration(email));
    expect(res.statusCode).toBe(201);

    const failed = await vi.waitFor(
      async () => {
        const row = await outboxRow(t, email);
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toBeTruthy();
        return row;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(failed.sentAt).toBeNull();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Stop the app's worker so that only the call below delivers; the database stays open.
    await t.app.close();
    const { db } = t.database;
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, failed.id));

    const sender = smtpSender(sink.url, MAIL_FROM);
    expect(await deliverDueEmails(db, sender.send, MAIL_FROM, t.app.log)).toBe(1);
    sender.close();

    const mail = mailTo(sink, email);
    expect(mail.parsed.subject).toBe(en.verifyEmail.subject);
    expect(mail.parsed.text).toContain('/verify_email?token=');
    const delivered = await outboxRow(t, email);
    expect(delivered.sentAt).toBeInstanceOf(Date);
    expect(delivered.attempts).toBe(failed.attempts + 1);
    expect(delivered.lastError).toBeNull();
  });
});

describe('deliverDueEmails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A sender that records what it was given, or fails for the addresses in `failFor`. */
  function recordingSender(failFor: string[] = []) {
    const sent: OutgoingEmail[] = [];
    const send = async (email: OutgoingEmail) => {
      if (failFor.includes(email.to)) throw new Error(`450 mailbox busy: ${email.to}`);
      sent.push(email);
    };
    return { sent, send };
  }

  async function queue(to: string, values: Partial<typeof emailOutbox.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(emailOutbox)
      .values({
        toAddress: to,
        subject: `Subject for ${to}`,
        textBody: `Body for ${to}`,
        htmlBody: `<p>Body for ${to}</p>`,
        ...values,
      })
      .returning();
    return row!;
  }

  async function rowsTo(addresses: string[]) {
    const rows = await t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses));
    return new Map(rows.map((row) => [row.toAddress, row]));
  }

  async function clearOutbox() {
    await t.database.db.delete(emailOutbox);
  }

  it('sends each due e-mail once and marks it sent, even when called twice at the same time', async () => {
    await clearOutbox();
    await queue('due-1@outbox.test');
    await queue('due-2@outbox.test');
    const { sent, send } = recordingSender();

    const counts = await Promise.all([
      deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log),
      deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(sent.map((email) => email.to).sort()).toEqual(['due-1@outbox.test', 'due-2@outbox.test']);
    const [due1] = (await rowsTo(['due-1@outbox.test'])).values();
    expect(sent).toContainEqual({
      to: 'due-1@outbox.test',
      subject: 'Subject for due-1@outbox.test',
      text: 'Body for due-1@outbox.test',
      html: '<p>Body for due-1@outbox.test</p>',
      messageId: `<${due1!.id}@oneclick.test>`,
      attachments: [],
    });

    const rows = await rowsTo(['due-1@outbox.test', 'due-2@outbox.test']);
    for (const row of rows.values()) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeNull();
    }
  });

  it('sends a repeated message with the same Message-ID, so the repeat is recognisable', async () => {
    await clearOutbox();
    const row = await queue('repeat@outbox.test');
    const { sent, send } = recordingSender();
    expect(await deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log)).toBe(1);
    // The process died after the SMTP send, before marking the row sent (and emptying it): it is due again.
    await t.database.db
      .update(emailOutbox)
      .set({ sentAt: null, textBody: row.textBody, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row.id));
    expect(await deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log)).toBe(1);
    expect(sent.map((email) => email.messageId)).toEqual([`<${row.id}@oneclick.test>`, `<${row.id}@oneclick.test>`]);
  });

  it('does not send an e-mail again once it is sent', async () => {
    await clearOutbox();
    await queue('once@outbox.test');
    const { sent, send } = recordingSender();

    expect(await deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log)).toBe(1);
    expect(await deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log)).toBe(0);
    expect(sent.map((email) => email.to)).toEqual(['once@outbox.test']);
  });

  it('skips e-mails whose next attempt is in the future', async () => {
    await clearOutbox();
    await queue('later@outbox.test', { nextAttemptAt: new Date(Date.now() + 60 * 60 * 1000) });
    await queue('now@outbox.test');
    const { sent, send } = recordingSender();

    expect(await deliverDueEmails(t.database.db, send, MAIL_FROM, t.app.log)).toBe(1);
    expect(sent.map((email) => email.to)).toEqual(['now@outbox.test']);
    const later = (await rowsTo(['later@outbox.test'])).get('later@outbox.test')!;
    expect(later.sentAt).toBeNull();
    expect(later.attempts).toBe(0);
  });

  it('keeps a failed e-mail with its error and retries it only after a delay', async () => {
    await clearOutbox();
    await queue('busy@outbox.test');
    await queue('fine@outbox.test');
    const failing = recordingSender(['busy@outbox.test']);

    expect(await deliverDueEmails(t.database.db, failing.send, MAIL_FROM, t.app.log)).toBe(1);
    let busy = (await rowsTo(['busy@outbox.test'])).get('busy@outbox.test')!;
    expect(busy.sentAt).toBeNull();
    expect(busy.attempts).toBe(1);
    expect(busy.lastError).toBe('450 mailbox busy: busy@outbox.test');
    expect(busy.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    const working = recordingSender();
    expect(await deliverDueEmails(t.database.db, working.send, MAIL_FROM, t.app.log)).toBe(0);
    expect(working.sent).toEqual([]);

    await t.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, busy.id));
    expect(await deliverDueEmails(t.database.db, working.send, MAIL_FROM, t.app.log)).toBe(1);
    expect(working.sent.map((email) => email.to)).toEqual(['busy@outbox.test']);
    busy = (await rowsTo(['busy@outbox.test'])).get('busy@outbox.test')!;
    expect(busy.sentAt).toBeInstanceOf(Date);
    expect(busy.attempts).toBe(2);
    expect(busy.lastError).toBeNull();
  });

  it("keeps the SMTP server's refusal as the e-mail's last error", async () => {
    await clearOutbox();
    const refusing = await startSmtpSink({ refuse: true });
    try {
      await queue('refused@outbox.test');
      const sender = smtpSender(refusing.url, MAIL_FROM);
      expect(await deliverDueEmails(t.database.db, sender.send, MAIL_FROM, t.app.log)).toBe(0);
      sender.close();
      const row = (await rowsTo(['refused@outbox.test'])).get('refused@outbox.test')!;
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/550/);
      expect(row.lastError).toContain('Mailbox unavailable');
      expect(refusing.received).toEqual([]);
    } finally {
      await refusing.close();
    }
  });
});
