/** The crash test's journeys: the set-up, and the burst of writes that the kill cuts into. */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { calendarDay, DEFAULT_BUSINESS_TIME_ZONE, TOTP_DIGITS, TOTP_PERIOD_SECONDS, WEB_PATHS } from '@oneclick/shared';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { zipSync } from 'fflate';
import {
  type Answer,
  type Server,
  type Target,
  attempt,
  logTail,
  mustSucceed,
  REQUEST_TIMEOUT_MS,
  uploadZip,
} from './harness.js';

const IN_FLIGHT = 8;
const KILL_AFTER_MS = { min: 300, max: 1500 };
const PASSWORD = 'cedar cabinet doors 24';
const ADMIN_EMAIL = 'crash-admin@crash.test';
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const LANGS = ['vi', 'en-US', 'th'] as const;
type Lang = (typeof LANGS)[number];

// ---------------------------------------------------------------------------------------------
// Set-up: the super admin, made an editor, and one category per language for the posts

interface Editor {
  cookie: string;
  categoryIds: Record<Lang, string>;
  /** A verified customer who buys Pro by (fake) PayPal in the burst. */
  buyerCookie: string;
}

export const BUYER_EMAIL = 'buyer@crash.test';

async function readSetupToken(target: Target): Promise<string> {
  const file = path.join(target.dataDir, 'setup-admin-link.txt');
  // The link is written just after the server starts listening.
  for (let wait = 0; !existsSync(file) && wait < 50; wait += 1) await sleep(100);
  const token = new URL(readFileSync(file, 'utf8').trim()).searchParams.get('token');
  if (!token) throw new Error(`no token in ${file}`);
  return token;
}

async function logIn(target: Target, email = ADMIN_EMAIL): Promise<string> {
  const res = await mustSucceed(target, '/auth/login', { email, password: PASSWORD });
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith('oneclick_session='));
  if (!cookie) throw new Error('the login answered without a session cookie');
  return cookie.split(';')[0]!;
}

/** The token of the newest link to `linkPath` the server logged for `email` (no SMTP here), waited for. */
async function loggedLinkToken(target: Target, email: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`${linkPath}\\?token=([\\w-]+)`);
  for (let wait = 0; wait < 100; wait += 1) {
    const line = readFileSync(target.logFile, 'utf8')
      .split('\n')
      .findLast((entry) => entry.includes(email) && pattern.test(entry));
    const token = line ? pattern.exec(line)?.[1] : undefined;
    if (token) return token;
    await sleep(100);
  }
  throw new Error(`no link to ${linkPath} for ${email} in the log`);
}

/**
 * Staff work needs a session that proved a second factor: an admin without one opens the setup
 * link their first sign-in mailed, then the first code of a new authenticator app marks it.
 */
async function enrolAuthenticator(target: Target, cookie: string): Promise<void> {
  const token = await loggedLinkToken(target, ADMIN_EMAIL, WEB_PATHS.security);
  await mustSucceed(target, '/auth/second-factor/setup-link/open', { token }, { cookie });
  const res = await mustSucceed(target, '/auth/totp', undefined, { cookie });
  const { secret } = (await res.json()) as { secret: string };
  const code = generateTOTP(decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  await mustSucceed(target, '/auth/totp/confirm', { code }, { cookie });
}

export async function setUpEditor(target: Target): Promise<Editor> {
  const token = await readSetupToken(target);
  const admin = { name: 'Crash Admin', email: ADMIN_EMAIL, password: PASSWORD, password2: PASSWORD };
  await mustSucceed(target, '/auth/setup-admin', { token, ...admin });
  const cookie = await logIn(target);
  await enrolAuthenticator(target, cookie);
  await mustSucceed(target, '/users/editor-scope', { email: ADMIN_EMAIL, editor: 'admin' }, { method: 'PUT', cookie });
  // The purchases are in US dollars: their e-invoices need the rate of the day they are paid.
  for (const offset of [-1, 0, 1]) {
    const day = calendarDay(new Date(Date.now() + offset * 86_400_000), DEFAULT_BUSINESS_TIME_ZONE);
    await mustSucceed(target, `/exchange-rates/${day}`, { vndPerUsd: 25_400 }, { method: 'PUT', cookie });
  }
  const categoryIds = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const res = await mustSucceed(target, '/cms/categories', { name: `Base ${lang}`, lang }, { cookie });
    categoryIds[lang] = ((await res.json()) as { id: string }).id;
  }
  return { cookie, categoryIds, buyerCookie: await setUpBuyer(target) };
}

