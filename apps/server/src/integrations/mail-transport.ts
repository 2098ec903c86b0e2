import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

export function smtpSender(smtpUrl: string, from: string): SendEmail {
  // Bounded waits, so a stalled mail server cannot hold up delivery or shutdown.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (email) => {
    await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
    });
  };
}
