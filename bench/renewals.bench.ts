/**
 * Renewals on PostgreSQL: the reminders' job over 100,000 accounts with paid plans (seconds for a
 * run that sends every reminder due, and for the next run that finds none), the public tutorial
 * list's p99 at a steady 200 requests a second while the job runs in the server's process against
 * its p99 at rest (interleaved rounds), and a reseller's monthly statement of 100,000 sales
 * downloaded by another process (rows a second, the memory it adds to the server).
 * `npm run bench:renewals` (needs the local PostgreSQL; BENCH_PG_URL points at its admin
 * database). It makes its own database and drops it.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { loadConfig } from '../apps/server/src/config.js';
import { categories, posts } from '../apps/server/src/db/schema/index.js';
import { throwawayLicenceSigner } from '../apps/server/src/domain/licence-signing.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { sendRenewalReminders } from '../apps/server/src/modules/renewals/send-renewal-reminders.js';
import { measure, ROUNDS } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const ACCOUNTS = 100_000;
/** The plans' ends spread over this many days from 30 days ago: about a tenth fall in the reminders' window. */
const SPREAD_DAYS = 400;
const STATEMENT_SALES = 100_000;
const PASSWORD = 'bench walnut drawer 1';

await withBenchDatabase(async (db) => {
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

  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, licenceSigner: await throwawayLicenceSigner() }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const portal = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const system = { db, config, log: app.log };
  const holding = async () => true;
  const forgetReminders = () => db.execute(sql`delete from renewal_reminders`);

  // The server reminded everyone due as it started: the bench starts from nothing sent.
  await app.scheduler.settled();
  await forgetReminders();
  let start = performance.now();
  const sent = await sendRenewalReminders(system, holding);
  const sendingSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  await sendRenewalReminders(system, holding);
  const idleSeconds = (performance.now() - start) / 1000;
  console.log(
    `\nReminders' job over ${ACCOUNTS.toLocaleString('en')} accounts: ${sent.toLocaleString('en')} reminders sent in ` +
      `${sendingSeconds.toFixed(1)} s (${((sendingSeconds * 1000) / sent).toFixed(2)} ms each, text and HTML rendered, ` +
      `outbox and audit written); the next run, none due: ${idleSeconds.toFixed(2)} s`,
  );

  const tutorials = { name: 'tutorials', url: `${portal}/api/v1/tutorials?lang=vi`, rate: 200 };
  const ratios: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const atRest = (await measure(tutorials, 10)).p99;
    await forgetReminders();
    const job = sendRenewalReminders(system, holding);
    const during = (await measure(tutorials, 10)).p99;
    await job;
    ratios.push(`${atRest.toFixed(0)} → ${during.toFixed(0)} ms (${(during / atRest).toFixed(2)}x)`);
  }
  console.log(`Tutorial list p99 at 200 requests a second, at rest → while the job runs: ${ratios.join(', ')}`);

  // The statement, downloaded by another process so that the memory measured is the server's alone.
  const login = await fetch(`${portal}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: portal, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reseller-1@bench.test', password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: config.businessTimeZone }).format(new Date()).slice(0, 7);
  const url = `${portal}/api/v1/resellers/me/statement.xlsx?month=${month}`;
  const download =
    `const res = await fetch(${JSON.stringify(url)}, { headers: { cookie: ${JSON.stringify(cookie)} } });` +
    ` let bytes = 0; for await (const chunk of res.body) bytes += chunk.length; console.log(res.status, bytes);`;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  start = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', download]);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const [status, bytes] = stdout.trim().split(' ').map(Number);
  console.log(
    `\nStatement of ${STATEMENT_SALES.toLocaleString('en')} sales (HTTP ${status}): ${(STATEMENT_SALES / seconds).toFixed(0)} rows/s, ` +
      `${(bytes! / 1e6).toFixed(1)} MB, memory +${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB`,
  );
  await app.close();
});
