import { and, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { Counter, Gauge, Registry } from 'prom-client';
import { E_INVOICE_STATUSES } from '@oneclick/shared';
import type { Database } from '../db/client.js';
import { eInvoices, emailOutbox, scheduledJobs } from '../db/schema/index.js';
import { createRequestMetrics, type RequestMetrics } from './request-metrics.js';

/** The label of requests no route matched (the not-found handler): one series, never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export type PaymentMethod = 'paypal' | 'bank_transfer';
/**
 * How a payment the portal was told of ended: `paid` its order; PayPal's `refused` (amount,
 * currency or order not its own: an admin looks) or `refund` (for an order that can give
 * nothing: given back); a bank transfer `unmatched` (kept for an admin).
 */
export type PaymentOutcome = 'paid' | 'refused' | 'refund' | 'unmatched';
export type WebhookSource = 'paypal' | 'bank_transfer';
/** `processed`: a new event, its work committed; `duplicate`: one seen before; `rejected`: not signed by the sender. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'rejected';

/**
 * Counts noted inside a unit of work, added to the metrics only by `commit()`, which the caller
 * calls once `runUnitOfWork` has returned: work that rolls back is never counted.
 */
export interface Tally {
  payment(method: PaymentMethod, outcome: PaymentOutcome): void;
  fulfilment(order: { method: string; kind: string }): void;
  webhook(source: WebhookSource, outcome: WebhookOutcome): void;
  commit(): void;
}

/** One app's metrics: its own registry, so several apps in one process (the tests) never share a series. */
export interface Metrics {
  /** Every series but the requests': the process's, the payments', and those read at each scrape. */
  registry: Registry;
  requests: RequestMetrics;
  /** All the series, in the text format of `registry.contentType`. */
  scrape(): Promise<string>;
  /** A delivery refused before any work (no valid signature or key): nothing to commit, counted at once. */
  webhookRejected(source: WebhookSource): void;
  tally(): Tally;
}

/** Unsent e-mails (an emptied one is never sent) and how long the oldest has waited, read at each scrape. */
function outboxGauges(registry: Registry, db: Database): void {
  const unsent = () =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number | null>`extract(epoch from now() - min(${emailOutbox.createdAt}))::float8`,
      })
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), ne(emailOutbox.textBody, '')))
      .then((rows) => rows[0]!);
  new Gauge({
    name: 'oneclick_outbox_unsent_emails',
    help: 'E-mails in the outbox not sent yet.',
    registers: [registry],
    async collect() {
      this.set((await unsent()).count);
    },
  });
  new Gauge({
    name: 'oneclick_outbox_oldest_unsent_email_age_seconds',
    help: 'Seconds the oldest unsent e-mail has waited in the outbox; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await unsent()).oldestAgeSeconds ?? 0);
    },
  });
}

/** E-invoices by status, and how long the oldest not yet issued (queued or being sent) has waited, read at each scrape. */
function eInvoiceGauges(registry: Registry, db: Database): void {
  new Gauge({
    name: 'oneclick_e_invoices',
    help: 'E-invoices by status: queued (or waiting for a rate), sending, issued, failed (refused by the provider).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db
        .select({ status: eInvoices.status, count: sql<number>`count(*)::int` })
        .from(eInvoices)
        .groupBy(eInvoices.status);
      this.reset();
      for (const status of E_INVOICE_STATUSES) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'oneclick_e_invoice_oldest_waiting_age_seconds',
    help: 'Seconds the oldest e-invoice not issued yet (queued or being sent) has waited; 0 when none waits.',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ age: sql<number | null>`extract(epoch from now() - min(${eInvoices.createdAt}))::float8` })
        .from(eInvoices)
        .where(inArray(eInvoices.status, ['queued', 'sending']));
      this.set(row?.age ?? 0);
    },
  });
}

/** When each scheduled job last ran to the end, from `scheduled_jobs`, whichever process ran it. */
function scheduledJobGauge(registry: Registry, db: Database): void {
  new Gauge({
    name: 'oneclick_scheduled_job_last_success_timestamp_seconds',
    help: 'When each scheduled job last succeeded, in seconds since the epoch.',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const jobs = await db
        .select({
          name: scheduledJobs.name,
          seconds: sql<number>`extract(epoch from ${scheduledJobs.lastSucceededAt})::float8`,
        })
        .from(scheduledJobs)
        .where(isNotNull(scheduledJobs.lastSucceededAt));
      this.reset();
      for (const job of jobs) this.set({ job: job.name }, job.seconds);
    },
  });
}

/** node-postgres's pool, when that is the driver (PGlite has none): connections in use and callers waiting. */
function poolGauges(registry: Registry, db: Database): void {
  // Drizzle keeps the driver's client as `$client`; the driver-neutral Database type does not show it.
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  new Gauge({
    name: 'oneclick_db_pool_connections_in_use',
    help: 'PostgreSQL connections of the pool running a query or transaction.',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'oneclick_db_pool_waiting_clients',
    help: 'Queries waiting for a PostgreSQL connection of the pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  const payments = new Counter({
    name: 'oneclick_payments_total',
    help: 'Payments the portal was told of (PayPal captures, bank transfers), by method and outcome, once committed.',
    labelNames: ['method', 'outcome'],
    registers: [registry],
  });
  const fulfilments = new Counter({
    name: 'oneclick_fulfilments_total',
    help: 'Orders paid and given what they bought, by payment method and kind, once committed.',
    labelNames: ['method', 'kind'],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'oneclick_webhooks_total',
    help: "Deliveries of PayPal's webhook and the bank's notifications, by outcome.",
    labelNames: ['source', 'outcome'],
    registers: [registry],
  });
  outboxGauges(registry, db);
  scheduledJobGauge(registry, db);
  eInvoiceGauges(registry, db);
  poolGauges(registry, db);
  const requests = createRequestMetrics();
  return {
    registry,
    requests,
    scrape: async () => `${requests.text()}\n\n${await registry.metrics()}`,
    webhookRejected: (source) => webhooks.inc({ source, outcome: 'rejected' }),
    tally: () => {
      const noted: (() => void)[] = [];
      return {
        payment: (method, outcome) => noted.push(() => payments.inc({ method, outcome })),
        fulfilment: ({ method, kind }) => noted.push(() => fulfilments.inc({ method, kind })),
        webhook: (source, outcome) => noted.push(() => webhooks.inc({ source, outcome })),
        commit: () => {
          for (const count of noted.splice(0)) count();
        },
      };
    },
  };
}
