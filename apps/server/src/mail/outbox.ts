import { and, asc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { emailOutbox, type StoredAttachment } from '../db/schema/index.js';
import type { EmailAttachment, OutgoingEmail, SendEmail } from '../integrations/mail-transport.js';
import type { Transaction } from '../db/transaction.js';

const MAX_ATTEMPTS = 8;

/** An e-mail to queue; `links` are the one-time links in its text (logged only where allowed). */
export interface QueuedEmail extends Omit<OutgoingEmail, 'messageId'> {
  links: string[];
  /** The SHA-256 of the one-time token its links carry, so the body goes when the link does. */
  linkTokenHash?: string;
}

/** Writes an e-mail to the outbox, inside the caller's transaction. */
export async function enqueueEmail(db: Transaction, email: QueuedEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments: (email.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: content.toString('base64'),
    })),
    linkTokenHash: email.linkTokenHash,
  });
}

/**
 * Empties the bodies of the e-mails whose link carries one of these tokens, once the link is
 * used or can no longer be: an unsent one is then never sent (`deliverDueEmails` skips it).
 */
export async function emptyEmailsLinkingTo(db: Transaction, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ textBody: '', htmlBody: '' })
    .where(and(inArray(emailOutbox.linkTokenHash, tokenHashes), ne(emailOutbox.textBody, '')));
}

function attachmentOf({ filename, contentType, contentBase64 }: StoredAttachment): EmailAttachment {
  return { filename, contentType, content: Buffer.from(contentBase64, 'base64') };
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a message sent twice
 * (the process died between the SMTP send and marking it sent) is recognisable as one.
 */
export function messageIdOf(rowId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'oneclick.portal';
  return `<${rowId}@${domain}>`;
}

/**
 * Sends what is due, oldest first; a failure is retried later with a growing delay. A sent
 * message's body and files are emptied: its one-time links must not outlive the mail in the database. An
 * unsent one whose body was emptied (its link used or ended) has nothing left to send.
 */
export async function deliverDueEmails(
  db: Database,
  send: SendEmail,
  from: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const due = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        lt(emailOutbox.attempts, MAX_ATTEMPTS),
        ne(emailOutbox.textBody, ''),
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
      .where(
        and(
          eq(emailOutbox.id, email.id),
          eq(emailOutbox.attempts, email.attempts),
          isNull(emailOutbox.sentAt),
          ne(emailOutbox.textBody, ''),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (claimed.length === 0) continue;
    try {
      await send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        messageId: messageIdOf(email.id, from),
        attachments: email.attachments.map(attachmentOf),
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: sql`now()`, lastError: null, textBody: '', htmlBody: '', attachments: [] })
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
