/** The crash test's invariants: what the database must hold after a kill, checked in SQL and on disk. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from './harness.js';
import { BUYER_EMAIL, type Ledger, roundPrefix } from './journeys.js';

/** Every registration of the burst with how many of its companion rows exist (each must be 1). */
const REGISTRATIONS_SQL = `
  select u.email,
    (select count(*)::int from one_time_tokens t where t.user_id = u.id and t.purpose = 'verify_email') as tokens,
    (select count(*)::int from email_outbox e where e.to_address = u.email) as emails,
    (select count(*)::int from audit_log a where a.action = 'auth.registered' and a.target_id = u.id::text) as audits
  from users u where u.email like 'r%@crash.test'`;

const cmsRowsSql = (table: 'categories' | 'posts', column: 'name' | 'title', action: string) => `
  select c.id::text as id, c.${column} as name,
    (select count(*)::int from audit_log a where a.action = '${action}' and a.target_id = c.id::text) as audits
  from ${table} c where c.${column} like 'Crash r%'`;

/** The buyer's orders with what each paid one must have: its capture, one sale record, one audit row. */
const PAYMENTS_SQL = `
  select o.id, o.status, o.paypal_capture_id is not null as captured,
    (select count(*)::int from sale_records s where s.order_id = o.id) as sales,
    (select count(*)::int from audit_log a where a.action = 'order.paid' and a.details->>'orderId' = o.id) as paid,
    (select count(*)::int from audit_log a where a.action = 'order.created' and a.details->>'orderId' = o.id) as created,
    (select count(*)::int from e_invoices e where e.order_id = o.id and e.kind = 'original') as invoices
  from orders o where o.customer_email = '${BUYER_EMAIL}'`;

/** Every e-invoice, to hold against what the provider issued. */
const E_INVOICES_SQL = `select transaction_uuid::text as uuid, status, invoice_no as "invoiceNo", order_id as "orderId" from e_invoices`;

/** The buyer's plan moved 12 months per paid order, from the first activation (calendar months, a day or two of slack). */
const BUYER_EXPIRY_SQL = `
  select u.expires_at is null or abs(extract(epoch from u.expires_at - (
      (select min(s.activated_at) from sale_records s where s.customer_id = u.id)
      + make_interval(months => 12 * (select count(*)::int from orders o where o.user_id = u.id and o.status = 'fulfilled'))
    ))) < 3 * 86400 as consistent
  from users u where u.email = '${BUYER_EMAIL}'`;

/** Every release with its audit rows (the crash test makes all of them). */
const RELEASES_SQL = `
  select r.id::text as id, r.major, r.minor, r.status, r.size, r.sha256,
    (select count(*)::int from audit_log a where a.action = 'release.created' and a.target_id = r.id::text) as created,
    (select count(*)::int from audit_log a where a.action = 'release.published' and a.target_id = r.id::text) as published
  from releases r`;

/** Rows that exist without the row they belong to: the other half of a half-written write. */
const ORPHANS_SQL = `
  select 'audit ' || a.action || ' of missing ' || a.target_id as what from audit_log a
    where (a.action = 'auth.registered' and not exists (select 1 from users u where u.id::text = a.target_id))
       or (a.action = 'cms.category.created' and not exists (select 1 from categories c where c.id::text = a.target_id))
       or (a.action = 'cms.post.created' and not exists (select 1 from posts p where p.id::text = a.target_id))
       or (a.action like 'release.%' and not exists (select 1 from releases r where r.id::text = a.target_id))
  union all
  select 'sale record of order ' || s.order_id || ' that is not fulfilled' from sale_records s
    where s.order_id is not null
      and not exists (select 1 from orders o where o.id = s.order_id and o.status = 'fulfilled')
  union all
  select 'e-mail to ' || e.to_address || ' without its account' from email_outbox e
    where e.to_address like 'r%@crash.test'
      and not exists (select 1 from users u where u.email = e.to_address)`;

interface RegistrationRow {
  email: string;
  tokens: number;
  emails: number;
  audits: number;
}

