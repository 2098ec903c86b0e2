/**
 * Before the timed load, through nginx: the super admin (with an authenticator, an editor of every
 * language), a category per language, verified customers, resellers approved by the admin with keys
 * the admin generated for them, and sessions made directly on each process to check at the end.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  LANGUAGES,
  type Language,
  normalizeKeyCode,
  ROLES,
  routes,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@oneclick/shared';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import type { LoadSettings } from '../protocol.js';
import { Allowance } from './allowance.js';
import { type Answer, Client, freshAddress, jsonOf, loopbackAddress, sessionCookie, succeeded } from './http.js';
import type { Mailbox } from './mailbox.js';
import type { Recorder } from './recorder.js';
import { apiUrl, type Buyer, LIMITS, PASSWORD, type Reseller, type Shop } from './shop.js';

const BUYERS = 50;
const CLIENTS = 30;
const RESELLERS = 8;
/** Accounts whose sessions are made on each process and checked at the end; nothing else uses them. */
const KEPT_ACCOUNTS = 5;
/** Registrations and verifications at once: each costs the portal a password hash. */
const IN_PARALLEL = 8;
const SETUP_LINK_WAIT_MS = 60_000;
const MAIL_WAIT_MS = 60_000;
const ADMIN_EMAIL = 'drill-admin@drill.test';
const BANK_ADDRESS = loopbackAddress(30, 0);

function must(answer: Answer, what: string): Answer {
  if (!succeeded(answer)) throw new Error(`set-up: ${what} answered ${answer.status}: ${answer.body.toString('utf8')}`);
  return answer;
}

async function mapInParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!);
  };
  await Promise.all(Array.from({ length: IN_PARALLEL }, worker));
  return results;
}

/** The token of the one-time link a portal process writes when it starts without a super admin. */
function readSetupToken(dataDir: string): string | null {
  const file = path.join(dataDir, 'setup-admin-link.txt');
  if (!existsSync(file)) return null;
  return new URL(readFileSync(file, 'utf8').trim()).searchParams.get('token');
}

/**
 * Creates the super admin with the setup link. Each process that starts before there is one
 * makes a new link and ends the earlier ones: a link read as another process started is tried
 * again from the file, until one works or a minute has passed.
 */
async function createAdmin(settings: LoadSettings, admin: Client, url: string): Promise<void> {
  const account = { name: 'Drill Admin', email: ADMIN_EMAIL, password: PASSWORD, password2: PASSWORD };
  const deadline = Date.now() + SETUP_LINK_WAIT_MS;
  for (;;) {
    const token = readSetupToken(settings.dataDir);
    const answer = token ? await admin.post('setup', url, { token, ...account }) : undefined;
    if (answer && succeeded(answer)) return;
    if (Date.now() > deadline) {
      throw new Error(`set-up: no working setup link in ${settings.dataDir}: ${answer?.body.toString('utf8')}`);
    }
    await sleep(500);
  }
}

class SetUp {
  constructor(
    readonly settings: LoadSettings,
    private readonly recorder: Recorder,
    private readonly mailbox: Mailbox,
  ) {}

  client(): Client {
    return new Client(this.recorder, freshAddress(), this.settings.baseUrl);
  }

  url(route: { path: string }, params: Record<string, string> = {}, base = this.settings.baseUrl) {
    return apiUrl(this, route, params, base);
  }

  async logIn(client: Client, email: string, base = this.settings.baseUrl): Promise<string> {
    const answer = must(
      await client.post('setup', this.url(routes.auth.logIn, {}, base), { email, password: PASSWORD }),
      `logging in ${email}`,
    );
    const cookie = sessionCookie(answer);
    if (!cookie) throw new Error(`set-up: logging in ${email} set no session cookie`);
    return cookie;
  }

