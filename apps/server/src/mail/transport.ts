import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

export function smtpSender(smtpUrl: string, from: string): SendEmail {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (email) => {
    await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
  };
}