interface PaymentRow {
  id: string;
  status: string;
  captured: boolean;
  sales: number;
  paid: number;
  created: number;
  invoices: number;
}

interface EInvoiceRow {
  uuid: string;
  status: string;
  invoiceNo: string | null;
  orderId: string;
}

/**
 * The portal's e-invoices against the provider's: an issued row has the provider's number for its
 * transaction id, and the provider issued nothing the portal has no row for. A row being sent when
 * the server was killed may be issued at the provider already: the next send looks it up.
 */
function eInvoiceProblems(rows: EInvoiceRow[], issued: ReadonlyMap<string, { invoiceNo: string }>): string[] {
  const known = new Set(rows.map((row) => row.uuid));
  return [
    ...rows
      .filter((row) => row.status === 'issued' && issued.get(row.uuid)?.invoiceNo !== row.invoiceNo)
      .map(
        (row) =>
          `e-invoice of order ${row.orderId} recorded as ${row.invoiceNo}, the provider says ${issued.get(row.uuid)?.invoiceNo}`,
      ),
    ...[...issued.entries()]
      .filter(([uuid]) => !known.has(uuid))
      .map(([uuid, invoice]) => `the provider issued ${invoice.invoiceNo} (${uuid}) for no e-invoice of the portal`),
  ];
}

interface ReleaseRow {
  id: string;
  major: number;
  minor: number;
  status: string;
  size: number | null;
  sha256: string | null;
  created: number;
  published: number;
}

/** A published release's zip must be on disk with its recorded size and hash. */
function releaseFileProblem(dataDir: string, row: ReleaseRow): string | undefined {
  const file = path.join(dataDir, 'downloads', 'releases', `${row.id}.zip`);
  if (row.status !== 'published') return undefined;
  if (!existsSync(file)) return 'published without its zip';
  const zip = readFileSync(file);
  const sha256 = createHash('sha256').update(zip).digest('hex');
  return zip.length === row.size && sha256 === row.sha256 ? undefined : 'its zip is not the one recorded';
}

/** Zips in the releases folder that no release row names. */
function zipsWithoutRelease(dataDir: string, rows: ReleaseRow[]): string[] {
  const folder = path.join(dataDir, 'downloads', 'releases');
  const ids = new Set(rows.map((row) => `${row.id}.zip`));
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.zip')) : [];
  return names.filter((name) => !ids.has(name)).map((name) => `zip ${name} without its release`);
}

interface CmsRow {
  id: string;
  name: string;
  audits: number;
}

interface Findings {
  acknowledged: number;
  foundComplete: number;
  /** Acknowledged but not in the database. */
  lost: string[];
  /** A row without its token, e-mail or audit row, or one of those without its row. */
  halfWritten: string[];
  /** Complete rows of this round that the client never heard about: allowed. */
  committedUnanswered: number;
}

