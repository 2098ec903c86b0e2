import nodemailer from 'nodemailer';

/** A file sent with an e-mail. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments?: EmailAttachment[];
}

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

export interface SmtpSender {
  send: SendEmail;
  /** Closes the connection kept open between messages. */
  close(): void;
}

export function smtpSender(smtpUrl: string, from: string): SmtpSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open for the messages that follow: a new one per message held the
    // outbox to about nine messages a second (a verification waited behind every receipt).
    pool: true,
    maxConnections: 1,
    // Bounded waits, so a stalled mail server cannot hold up delivery or shutdown.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (email) => {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        attachments: email.attachments,
      });
    },
    close: () => transport.close(),
  };
}