  /** Staff work needs a session that proved a second factor: the first code of a new authenticator marks it. */
  async enrolAuthenticator(client: Client, cookie: string): Promise<void> {
    const started = must(
      await client.post('setup', this.url(routes.secondFactor.startTotpEnrolment), undefined, { cookie }),
      'starting the authenticator',
    );
    const { secret } = jsonOf<{ secret: string }>(started)!;
    const code = generateTOTP(decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
    must(
      await client.post('setup', this.url(routes.secondFactor.confirmTotpEnrolment), { code }, { cookie }),
      'confirming the authenticator',
    );
  }

  /** Registers from an address of its own (registrations are limited per address) and verifies from the e-mail. */
  async verifiedAccount(email: string, language: Language): Promise<void> {
    const client = this.client();
    const account = { name: `Drill ${email.split('@')[0]}`, email, password: PASSWORD, password2: PASSWORD };
    must(
      await client.post('setup', this.url(routes.auth.registerUser), { ...account, country: 'VN', language }),
      `registering ${email}`,
    );
    const token = await this.mailbox.verificationToken(email, Date.now() + MAIL_WAIT_MS);
    if (!token) throw new Error(`set-up: no verification e-mail to ${email} in ${this.settings.mailDir}`);
    must(await client.post('setup', this.url(routes.auth.verifyEmail), { token }), `verifying ${email}`);
    client.close();
  }

  async buyer(email: string): Promise<Buyer> {
    await this.verifiedAccount(email, 'vi');
    const client = this.client();
    const cookie = await this.logIn(client, email);
    client.close();
    return { email, cookie, orders: new Allowance(LIMITS.orders, 2, this.settings.seconds) };
  }

  /** Applies, is approved by the admin, and gets keys the admin generates for them (enough for the whole run). */
  async reseller(email: string, admin: Client, adminCookie: string): Promise<Reseller> {
    await this.verifiedAccount(email, 'en-US');
    const client = this.client();
    const application = { name: 'Drill Reseller', email, phone: '+84 912 345 678', country: 'VN', language: 'en-US' };
    must(await client.post('setup', this.url(routes.resellers.submitResellerApplication), application), 'applying');
    const listed = must(
      await admin.get('setup', `${this.url(routes.resellers.listResellerApplications)}?status=pending`, {
        cookie: adminCookie,
      }),
      'listing applications',
    );
    const { items } = jsonOf<{ items: { id: string; email: string }[] }>(listed)!;
    const id = items.find((item) => item.email === email)?.id;
    if (!id) throw new Error(`set-up: no pending application of ${email}`);
    must(
      await admin.post(
        'setup',
        this.url(routes.resellers.approveResellerApplication, { id }),
        { commissionRate: 20 },
        { cookie: adminCookie },
      ),
      `approving ${email}`,
    );
    const login = must(
      await client.post('setup', this.url(routes.auth.logIn), { email, password: PASSWORD }),
      `logging in ${email}`,
    );
    const resellerId = jsonOf<{ user: { id: string } }>(login)!.user.id;
    const { limit, windowSeconds } = LIMITS.redemptionsPerAccount;
    const quantity = Math.ceil(limit * (1 + this.settings.seconds / windowSeconds));
    const generated = must(
      await admin.post(
        'setup',
        this.url(routes.licenceKeys.generateLicenceKeys),
        { quantity, accountType: ROLES.pro, months: 12, resellerId },
        { cookie: adminCookie },
      ),
      `generating keys for ${email}`,
    );
    const keys = jsonOf<{ keys: { code: string }[] }>(generated)!.keys.map(({ code }) => normalizeKeyCode(code)!);
    client.close();
    return {
      email,
      cookie: sessionCookie(login)!,
      keys,
      redemptions: new Allowance(LIMITS.redemptionsPerAccount, 4, this.settings.seconds),
    };
  }
}

export async function setUpShop(settings: LoadSettings, recorder: Recorder, mailbox: Mailbox): Promise<Shop> {
  const runId = randomBytes(3).toString('hex');
  const setUp = new SetUp(settings, recorder, mailbox);
  const emails = (kind: string, count: number) =>
    Array.from({ length: count }, (_, n) => `drill-${runId}-${kind}${n}@drill.test`);

  const admin = setUp.client();
  await createAdmin(settings, admin, setUp.url(routes.auth.setUpAdmin));
  const adminCookie = await setUp.logIn(admin, ADMIN_EMAIL);
  await setUp.enrolAuthenticator(admin, adminCookie);
  must(
    await admin.post(
      'setup',
      setUp.url(routes.users.setEditorScope),
      { email: ADMIN_EMAIL, editor: 'admin' },
      { cookie: adminCookie },
      'PUT',
    ),
    'making the admin an editor',
  );
  const categoryIds = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    const answer = must(
      await admin.post(
        'setup',
        setUp.url(routes.cms.createCategory),
        { name: `Drill ${lang}`, lang },
        { cookie: adminCookie },
      ),
      `the ${lang} category`,
    );
    categoryIds[lang] = jsonOf<{ id: string }>(answer)!.id;
  }

  const buyers = await mapInParallel(emails('buyer', BUYERS), (email) => setUp.buyer(email));
  const clients = emails('client', CLIENTS);
  await mapInParallel(clients, (email) => setUp.verifiedAccount(email, 'th'));
  const resellers = await mapInParallel(emails('reseller', RESELLERS), (email) =>
    setUp.reseller(email, admin, adminCookie),
  );
  const kept = emails('kept', KEPT_ACCOUNTS);
  await mapInParallel(kept, (email) => setUp.verifiedAccount(email, 'en-US'));
  const keptSessions: Shop['keptSessions'] = [];
  for (const processUrl of settings.processUrls) {
    const client = setUp.client();
    for (const email of kept) keptSessions.push({ processUrl, cookie: await setUp.logIn(client, email, processUrl) });
    client.close();
  }
  admin.close();
  return {
    settings,
    recorder,
    mailbox,
    runId,
    adminCookie,
    categoryIds,
    buyers,
    clients,
    resellers,
    keptSessions,
    bank: new Client(recorder, BANK_ADDRESS, settings.baseUrl),
  };
}
