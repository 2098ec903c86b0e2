import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { enqueueEmail } from './outbox.js';
import type { OutgoingEmail } from './transport.js';

export interface Mailer {
  /** Queues an e-mail (never lost) and nudges delivery. `links` are logged when there is no SMTP. */
  send(email: OutgoingEmail & { links: string[] }): Promise<void>;
}

export function createMailer(
  db: Database,
  log: FastifyBaseLogger,
  smtpConfigured: boolean,
  deliverNow: () => void,
): Mailer {
  return {
    async send(email) {
      await enqueueEmail(db, log, email, smtpConfigured);
      deliverNow();
    },
  };
}
