/** A newcomer registers, waits for the e-mail (at most ~20 s) and verifies; a verified one joins the clients. */
import { LANGUAGES, routes } from '@oneclick/shared';
import { jsonOf } from '../http.js';
import { apiUrl, PASSWORD, pick, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

const MAIL_WAIT_MS = 20_000;
let registered = 0;

export async function register(shop: Shop, { client, registrations, endsAt }: VirtualUser): Promise<Outcome> {
  if (!registrations.take()) return 'skipped';
  const email = `drill-${shop.runId}-new${registered++}@drill.test`;
  const account = { name: 'Drill Newcomer', email, password: PASSWORD, password2: PASSWORD };
  const body = { ...account, country: pick(['VN', 'TH', 'US']), language: pick(LANGUAGES) };
  const answer = await client.post('register', apiUrl(shop, routes.auth.registerUser), body);
  if (!jsonOf(answer)) return 'failed';
  shop.recorder.acknowledged.registrations.push(email);
  // The e-mail goes out after the commit, or from another process's outbox run if this one dies first.
  const token = await shop.mailbox.verificationToken(email, Math.min(Date.now() + MAIL_WAIT_MS, endsAt));
  if (!token) return 'done';
  const verified = await client.post('verify', apiUrl(shop, routes.auth.verifyEmail), { token });
  if (!jsonOf(verified)) return 'failed';
  shop.recorder.acknowledged.verifications.push(email);
  shop.clients.push(email);
  return 'done';
}
