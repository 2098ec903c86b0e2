import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { deliverDueEmails, type QueuedEmail } from '../mail/outbox.js';
import { smtpSender } from '../integrations/mail-transport.js';

const INTERVAL_MS = 5_000;

/**
 * With SMTP configured, delivers the outbox every few seconds and right after each commit
 * that queued e-mail. Returns what the unit of work calls after each commit, with its e-mails.
 */
export function registerOutboxWorker(app: FastifyInstance, { config, db }: AppDeps): (emails: QueuedEmail[]) => void {
  const { smtpUrl, from, logLinks } = config.mail;
  const logQueued = (emails: QueuedEmail[]) => {
    if (!logLinks) return;
    for (const { to, subject, links } of emails) {
      app.log.info({ to, subject, links }, 'e-mail kept in the outbox (no SMTP_URL)');
    }
  };
  if (!smtpUrl) return logQueued;
  const sender = smtpSender(smtpUrl, from);
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const deliver = () => {
    running = running
      .then(() => deliverDueEmails(db, sender.send, from, app.log))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'outbox delivery failed');
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(deliver, INTERVAL_MS);
    timer.unref();
    deliver();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    sender.close();
  });
  return (emails) => {
    if (emails.length > 0) deliver();
  };
}
