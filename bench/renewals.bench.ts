/**
 * Renewals on PostgreSQL, in the built portal (`npm run build` first) in a process of its own at
 * its default logging: the reminders' job over 100,000 accounts with paid plans (seconds for the
 * run at the server's start that sends every reminder due, and for one that finds none), the
 * public tutorial list's p99 at a steady 200 requests a second while the job runs in the server
 * against its p99 at rest (interleaved rounds, a fresh server each), and a reseller's monthly
 * statement of 100,000 sales downloaded by another process (rows a second, the memory it adds to
 * the server). `npm run bench:renewals` (needs the local PostgreSQL; BENCH_PG_URL points at its
 * admin database). It makes its own database and drops it.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { categories, posts, renewalReminders, scheduledJobs } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { sendRenewalReminders } from '../apps/server/src/modules/renewals/send-renewal-reminders.js';
import { systemDeps } from '../apps/server/src/service-core/unit-of-work.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { loadAverage, measure, median, ROUNDS, residentBytes } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const ACCOUNTS = 100_000;
/** The plans' ends spread over this many days from 30 days ago: about a tenth fall in the reminders' window. */
const SPREAD_DAYS = 400;
const STATEMENT_SALES = 100_000;
const PASSWORD = 'bench walnut drawer 1';
const PORT = 3291;
const JOB = 'renewal-reminders';

/** The reminders' job as the server runs it at its start, seen from its rows. */
class RemindersJob {
  constructor(private readonly db: Database) {}

  /** No reminder sent yet, and the job due: the next server's start sends them all. */
  async forgetSent(): Promise<void> {
    await this.db.execute(sql`delete from renewal_reminders`);
    await this.makeDue();
  }

  /** Due at the next start, as after a day's downtime. */
  async makeDue(): Promise<void> {
    await this.db.execute(sql`update scheduled_jobs set last_succeeded_at = null, leased_until = now(), leased_by = null
      where name = ${JOB}`);
  }

  /** Seconds from `from` until a run after `from`, begun at the server's start, has succeeded. */
  async secondsToFinish(from: Date): Promise<number> {
    for (;;) {
      const [job] = await this.db
        .select({ lastSucceededAt: scheduledJobs.lastSucceededAt })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, JOB));
      if (job?.lastSucceededAt && job.lastSucceededAt > from) {
        return (job.lastSucceededAt.getTime() - from.getTime()) / 1000;
      }
      await sleep(100);
    }
  }

  async countSent(): Promise<number> {
    return this.db.$count(renewalReminders);
  }
}

