import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema/index.js';
import type { OutgoingEmail, SendEmail } from './transport.js';

const MAX_ATTEMPTS = 8;

/**
 * Writes an e-mail to the outbox. Without SMTP it stays there and its links go to the
 * log, so a newcomer can verify an account with no mail server.
 */
export async function enqueueEmail(
  db: Database,
  log: FastifyBaseLogger,
  email: OutgoingEmail & { links: string[] },
  smtpConfigured: boolean,
): Promise<void> {
  await db.insert(emailOutbox).values({ toAddress: email.to, subject: email.subject, textBody: email.text });
  if (!smtpConfigured) {
    log.info({ to: email.to, subject: email.subject, links: email.links }, 'e-mail kept in the outbox (no SMTP_URL)');
  }
}

/** Sends what is due, oldest first; a failure is retried later with a growing delay. */
export async function deliverDueEmails(db: Database, send: SendEmail, log: FastifyBaseLogger): Promise<number> {
  const due = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        lt(emailOutbox.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(20);
  let sent = 0;
  for (const email of due) {
    // Claim the row first, so two processes never send the same e-mail.
    const claimed = await db
      .update(emailOutbox)
      .set({
        attempts: email.attempts + 1,
        nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** email.attempts})`,
      })
      .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.attempts, email.attempts), isNull(emailOutbox.sentAt)))
      .returning({ id: emailOutbox.id });
    if (claimed.length === 0) continue;
    try {
      await send({ to: email.toAddress, subject: email.subject, text: email.textBody });
      await db
        .update(emailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, email.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempt = email.attempts + 1;
      if (attempt >= MAX_ATTEMPTS) {
        log.error(
          { emailId: email.id, to: email.toAddress, err: message },
          'e-mail delivery failed for good; it stays in the outbox',
        );
      } else {
        log.warn({ emailId: email.id, attempt, err: message }, 'e-mail delivery failed; will retry');
      }
      await db
        .update(emailOutbox)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(emailOutbox.id, email.id));
    }
  }
  return sent;
}
