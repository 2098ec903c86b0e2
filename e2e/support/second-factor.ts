import { routes, WEB_PATHS, type WebauthnAnswer } from '@oneclick/shared';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateHOTP } from '@oslojs/otp';
import {
  type SoftwarePasskey,
  softwarePasskey,
  softwarePasskeyFromJSON,
  type SoftwarePasskeyJSON,
} from '../../apps/server/test/helpers/software-passkey';
import { clientOf } from './api';
import { linkMailedTo } from './mailbox';

/**
 * Second factors of the accounts the specs share (the super admin ADMIN): enrolled once by
 * first-admin.spec.ts and kept in the run's data folder, so that every later spec, in any worker,
 * can finish ADMIN's logins. API logins use the passkey: an authenticator's code works only once
 * in its 30 seconds.
 */
const FILE = () => path.join(process.env.E2E_DATA_DIR!, 'second-factors.json');

export interface KeptSecondFactor {
  totpSecret: string;
  /** The last time step whose code was used (a later code is needed next). */
  totpStep: number;
  passkey?: SoftwarePasskeyJSON;
}

function kept(): Record<string, KeptSecondFactor> {
  return existsSync(FILE()) ? JSON.parse(readFileSync(FILE(), 'utf8')) : {};
}

export function keepSecondFactor(email: string, factor: KeptSecondFactor): void {
  writeFileSync(FILE(), JSON.stringify({ ...kept(), [email]: factor }, null, 2));
}

export function keptSecondFactor(email: string): KeptSecondFactor | undefined {
  return kept()[email];
}

/** A passkey that keeps no counter, so copies of it in every worker sign in alike. */
export function newSoftwarePasskey(baseURL: string): SoftwarePasskey {
  return softwarePasskey(baseURL, { counts: false });
}

export function keptPasskey(email: string): SoftwarePasskey | undefined {
  const json = kept()[email]?.passkey;
  return json && softwarePasskeyFromJSON(json);
}

const PERIOD = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Uint8Array {
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase())
    bits += ALPHABET.indexOf(char).toString(2).padStart(5, '0');
  return new Uint8Array((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);

/**
 * An authenticator's code for `secret` that the portal has not seen yet: a step after `usedStep`
 * (the portal takes the step after the current one too, as phones' clocks drift). When even that
 * one was used, it waits for the clock to reach the next step, and no longer.
 */
export async function totpCode(secret: string, usedStep = -1): Promise<{ code: string; step: number }> {
  while (usedStep >= stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (PERIOD - ((Date.now() / 1000) % PERIOD)) * 1000 + 50));
  }
  const step = Math.max(stepNow(), usedStep + 1);
  return { code: generateHOTP(base32Bytes(secret), BigInt(step), 6), step };
}

/**
 * Finishes a login whose password was right with the account's passkey, the way a browser's
 * passkey prompt would: the challenge (its cookie kept by `request`), then the signed answer.
 */
export async function finishWithPasskey(
  request: APIRequestContext,
  passkey: SoftwarePasskey,
  headers: Record<string, string> = {},
): Promise<void> {
  const client = clientOf(request, headers);
  const options = await client.call(routes.secondFactor.startPasskeySignIn);
  const answer = passkey.get(options as { challenge: string }) as WebauthnAnswer;
  await client.call(routes.secondFactor.signInWithPasskey, { body: { answer } });
}

/**
 * Opens, through the API, the setup link an admin account without a second factor was e-mailed
 * at sign-in, for the session signed in on `request`: it may then set up the first factor.
 */
export async function openMailedSetupLink(request: APIRequestContext, baseURL: string, email: string) {
  const token = new URL(await linkMailedTo(email, WEB_PATHS.security)).searchParams.get('token') ?? '';
  await clientOf(request, { origin: baseURL }).call(routes.secondFactor.openSecondFactorSetupLink, {
    body: { token },
  });
}

/**
 * Sets up an authenticator app through the API for the account signed in on `request` (the
 * session proves it from then on; an admin's session must have opened its setup link first);
 * returns its secret, the step its first code used, the codes.
 */
export async function enrolTotp(request: APIRequestContext, baseURL: string) {
  const client = clientOf(request, { origin: baseURL });
  const { secret } = await client.call(routes.secondFactor.startTotpEnrolment);
  const { code, step } = await totpCode(secret);
  const { codes } = await client.call(routes.secondFactor.confirmTotpEnrolment, { body: { code } });
  return { secret, step, codes };
}

/**
 * Chromium's virtual authenticator for the page: a platform authenticator that keeps passkeys
 * and verifies its user (as a fingerprint reader would), answering every prompt by itself.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** Whether it verifies its user: false, and the browser refuses every prompt that needs it. */
    verifyUser: (isUserVerified: boolean) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
