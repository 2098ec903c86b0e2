/**
 * The sales figures on PostgreSQL with 1,000,000 sale records over five years and 100,000 paid
 * orders: Summary Sale, a year's report page and the Excel export of 100,000 rows, from the built
 * portal in a process of its own (`npm run build` first) against a bare Fastify route in another
 * (ratios, the load from autocannon in a third), with
 * the latencies the issue sets goals for, the export's rows per second and the memory it adds
 * (downloaded by another process), and the public tutorial list's p99 while exports run back to
 * back against its p99 at rest, both at a steady 200 requests a second.
 * `npm run bench:sales` (needs the local PostgreSQL; BENCH_PG_URL points at its admin database).
 * It makes its own database and drops it.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { loadConfig } from '../apps/server/src/config.js';
import { categories, posts } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { promisify } from 'node:util';
import { startBuiltPortal } from './built-portal.js';
import { compare, measure, ROUNDS, residentBytes, startBareRoute } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const SALES = 1_000_000;
const ORDERS = 100_000;
/** Seconds between two sales: 1,000,000 of them span five years. */
const SALE_EVERY = 157;
const PASSWORD = 'bench walnut drawer 1';

/** A process's resident memory in bytes (Linux). */

await withBenchDatabase(async (db, url) => {
  const passwordHash = await hashPassword(PASSWORD);
  console.log('Filling the database…');
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role, is_reseller, commission_rate)
    values ('Bench Admin', 'admin@bench.test', ${passwordHash}, 'VN', 'en-US', now(), 0, false, null)`);
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role, is_reseller, commission_rate)
    select 'Reseller ' || n, 'reseller-' || n || '@bench.test', ${passwordHash}, 'VN', 'en-US', now(), 2, true, 20
    from generate_series(1, 20) as n`);
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role)
    select 'Customer ' || n, 'customer-' || n || '@factory.test', ${passwordHash}, 'TH', 'th', now(), 4
    from generate_series(1, 10000) as n`);
  await db.execute(sql`
    with resellers as (select array_agg(id order by email) as ids from users where is_reseller),
         customers as (select array_agg(id) as ids from users where role = 4)
    insert into sale_records (customer_id, customer_email, activated_at, months, account_type, reseller_id)
    select customers.ids[1 + n % 10000], 'customer-' || (1 + n % 10000) || '@factory.test',
           now() - make_interval(secs => n * ${SALE_EVERY}), 12, (array[5, 6, 7, 8])[1 + n % 4],
           case when n % 3 = 0 then null else resellers.ids[1 + n % 20] end
    from generate_series(1, ${SALES}) as n, resellers, customers`);
  await db.execute(sql`
    insert into orders (id, kind, method, status, currency, amount, account_type, months, customer_name,
                        customer_email, language, created_at, expires_at, paid_at, fulfilled_at)
    select upper(lpad(to_hex(n), 12, '0')), 'subscription',
           case when n % 2 = 0 then 'paypal' else 'bank_transfer' end, 'fulfilled',
           case when n % 2 = 0 then 'USD' else 'VND' end, case when n % 2 = 0 then 59900 else 14990000 end,
           5, 12, 'Customer', 'customer@factory.test', 'en-US',
           now() - make_interval(secs => n * 1570), now(), now() - make_interval(secs => n * 1570),
           now() - make_interval(secs => n * 1570)
    from generate_series(1, ${ORDERS}) as n`);
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
  const server = await startBuiltPortal(3297, { DATABASE_URL: url });
  const portal = server.base;
  const login = await fetch(`${portal}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: portal, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.test', password: PASSWORD }),
  });
  const sessionCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!sessionCookie) throw new Error(`The admin's login answered ${login.status} without a session`);
  const session = { cookie: sessionCookie.split(';')[0]! };
  // Staff work needs a session that proved a second factor the account has (decision 023): as if
  // the admin had set up an authenticator and typed its code.
  await db.execute(sql`
    insert into totp_credentials (user_id, secret, confirmed_at)
    select id, 'bench', now() from users where email = 'admin@bench.test'`);
  await db.execute(sql`update sessions set second_factor_at = now()`);

  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: config.businessTimeZone }).format(
      new Date(Date.now() - daysAgo * 86_400_000),
    );
  const yearReport = `${portal}/api/v1/sales?from=${day(365)}&to=${day(0)}`;
  const exportUrl = `${portal}/api/v1/sales/export.xlsx?from=${day(181)}&to=${day(0)}`;

  const latency = async (url: string, times = 30) => {
    const samples: number[] = [];
    for (let index = 0; index < times; index += 1) {
      const start = performance.now();
      const res = await fetch(url, { headers: session });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      samples.push(performance.now() - start);
    }
    return samples.sort((a, b) => a - b)[Math.floor(times / 2)]!;
  };

  const bare = await startBareRoute();
  await compare(
    `${SALES.toLocaleString('en')} sale records, ${ORDERS.toLocaleString('en')} paid orders on PostgreSQL`,
    { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url, pid: bare.pid },
    [
      {
        name: 'GET /api/v1/sales/summary (admin, with revenue)',
        url: `${portal}/api/v1/sales/summary`,
        headers: session,
        pid: server.pid,
      },
      { name: 'GET /api/v1/sales (a year, page 1, with totals)', url: yearReport, headers: session, pid: server.pid },
    ],
  );
  console.log(
    `\nSummary Sale, one request at a time: median ${(await latency(`${portal}/api/v1/sales/summary`)).toFixed(1)} ms (goal: 50 ms)`,
  );
  console.log(`A year's report page, one at a time: median ${(await latency(yearReport)).toFixed(1)} ms (goal: 35 ms)`);

  // The export: rows per second and the most memory it added over the server's before.
  const rowsInRange = Number(
    (
      (await db.execute(
        sql`select count(*) as n from sale_records where activated_at >= (${day(181)}::date)::timestamp at time zone ${config.businessTimeZone}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0]!.n,
  );
  // Another process downloads, so the memory measured is the server's alone.
  const download = (url: string) =>
    `for (;;) { const res = await fetch(${JSON.stringify(url)}, { headers: { cookie: ${JSON.stringify(session.cookie)} } });` +
    ` let bytes = 0; for await (const chunk of res.body) bytes += chunk.length; console.log(bytes); if (process.argv[1] === 'once') break; }`;
  const rssBefore = residentBytes(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentBytes(server.pid));
  }, 20);
  const exportStart = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    download(exportUrl),
    'once',
  ]);
  const bytes = Number(stdout.trim());
  const exportSeconds = (performance.now() - exportStart) / 1000;
  clearInterval(sampler);
  // The baseline: the same number of bytes from memory, in a process of its own, downloaded alike.
  const workbook = path.join(mkdtempSync(path.join(tmpdir(), 'oneclick-bench-')), 'export.xlsx');
  writeFileSync(workbook, Buffer.alloc(bytes));
  const bareExport = await startBareRoute({ file: workbook, headers: { 'content-type': 'application/octet-stream' } });
  const bareStart = performance.now();
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', download(bareExport.url), 'once']);
  const bareSeconds = (performance.now() - bareStart) / 1000;
  await bareExport.close();
  rmSync(path.dirname(workbook), { recursive: true, force: true });
  console.log(
    `\nExport of ${rowsInRange.toLocaleString('en')} rows: ${(rowsInRange / exportSeconds).toFixed(0)} rows/s ` +
      `(goal: 50,000), ${(bytes / 1e6).toFixed(1)} MB, memory +${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB (goal: under 100 MB); ` +
      `the same bytes from memory: ${(rowsInRange / bareSeconds).toFixed(0)} rows/s (${(bareSeconds / exportSeconds).toFixed(3)}x)`,
  );

  // The public tutorial list's p99 at a steady rate, at rest and while exports run back to back,
  // in interleaved rounds.
  const tutorials = { name: 'tutorials', url: `${portal}/api/v1/tutorials?lang=vi`, rate: 200 };
  const ratios: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const atRest = (await measure(tutorials, 10)).p99;
    const exports = spawn(process.execPath, ['--input-type=module', '-e', download(exportUrl), 'loop'], {
      stdio: 'ignore',
    });
    const duringExport = (await measure(tutorials, 10)).p99;
    exports.kill();
    ratios.push(`${atRest.toFixed(0)} → ${duringExport.toFixed(0)} ms (${(duringExport / atRest).toFixed(2)}x)`);
  }
  console.log(
    `Tutorial list p99 at 200 requests a second, at rest → during exports: ${ratios.join(', ')} (goal: within 2x)`,
  );

  const plans: [string, ReturnType<typeof sql>][] = [
    [
      'this month by package',
      sql`select account_type, count(*) from sale_records where activated_at >= date_trunc('month', now()) group by account_type`,
    ],
    [
      'export batch after a row',
      sql`select * from sale_records where (activated_at, id) > (select activated_at, id from sale_records limit 1) order by activated_at, id limit 2000`,
    ],
  ];
  console.log('\nQuery plans\n');
  for (const [name, query] of plans) {
    const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    console.log(`${name}:\n  ${result.rows.map((row) => Object.values(row)[0]).join('\n  ')}\n`);
  }
  await server.stop();
  await bare.close();
});