await withBenchDatabase(async (db, url) => {
  const passwordHash = await hashPassword(PASSWORD);
  console.log('Filling the database…');
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role, is_reseller, commission_rate)
    select 'Reseller ' || n, 'reseller-' || n || '@bench.test', ${passwordHash}, 'VN', 'vi', now(), 2, true, 20
    from generate_series(1, 20) as n`);
  await db.execute(sql`
    with resellers as (select array_agg(id order by email) as ids from users where is_reseller)
    insert into users (name, email, password_hash, country, language, email_verified_at, role, expires_at, reseller_id)
    select 'Customer ' || n, 'customer-' || n || '@factory.test', ${passwordHash}, 'VN',
           (array['vi', 'en-US', 'th'])[1 + n % 3], now(), (array[5, 6, 7, 8])[1 + n % 4],
           now() + make_interval(secs => (n::bigint * 86400 * ${SPREAD_DAYS}) / ${ACCOUNTS} - 30 * 86400),
           case when n % 3 = 0 then resellers.ids[1 + n % 20] else null end
    from generate_series(1, ${ACCOUNTS}) as n, resellers`);
  // One reseller's month: 100,000 activations with the keys they bought.
  await db.execute(sql`
    insert into orders (id, user_id, kind, method, status, currency, amount, account_type, months, quantity,
                        commission_rate, customer_name, customer_email, language, expires_at, paid_at)
    select 'BEEF00000001', id, 'keys', 'paypal', 'fulfilled', 'USD', ${STATEMENT_SALES * 47_920}::bigint, 5, 12,
           ${STATEMENT_SALES}, 20, name, email, 'vi', now(), now()
    from users where email = 'reseller-1@bench.test'`);
  await db.execute(sql`
    insert into licence_keys (code, account_type, months, reseller_id, order_id, used_at, used_by_id)
    select upper(lpad(to_hex(n), 16, '0')), 5, 12, r.id, 'BEEF00000001', now(), c.id
    from generate_series(1, ${STATEMENT_SALES}) as n
    join users r on r.email = 'reseller-1@bench.test'
    join users c on c.email = 'customer-' || n || '@factory.test'`);
  await db.execute(sql`
    insert into sale_records (customer_id, customer_email, activated_at, months, account_type, reseller_id,
                              commission_rate, licence_key_id)
    select k.used_by_id, 'customer@factory.test',
           date_trunc('month', now()) + make_interval(secs => k.n % (20 * 86400)), 12, 5, k.reseller_id, 20, k.id
    from (select *, row_number() over (order by code) as n from licence_keys) as k`);
  const [category] = await db.insert(categories).values({ name: 'Basics', slug: 'basics', lang: 'vi' }).returning();
  await db.insert(posts).values(
    Array.from({ length: 50 }, (_, index) => ({
      title: `Tutorial ${index}`,
      shortDescription: 'A short description of what this tutorial shows.',
      videoId: 'Ab3_cD4-eF5',
      lang: 'vi',
      categoryId: category!.id,
    })),
  );
  await db.execute(sql`vacuum analyze`);

  const config = loadConfig({});
  const reminders = new RemindersJob(db);

  // A start sends every reminder due; interleaved with starts that find none due.
  const sending: number[] = [];
  const p99s: string[] = [];
  let sent = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await reminders.forgetSent();
    let portal = await startBuiltPortal(PORT, { DATABASE_URL: url });
    const ready = new Date();
    const during = (await measure(tutorialsOf(portal), 10)).p99;
    sending.push(await reminders.secondsToFinish(ready));
    sent = await reminders.countSent();
    await portal.stop();

    await reminders.makeDue();
    portal = await startBuiltPortal(PORT, { DATABASE_URL: url });
    await reminders.secondsToFinish(new Date(0));
    const atRest = (await measure(tutorialsOf(portal), 10)).p99;
    await portal.stop();
    p99s.push(`${atRest.toFixed(0)} → ${during.toFixed(0)} ms (${(during / atRest).toFixed(2)}x)`);
    console.log(`round ${round + 1}: load average ${loadAverage()}`);
  }
  // The run that finds none due, timed here: the server's own begins before it is ready.
  const start = performance.now();
  await sendRenewalReminders(systemDeps(db, config, pino({ level: 'silent' })), async () => true);
  const idleSeconds = (performance.now() - start) / 1000;
  const sendingSeconds = median(sending);
  console.log(
    `\nReminders' job over ${ACCOUNTS.toLocaleString('en')} accounts, in the server from its start: ` +
      `${sent.toLocaleString('en')} reminders sent in ${sendingSeconds.toFixed(1)} s ` +
      `(${((sendingSeconds * 1000) / sent).toFixed(2)} ms each, text and HTML rendered, outbox and audit written; ` +
      `runs: ${sending.map((seconds) => seconds.toFixed(1)).join(', ')} s); ` +
      `a run with none due: ${idleSeconds.toFixed(2)} s`,
  );
  console.log(`Tutorial list p99 at 200 requests a second, at rest → while the job runs: ${p99s.join(', ')}`);

  // The statement, downloaded by this process: the memory measured is the server's alone.
  const portal = await startBuiltPortal(PORT, { DATABASE_URL: url });
  await reminders.secondsToFinish(new Date(0));
  const login = await fetch(`${portal.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: portal.base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reseller-1@bench.test', password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: config.businessTimeZone }).format(new Date()).slice(0, 7);
  const rssBefore = residentBytes(portal.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentBytes(portal.pid));
  }, 20);
  const downloadStart = performance.now();
  const res = await fetch(`${portal.base}/api/v1/resellers/me/statement.xlsx?month=${month}`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - downloadStart) / 1000;
  clearInterval(sampler);
  await portal.stop();
  console.log(
    `\nStatement of ${STATEMENT_SALES.toLocaleString('en')} sales (HTTP ${res.status}): ${(STATEMENT_SALES / seconds).toFixed(0)} rows/s, ` +
      `${(bytes / 1e6).toFixed(1)} MB, server memory +${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB`,
  );
});

function tutorialsOf(portal: BuiltPortal) {
  return { name: 'tutorials', url: `${portal.base}/api/v1/tutorials?lang=vi`, rate: 200 };
}
