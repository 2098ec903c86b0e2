import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPathOf, routes } from '@oneclick/shared';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { FACEBOOK_PROFILE_PATH, OIDC_CLIENT } from './support/oidc-client';
import { PAYPAL_STAND_IN } from './support/paypal-webhook';

const port = Number(process.env.E2E_PORT ?? 3100);
// The portal listens on 127.0.0.1, but its pages open under localhost: browsers refuse an IP address
// as a passkey's relying party (WebAuthn needs a domain), and localhost is one they trust over http.
export const baseURL = `http://localhost:${port}`;

// A fresh embedded database and mailbox for every run, removed at its end (global-setup.ts); workers
// inherit them through the environment.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'oneclick-e2e-'));
  process.env.E2E_DATA_DIR_IS_TEMPORARY = '1';
}
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mail');
process.env.E2E_SMTP_PORT ??= String(port + 25);
process.env.E2E_OIDC_PORT ??= String(port + 26);
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // Limits that catch a hang, not slowness: CI's machines run the suite two to three times slower
  // than a quiet developer's machine, and a journey or a page's first paint there takes that much longer.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    // No trace: its screencast and DOM snapshots at every action took a quarter of the walks' CPU.
    // A failure keeps its error context and a screenshot; `npx playwright test --trace on <spec>`
    // records a trace when one is needed.
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Creates the super admin from the one-time setup link; specs that need an admin run after it.
    { name: 'first-admin', testMatch: /first-admin\.spec\.ts/ },
    { name: 'portal', testIgnore: /first-admin\.spec\.ts/, dependencies: ['first-admin'] },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}${apiPathOf(routes.health.checkHealth)}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The specs create many accounts; they do it "from" distinct client addresses (see support/accounts.ts)
      // rather than switching the per-address rate limits off.
      TRUST_PROXY: '1',
      SUPPORT_EMAIL: 'support@oneclick.test',
      SUPPORT_PHONE: '+84 28 1234 5678',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'OneClick Portal <no-reply@oneclick.test>',
      // Bank transfers in VND (orders.spec.ts); the account is the published VietQR example's.
      VND_PRICE_PRO: '14990000',
      VND_PRICE_PREMIUM: '19990000',
      BANK_BIN: '970416',
      BANK_ACCOUNT_NUMBER: '257678859',
      BANK_ACCOUNT_NAME: 'CONG TY ONECLICK',
      BANK_NAME: 'ACB',
      BANK_WEBHOOK_KEY: 'e2e-bank-webhook-key-0123456789',
      // The seller receipts name (receipts.spec.ts).
      SELLER_LEGAL_NAME: 'Công ty TNHH OneClick Việt Nam',
      SELLER_ADDRESS: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
      SELLER_TAX_CODE: '0314409058',
      // Legal e-invoices through the SInvoice stand-in the portal serves itself (e-invoices.spec.ts).
      E_INVOICE_PROVIDER: 'fake',
      E_INVOICE_VAT: '10',
      // The PayPal stand-in's webhook credentials, fixed so that a spec can sign a refund (e-invoices.spec.ts).
      PAYPAL_MODE: 'fake',
      PAYPAL_CLIENT_ID: PAYPAL_STAND_IN.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL_STAND_IN.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL_STAND_IN.webhookId,
      // Sign-in with Google and Facebook through the OpenID provider global-setup.ts starts
      // (oauth-sign-in.spec.ts).
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER: oidcIssuer,
      FACEBOOK_CLIENT_ID: OIDC_CLIENT.id,
      FACEBOOK_CLIENT_SECRET: OIDC_CLIENT.secret,
      FACEBOOK_AUTHORIZATION_URL: `${oidcIssuer}/auth`,
      FACEBOOK_TOKEN_URL: `${oidcIssuer}/token`,
      FACEBOOK_USERINFO_URL: `${oidcIssuer}${FACEBOOK_PROFILE_PATH}?fields=id,name,email`,
    },
  },
});