export async function inspect(
  sql: Sql,
  ledger: Ledger,
  round: number,
  dataDir: string,
  issuedInvoices: ReadonlyMap<string, { invoiceNo: string }>,
): Promise<Findings> {
  const registrations = await sql.rows<RegistrationRow>(REGISTRATIONS_SQL);
  const categories = await sql.rows<CmsRow>(cmsRowsSql('categories', 'name', 'cms.category.created'));
  const posts = await sql.rows<CmsRow>(cmsRowsSql('posts', 'title', 'cms.post.created'));
  const orphans = await sql.rows<{ what: string }>(ORPHANS_SQL);
  const payments = await sql.rows<PaymentRow>(PAYMENTS_SQL);
  const [expiry] = await sql.rows<{ consistent: boolean }>(BUYER_EXPIRY_SQL);
  const releases = await sql.rows<ReleaseRow>(RELEASES_SQL);
  const eInvoices = await sql.rows<EInvoiceRow>(E_INVOICES_SQL);

  const findings: Findings = { acknowledged: 0, foundComplete: 0, lost: [], halfWritten: [], committedUnanswered: 0 };
  const check = (label: string, key: string, complete: boolean, acked: Set<string>, detail: string) => {
    if (!complete) findings.halfWritten.push(`${label} ${key}: ${detail}`);
    if (acked.has(key) && complete) findings.foundComplete += 1;
  };
  for (const row of registrations) {
    const complete = row.tokens === 1 && row.emails === 1 && row.audits === 1;
    const detail = `${row.tokens} verify_email tokens, ${row.emails} e-mails, ${row.audits} audit rows`;
    check('registration', row.email, complete, ledger.registrations, detail);
  }
  for (const [label, rows, acked] of [
    ['category', categories, ledger.categories],
    ['post', posts, ledger.posts],
  ] as const) {
    for (const row of rows) check(label, row.id, row.audits === 1, acked, `${row.audits} audit rows`);
  }
  for (const row of payments) {
    const fulfilled =
      row.status === 'fulfilled' && row.captured && row.sales === 1 && row.paid === 1 && row.invoices === 1;
    const open = row.status === 'pending' && !row.captured && row.sales === 0 && row.paid === 0 && row.invoices === 0;
    const detail = `${row.status}, captured ${row.captured}, ${row.sales} sale records, ${row.invoices} e-invoices, ${row.paid} order.paid and ${row.created} order.created audit rows`;
    check('payment', row.id, row.created === 1 && (fulfilled || open), ledger.payments, detail);
  }
  for (const row of releases) {
    const draft = row.status === 'draft' && row.published === 0;
    const published = row.status === 'published' && row.published === 1;
    const problem = releaseFileProblem(dataDir, row);
    const detail = `${row.status}, ${row.created} release.created and ${row.published} release.published audit rows${problem ? `, ${problem}` : ''}`;
    check('release', row.id, row.created === 1 && (draft || published) && !problem, ledger.releases, detail);
  }
  findings.halfWritten.push(...zipsWithoutRelease(dataDir, releases));
  if (expiry && !expiry.consistent) findings.halfWritten.push("the buyer's expiry is not 12 months per paid order");
  findings.halfWritten.push(...orphans.map((orphan) => orphan.what));
  findings.halfWritten.push(...eInvoiceProblems(eInvoices, issuedInvoices));

  const kinds = [
    {
      label: 'registration',
      acked: ledger.registrations,
      found: registrations.map((r) => ({ key: r.email, name: r.email })),
    },
    { label: 'category', acked: ledger.categories, found: categories.map((r) => ({ key: r.id, name: r.name })) },
    { label: 'post', acked: ledger.posts, found: posts.map((r) => ({ key: r.id, name: r.name })) },
    // Orders carry no round in their name: they count as found once paid, never as this round's.
    {
      label: 'payment',
      acked: ledger.payments,
      found: payments.filter((r) => r.status === 'fulfilled').map((r) => ({ key: r.id, name: '' })),
    },
    // Version <round>.<n>.0: named for the round like the others.
    {
      label: 'release',
      acked: ledger.releases,
      found: releases
        .filter((r) => r.status === 'published')
        .map((r) => ({ key: r.id, name: `${roundPrefix(r.major)}${r.minor}` })),
    },
  ];
  for (const { label, acked, found } of kinds) {
    const keys = new Set(found.map((row) => row.key));
    findings.acknowledged += acked.size;
    for (const key of acked) if (!keys.has(key)) findings.lost.push(`${label} ${key}`);
    // Names start with `r<round>-` (e-mails) or `Crash r<round>-` (categories, posts).
    const ofThisRound = found.filter((row) => row.name.replace(/^Crash /, '').startsWith(roundPrefix(round)));
    findings.committedUnanswered += ofThisRound.filter((row) => !acked.has(row.key)).length;
  }
  return findings;
}

export function describeFindings(findings: Findings): string[] {
  const lines = [
    `acknowledged so far ${findings.acknowledged}, found complete ${findings.foundComplete}, ` +
      `lost ${findings.lost.length}, half-written ${findings.halfWritten.length} (must be 0); ` +
      `committed without an answer this round ${findings.committedUnanswered}`,
  ];
  for (const problem of [...findings.lost.map((what) => `LOST ${what}`), ...findings.halfWritten]) {
    lines.push(`  VIOLATION ${problem}`);
  }
  return lines.slice(0, 30);
}
