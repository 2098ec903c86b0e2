import type { AuditAction, SessionUser } from '@oneclick/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../app-error.js';
import type { Config } from '../config.js';
import type { Database, ReadOnlyDatabase } from '../db/client.js';
import type { EmailAttachment } from '../integrations/mail-transport.js';
import { auditLog } from '../db/schema/index.js';
import { sessionChangesAnnounced } from '../db/session-changes.js';
import type { Transaction } from '../db/transaction.js';
import { enqueueEmail, type QueuedEmail } from '../mail/outbox.js';
import { type Recipient, renderEmail } from '../mail/render-email.js';
import type { EmailTemplate } from '../mail/email-template.js';
import { hashToken } from '../utils/secure-token.js';

export type Logger = FastifyBaseLogger;

/** Who is asking and from where: for the audit log, rate limits and sessions. */
export interface Actor {
  /** The signed-in user, or null for an anonymous call. */
  user: SessionUser | null;
  ip: string;
  userAgent?: string;
  /** The request's logger (its id on every line), or the job's. */
  log: Logger;
}

/** Work no request asked for (start-up, the hourly housekeeping): the audit log names no one, from this machine. */
export function systemActor(log: Logger): Actor {
  return { user: null, ip: 'local', log };
}

export interface AuditEntry {
  action: AuditAction;
  targetId?: string;
  details?: Record<string, unknown>;
  /** Only for anonymous calls that prove who they are (a link's token, a password). */
  actorUserId?: string;
}

/** What every write receives: one transaction, who asked, and the audit and e-mail it causes. */
export interface UnitOfWork {
  tx: Transaction;
  actor: Actor;
  audit: (entry: AuditEntry) => Promise<void>;
  /**
   * Queues `template` (a module's, from its `emails.ts`) for `to`, in their language, with any
   * `attachments`, sent once the work commits.
   */
  mail: <V>(
    template: EmailTemplate<V>,
    to: Recipient,
    values: NoInfer<V>,
    attachments?: EmailAttachment[],
  ) => Promise<void>;
}

export type RunUnitOfWork = <T>(actor: Actor, work: (uow: UnitOfWork) => Promise<T>) => Promise<T>;

/** What a committed unit of work tells `afterCommit`. */
export interface Committed {
  /** Its e-mails, to send them. */
  emails: QueuedEmail[];
  /** It changed what a session is read from: the process's copies of the sessions are out of date. */
  sessionsChanged: boolean;
}

/**
 * Runs `work` in one transaction: its rows, its audit entries and its e-mails commit
 * together or not at all. Once committed, `afterCommit` (if any) hears of it.
 */
export function unitOfWorkRunner(
  db: Database,
  config: Config,
  afterCommit?: (committed: Committed) => void,
): RunUnitOfWork {
  return async (actor, work) => {
    const emails: QueuedEmail[] = [];
    let sessionsChanged = false;
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Transaction;
      const done = await work({
        tx,
        actor,
        audit: async ({ action, targetId, details, actorUserId }) => {
          await tx.insert(auditLog).values({
            actorUserId: actorUserId ?? actor.user?.id ?? null,
            action,
            targetId,
            details,
            ip: actor.ip,
          });
        },
        mail: async (template, to, values, attachments) => {
          const { subject, text, html, oneTimeLink } = await renderEmail(template, to, values, config);
          const email: QueuedEmail = {
            to: to.email,
            subject,
            text,
            html,
            attachments,
            links: oneTimeLink ? [oneTimeLink.url] : [],
            linkTokenHash: oneTimeLink && hashToken(oneTimeLink.token),
          };
          await enqueueEmail(tx, email);
          emails.push(email);
        },
      });
      if (afterCommit) sessionsChanged = await sessionChangesAnnounced(tx);
      return done;
    });
    afterCommit?.({ emails, sessionsChanged });
    return result;
  };
}

/**
 * What work no request asked for is built from: it reads through `db` and writes through
 * `runAsSystem`, as a module's operations do.
 */
export interface SystemDeps {
  db: ReadOnlyDatabase;
  config: Config;
  log: Logger;
  runUnitOfWork: RunUnitOfWork;
}

/**
 * System deps on the full database, for the process's own start-up work, the scheduler and the
 * command-line tools: their e-mails wait in the outbox for the worker's next round.
 */
export function systemDeps(db: Database, config: Config, log: Logger): SystemDeps {
  return { db, config, log, runUnitOfWork: unitOfWorkRunner(db, config) };
}

/** Work no request asked for (start-up, a scheduled job, a command-line tool) as one unit of work of the system. */
export function runAsSystem<T>(system: SystemDeps, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  return system.runUnitOfWork(systemActor(system.log), work);
}

/** Reads that must agree with each other (`readAtOneInstant`). */
export type ReadAtOneInstant = <T>(read: (db: ReadOnlyDatabase) => Promise<T>) => Promise<T>;

/**
 * Reads that must agree with each other, in one read-only transaction at repeatable read: every
 * statement of `read` sees the database at one instant, and PostgreSQL refuses a write in it.
 */
export function instantReader(db: Database): ReadAtOneInstant {
  return (read) => db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The signed-in user behind a write whose route declared access for users only. */
export function signedInUser(actor: Actor): SessionUser {
  if (!actor.user) throw new AppError('UNAUTHENTICATED', 401, 'Log in to continue.');
  return actor.user;
}
