import { startMailSink } from './support/mail-sink';

/** The in-process SMTP sink the portal under test sends its e-mail to. */
export default async function globalSetup() {
  return startMailSink(process.env.E2E_MAIL_DIR!, Number(process.env.E2E_SMTP_PORT));
}