/** Registers the buyer and verifies them from the link the server logs (no SMTP here). */
async function setUpBuyer(target: Target): Promise<string> {
  const buyer = { name: 'Crash Buyer', email: BUYER_EMAIL, password: PASSWORD, password2: PASSWORD };
  await mustSucceed(
    target,
    '/auth/register',
    { ...buyer, country: 'VN', language: 'en-US' },
    { forwardedFor: '10.255.0.1' },
  );
  const token = await loggedLinkToken(target, BUYER_EMAIL, '/verify_email');
  await mustSucceed(target, '/auth/verify-email', { token });
  return logIn(target, BUYER_EMAIL);
}

// ---------------------------------------------------------------------------------------------
// The burst and the kill

/** What the burst was told had been saved, over all rounds. */
export interface Ledger {
  registrations: Set<string>;
  categories: Set<string>;
  posts: Set<string>;
  /** Orders PayPal's return answered `paypal=success` for. */
  payments: Set<string>;
  /** Releases whose upload was answered: published. */
  releases: Set<string>;
}

interface BurstReport {
  killedAfterMs: number;
  sent: number;
  acknowledged: { registrations: number; categories: number; posts: number; payments: number; releases: number };
  unanswered: number;
  refused: Map<number, number>;
  /** PGlite: the lock file the killed server left, which the restart must take over. */
  staleLock: boolean;
}

type WriteKind = 'registration' | 'category' | 'post' | 'payment' | 'release';
const WRITE_KINDS: WriteKind[] = ['registration', 'category', 'post', 'payment', 'release'];

/** Names that say which round wrote a row: `r2-17@crash.test`, `Crash r2-17`. */
export const roundPrefix = (round: number) => `r${round}-`;
const registrationEmail = (round: number, n: number) => `${roundPrefix(round)}${n}@crash.test`;
const cmsName = (round: number, n: number) => `Crash ${roundPrefix(round)}${n}`;

