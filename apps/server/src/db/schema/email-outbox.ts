import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with an e-mail, as the outbox keeps it until sent. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Every e-mail is written here first, so none is lost when SMTP fails or the process stops. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML part, from the same template; emptied with the text. */
    htmlBody: text('html_body').notNull().default(''),
    /** Files sent with it (an e-invoice's PDF), emptied with the bodies once sent. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * The SHA-256 of the one-time token the body links to: the body is emptied once that link is
     * used or ends. No foreign key: the token's row is purged long before this one.
     */
    linkTokenHash: text('link_token_hash'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.sentAt, t.nextAttemptAt),
    index('email_outbox_link_token_idx').on(t.linkTokenHash),
  ],
);
