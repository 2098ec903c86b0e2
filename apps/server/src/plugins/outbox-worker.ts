import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { deliverDueEmails } from '../mail/outbox.js';
import { smtpSender } from '../mail/transport.js';

const INTERVAL_MS = 5_000;

/** With SMTP configured, delivers the outbox every few seconds and right after each new e-mail. */
export function registerOutboxWorker(app: FastifyInstance, { config, db }: AppDeps): () => void {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) return () => {};
  const send = smtpSender(smtpUrl, from);
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const deliver = () => {
    running = running
      .then(() => deliverDueEmails(db, send, app.log))
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
  });
  return deliver;
}