/** Request n of round `round`: registrations, categories and posts in turn, languages in turn. */
async function writeOnce(target: Target, editor: Editor, round: number, n: number, kind: WriteKind): Promise<Answer> {
  const lang = LANGS[n % LANGS.length]!;
  if (kind === 'registration') {
    const body = { name: `Crash User ${n}`, email: registrationEmail(round, n), password: PASSWORD };
    // A client address of its own per registration (10.<round>.x.y), read from X-Forwarded-For.
    const forwardedFor = `10.${round % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
    return attempt(
      target,
      '/auth/register',
      { ...body, password2: PASSWORD, country: 'VN', language: 'en-US' },
      { forwardedFor },
    );
  }
  if (kind === 'category') {
    return attempt(target, '/cms/categories', { name: cmsName(round, n), lang }, { cookie: editor.cookie });
  }
  if (kind === 'payment') return buyPro(target, editor.buyerCookie);
  if (kind === 'release') return publishRelease(target, editor.cookie, round, n);
  const post = {
    title: cmsName(round, n),
    shortDescription: `Written by round ${round} of the crash test.`,
    youtubeUrl: YOUTUBE_URL,
    lang,
    categoryId: editor.categoryIds[lang],
  };
  return attempt(target, '/cms/posts', post, { cookie: editor.cookie });
}

/**
 * The buyer orders Pro, is sent to the fake PayPal, approves, and follows PayPal back to the
 * return address, where the server captures and activates: acknowledged when that redirect
 * says `paypal=success`, with the order's id.
 */
async function buyPro(target: Target, cookie: string): Promise<Answer> {
  const order = await attempt(
    target,
    '/orders',
    { kind: 'subscription', package: 'pro', months: 12, method: 'paypal' },
    { cookie },
  );
  if (order.kind !== 'acknowledged') return order;
  const orderId = String(order.body.id);
  const started = await attempt(target, `/orders/${orderId}/paypal`, undefined, { cookie });
  if (started.kind !== 'acknowledged') return started;
  try {
    const hop = async (url: string, method: 'GET' | 'POST') => {
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        headers: { origin: target.baseUrl, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? '' : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.text();
      return res.status === 303 ? new URL(res.headers.get('location')!, target.baseUrl).href : null;
    };
    const token = new URL(String(started.body.approveUrl)).searchParams.get('token');
    const back = await hop(`${target.baseUrl}/fake-paypal/checkoutnow/${token}/approve`, 'POST');
    const landing = back ? await hop(back, 'GET') : null;
    if (!landing?.includes('paypal=success')) return { kind: 'refused', status: 402 };
    return { kind: 'acknowledged', body: { id: orderId } };
  } catch {
    return { kind: 'unanswered' };
  }
}

/** Version <round>.<n>.0: a draft, then a zip of 1-3 MB of random bytes (stored, so it stays that size). */
async function publishRelease(target: Target, cookie: string, round: number, n: number): Promise<Answer> {
  const notes = { vi: 'Bản thử', 'en-US': 'Crash test', th: 'ทดสอบ' };
  const draft = await attempt(target, '/releases', { version: `${round}.${n}.0`, notes }, { cookie });
  if (draft.kind !== 'acknowledged') return draft;
  const zip = Buffer.from(zipSync({ 'oneclick.bin': randomBytes(randomInt(1, 4) * 1024 * 1024) }, { level: 0 }));
  return uploadZip(target, String(draft.body.id), zip, cookie);
}

function record(report: BurstReport, ledger: Ledger, round: number, n: number, kind: WriteKind, answer: Answer) {
  if (answer.kind === 'unanswered') report.unanswered += 1;
  if (answer.kind === 'refused') report.refused.set(answer.status, (report.refused.get(answer.status) ?? 0) + 1);
  if (answer.kind !== 'acknowledged') return;
  if (kind === 'registration') {
    ledger.registrations.add(registrationEmail(round, n));
    report.acknowledged.registrations += 1;
  } else if (kind === 'payment') {
    ledger.payments.add(String(answer.body.id));
    report.acknowledged.payments += 1;
  } else if (kind === 'release') {
    ledger.releases.add(String(answer.body.id));
    report.acknowledged.releases += 1;
  } else {
    (kind === 'category' ? ledger.categories : ledger.posts).add(String(answer.body.id));
    report.acknowledged[kind === 'category' ? 'categories' : 'posts'] += 1;
  }
}

/** Keeps IN_FLIGHT writes going until a random moment, then SIGKILLs the server mid-burst. */
export async function burstAndKill(
  target: Target,
  server: Server,
  editor: Editor,
  round: number,
  ledger: Ledger,
): Promise<BurstReport> {
  const report: BurstReport = {
    killedAfterMs: randomInt(KILL_AFTER_MS.min, KILL_AFTER_MS.max + 1),
    sent: 0,
    acknowledged: { registrations: 0, categories: 0, posts: 0, payments: 0, releases: 0 },
    unanswered: 0,
    refused: new Map(),
    staleLock: false,
  };
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = report.sent++;
      const kind = WRITE_KINDS[n % WRITE_KINDS.length]!;
      record(report, ledger, round, n, kind, await writeOnce(target, editor, round, n, kind));
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, worker);
  await sleep(report.killedAfterMs);
  killed = true;
  server.child.kill('SIGKILL');
  const how = await server.exited;
  if (how !== 'SIGKILL') throw new Error(`the server ended before the kill (${how}):\n${logTail(target)}`);
  report.staleLock = existsSync(path.join(target.dataDir, 'portal.lock'));
  await Promise.all(workers);
  return report;
}

export function describeBurst(report: BurstReport): string {
  const { registrations, categories, posts, payments, releases } = report.acknowledged;
  const refused = [...report.refused].map(([status, count]) => `${count}x${status}`).join(', ') || 'none';
  return (
    `killed after ${report.killedAfterMs} ms; ${report.sent} sent, acknowledged ${registrations + categories + posts + payments + releases} ` +
    `(${registrations} registrations, ${categories} categories, ${posts} posts, ${payments} PayPal payments, ${releases} releases), ` +
    `unanswered ${report.unanswered}, refused ${refused}` +
    (report.staleLock ? '; stale portal.lock left for the restart' : '')
  );
}
