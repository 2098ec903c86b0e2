import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { emailOutbox, scheduledJobs } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';
import { paypalFlow } from '../helpers/paypal-flow.js';

const TOKEN = 'test-metrics-token-0123456789';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** The value of the one series of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = text
    .split('\n')
    .map((line) => /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line))
    .filter((match) => match?.[1] === name)
    .map((match) => ({
      labels: Object.fromEntries(
        [...(match![2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      ),
      value: Number(match![3]),
    }))
    .filter((series) => Object.entries(labels).every(([key, value]) => series.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} series of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** How much a series grew between two scrapes (a series not there yet counts as 0). */
function growth(before: string, after: string, name: string, labels: Record<string, string>): number {
  return (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('GET /metrics when neither METRICS_TOKEN nor METRICS_PORT is set', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // A built web app answers unknown paths with its index.html: /metrics must not be one of them.
    webDist = mkdtempSync(path.join(tmpdir(), 'oneclick-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>OneClick</title>');
    t = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is not found, even with a token, while other paths get the web app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pricing' })).statusCode).toBe(200);
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: ReturnType<typeof paypalFlow>;
  let admin: string;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp({ ...BANK_ENV, ...paypal.env, METRICS_TOKEN: TOKEN });
    flow = paypalFlow(t, paypal);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  /** A new customer's bank-transfer order for Pro, as the invoice page places it. */
  async function bankTransferOrder() {
    const customer = await insertUser(t.database.db);
    const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
    return sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
  }

  async function scrape(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  }

  it('refuses a scrape without the token, or with another, in the error envelope', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('oneclick_');
    }
  });

  it('answers the token in the Prometheus text format, with the process and event-loop series', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE oneclick_http_requests_total counter');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests under their route pattern, never the raw path, and by status class', async () => {
    const id = randomUUID();
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/tutorials/${id}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/no-such-${id}` })).statusCode).toBe(404);
    const after = await scrape();

    expect(after).not.toContain(id);
    const grew = (name: string, labels: Record<string, string>) => growth(before, after, name, labels);
    const tutorial = { method: 'GET', route: '/api/v1/tutorials/:id' };
    expect(grew('oneclick_http_requests_total', { ...tutorial, status_class: '4xx' })).toBe(3);
    expect(grew('oneclick_http_request_duration_seconds_count', tutorial)).toBe(3);
    expect(grew('oneclick_http_requests_total', { route: '/api/v1/health', status_class: '2xx' })).toBe(1);
    expect(grew('oneclick_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(grew('oneclick_http_requests_total', { route: '/metrics', status_class: '2xx' })).toBe(1);
  });

  it('reads the outbox at each scrape: how many e-mails wait, and since when', async () => {
    const before = await scrape();
    await t.database.db.insert(emailOutbox).values({
      toAddress: 'waiting@example.com',
      subject: 'Waiting',
      textBody: 'Still here',
      createdAt: new Date(Date.now() - 600_000),
    });
    const after = await scrape();
    expect(sample(after, 'oneclick_outbox_unsent_emails')).toBe(sample(before, 'oneclick_outbox_unsent_emails')! + 1);
    expect(sample(after, 'oneclick_outbox_oldest_unsent_email_age_seconds')).toBeGreaterThanOrEqual(600);
  });

  it("gives each scheduled job's last success from scheduled_jobs", async () => {
    const succeededAt = new Date('2026-11-20T08:30:00Z');
    await t.database.db.insert(scheduledJobs).values({ name: 'metrics-test-job', lastSucceededAt: succeededAt });
    const text = await scrape();
    const lastSuccess = (job: string) => sample(text, 'oneclick_scheduled_job_last_success_timestamp_seconds', { job });
    expect(lastSuccess('metrics-test-job')).toBe(succeededAt.getTime() / 1000);
    // The renewal reminders ran as the app got ready.
    expect(lastSuccess('renewal-reminders')).toBeGreaterThan(Date.now() / 1000 - 600);
  });

  it('shows the PostgreSQL pool, and no pool on PGlite', async () => {
    const text = await scrape();
    if (t.database.driver === 'postgres') {
      expect(sample(text, 'oneclick_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'oneclick_db_pool_waiting_clients')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('oneclick_db_pool');
    }
  });

  it('counts an order an admin marks paid as one fulfilment, however often they click', async () => {
    const ordered = await bankTransferOrder();
    const { id } = ordered.json<{ id: string }>();
    const fulfilled = async () =>
      sample(await scrape(), 'oneclick_fulfilments_total', { method: 'bank_transfer', kind: 'subscription' }) ?? 0;
    const before = await fulfilled();

    expect((await sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin })).statusCode).toBe(
      200,
    );
    expect((await sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin })).statusCode).toBe(
      409,
    );
    expect(await fulfilled()).toBe(before + 1);
  });

  it("counts a bank notification's payment once, its retry as a duplicate, a wrong key as rejected", async () => {
    const ordered = await bankTransferOrder();
    const { id, amount } = ordered.json<{ id: string; amount: number }>();
    const notify = (notice: object, key = BANK_ENV.BANK_WEBHOOK_KEY) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/bank/webhook',
        headers: { authorization: `Apikey ${key}` },
        payload: notice,
      });
    const before = await scrape();
    const paying = bankNotice({ content: `IBFT ${id}`, transferAmount: amount });
    expect((await notify(paying)).statusCode).toBe(200);
    expect((await notify(paying)).statusCode).toBe(200);
    expect((await notify(bankNotice({ content: 'no order named' }))).statusCode).toBe(200);
    expect((await notify(bankNotice(), 'not-the-bank-webhook-key')).statusCode).toBe(401);
    const after = await scrape();

    const grew = (name: string, labels: Record<string, string>) => growth(before, after, name, labels);
    const bank = { source: 'bank_transfer' };
    expect(grew('oneclick_webhooks_total', { ...bank, outcome: 'processed' })).toBe(2);
    expect(grew('oneclick_webhooks_total', { ...bank, outcome: 'duplicate' })).toBe(1);
    expect(grew('oneclick_webhooks_total', { ...bank, outcome: 'rejected' })).toBe(1);
    expect(grew('oneclick_payments_total', { method: 'bank_transfer', outcome: 'paid' })).toBe(1);
    expect(grew('oneclick_payments_total', { method: 'bank_transfer', outcome: 'unmatched' })).toBe(1);
    expect(grew('oneclick_fulfilments_total', { method: 'bank_transfer', kind: 'subscription' })).toBe(1);
  });

  it("counts a PayPal payment once though the buyer's return and PayPal's webhook both settle it", async () => {
    const { id, token } = await flow.openPaypalOrder();
    const before = await scrape();
    expect((await flow.approveAndReturn(token)).headers.location).toContain('paypal=success');
    const { paypalCaptureId, amount } = await flow.row(id);
    const event = {
      id: `WH-METRICS-${randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: paypalCaptureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: (amount / 100).toFixed(2) },
        custom_id: id,
      },
    };
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.sendEvent(event, {})).statusCode).toBe(401);
    const after = await scrape();

    const grew = (name: string, labels: Record<string, string>) => growth(before, after, name, labels);
    expect(grew('oneclick_payments_total', { method: 'paypal', outcome: 'paid' })).toBe(1);
    expect(grew('oneclick_fulfilments_total', { method: 'paypal', kind: 'subscription' })).toBe(1);
    expect(grew('oneclick_webhooks_total', { source: 'paypal', outcome: 'processed' })).toBe(1);
    expect(grew('oneclick_webhooks_total', { source: 'paypal', outcome: 'duplicate' })).toBe(1);
    expect(grew('oneclick_webhooks_total', { source: 'paypal', outcome: 'rejected' })).toBe(1);
  });

  it('keeps the series of each app to itself', async () => {
    const before = await scrape();
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      const res = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const health = { route: '/api/v1/health', status_class: '2xx' };
      expect(sample(res.body, 'oneclick_http_requests_total', health)).toBe(2);
      expect(growth(before, await scrape(), 'oneclick_http_requests_total', health)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port) });
  });
  afterAll(() => t.close());

  it('serves /metrics without a token on 127.0.0.1, and only there', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
    const text = await res.text();
    expect(sample(text, 'oneclick_http_requests_total', { route: '/api/v1/health', status_class: '2xx' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    // Bound to 127.0.0.1 itself, not to every address: another loopback address is refused.
    expect(await connects('127.0.0.2', port)).toBe(false);
    // The main port does not serve it without a token.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('keeps nothing alive by itself, and stops listening when the app closes', async () => {
    const listeners = () => process.getActiveResourcesInfo().filter((type) => type === 'TCPServerWrap').length;
    const before = listeners();
    const own = await freePort();
    const other = await createTestApp({ METRICS_PORT: String(own) });
    expect(listeners()).toBe(before);
    // A scraper's kept-alive connection does not hold the close up.
    expect((await fetch(`http://127.0.0.1:${own}/metrics`)).status).toBe(200);
    await other.close();
    expect(await connects('127.0.0.1', own)).toBe(false);
  });
});

describe('the METRICS_* settings', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tmpdir(), ...env });

  it('are off when unset or empty', () => {
    expect(load({})().metrics).toEqual({ token: undefined, port: undefined });
    expect(load({ METRICS_TOKEN: '', METRICS_PORT: '' })().metrics).toEqual({ token: undefined, port: undefined });
  });

  it('refuse a short token, a port that is not one, and the main port', () => {
    expect(load({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(load({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(load({ PORT: '9100', METRICS_PORT: '9100' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(load({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9100' })().metrics).toEqual({ token: TOKEN, port: 9100 });
  });
});
