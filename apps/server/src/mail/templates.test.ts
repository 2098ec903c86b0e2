import { LANGUAGES } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { renderEmail } from './render-email.js';
import { EMAIL_TEMPLATES, type EmailTemplate, type EmailValues } from './templates.js';

const config = loadConfig({
  PUBLIC_URL: 'https://portal.example',
  PAYPAL_MODE: 'fake',
  SUPPORT_EMAIL: 'help@portal.example',
  BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh',
});
const at = new Date('2026-03-14T09:26:53Z');
const price = { amount: 14990000, currency: 'VND' } as const;

/** One set of values per template: a template added without a sample fails the type check. */
const SAMPLES: { [T in EmailTemplate]: EmailValues<T> } = {
  verifyEmail: { token: 'verify-token-123' },
  resetPassword: { token: 'reset-token-456' },
  passwordChanged: { at },
  accountExists: {},
  planActivated: { role: 3, expiresAt: at },
  renewalReminder: { stage: 7, role: 5, expiresAt: at, reseller: null },
  renewalsDigest: {
    renewals: [
      { name: 'Xưởng Mộc An Phát', email: 'anphat@factory.example', role: 6, expiresAt: at, daysLeft: 12 },
      { name: 'Nội Thất Hoà Bình', email: 'hoabinh@factory.example', role: 5, expiresAt: at, daysLeft: -3 },
    ],
    total: 5,
  },
  resellerApplicationReceived: { email: 'applicant@factory.example' },
  resellerApplicationWaiting: {
    applicant: 'Xưởng Mộc An Phát',
    email: 'applicant@factory.example',
    phone: '+84 90 123 4567',
    country: 'VN',
  },
  resellerApproved: { rate: 25 },
  resellerDeclined: { reason: 'Outside our regions' },
  commissionChanged: { previous: 20, rate: 30 },
  resellerRevoked: {},
  transferConfirmed: { orderId: 'ORDER12345', price },
  orderAwaitingReview: { orderId: 'ORDER12345', price, customer: 'Nguyễn Văn An', email: 'an@factory.example' },
  orderCancelled: { orderId: 'ORDER12345', reason: 'Ordered twice' },
  keysIssued: { orderId: 'ORDER12345', codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'] },
  paymentAttention: { what: 'partlyRefunded', orderId: 'ORDER12345', price, problem: '$10' },
  transferAttention: { orderId: 'ORDER12345', price, paid: 15000000 },
  secondFactorChanged: { change: 'passkeyAdded', at, name: 'Office laptop' },
  receipt: {
    receiptNumber: '2026-000042',
    orderId: 'ORDER12345',
    paidAt: at,
    price,
    item: { kind: 'subscription', role: 3, months: 12, quantity: 1 },
    buyer: { name: 'Công ty Nội Thất Việt', address: '12 Lê Lợi, Hà Nội', taxCode: '0101234567' },
    receiptOrderId: 'ORDER12345',
  },
};

/** The values a reader must find in the text, whatever the language. */
const MUST_SHOW: Partial<Record<EmailTemplate, string[]>> = {
  verifyEmail: ['https://portal.example/verify_email?token=verify-token-123'],
  resetPassword: ['https://portal.example/reset_password?token=reset-token-456'],
  resellerApplicationWaiting: ['Xưởng Mộc An Phát', '+84 90 123 4567'],
  resellerDeclined: ['Outside our regions'],
  orderAwaitingReview: ['ORDER12345', 'Nguyễn Văn An', 'https://portal.example/users?section=orders'],
  keysIssued: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH', 'https://portal.example/users?section=licence-keys'],
  renewalReminder: ['https://portal.example/renew', 'https://portal.example/profile'],
  renewalsDigest: ['Xưởng Mộc An Phát', 'hoabinh@factory.example', 'https://portal.example/users?section=renewals'],
  secondFactorChanged: ['Office laptop'],
  receipt: ['2026-000042', '0101234567', 'https://portal.example/receipt/ORDER12345'],
};

const recipient = { email: 'lan@factory.example', name: 'Trần Thị Lan' };
const templates = Object.keys(EMAIL_TEMPLATES) as EmailTemplate[];

describe('every e-mail template, in every language', () => {
  it.each(templates.flatMap((template) => LANGUAGES.map((language) => [template, language] as const)))(
    '%s in %s: greeting, body with its values, signature and the support footer, no placeholder left',
    (template, language) => {
      const { subject, text } = renderEmail(template, { ...recipient, language }, SAMPLES[template] as never, config);
      expect(subject.trim()).not.toBe('');
      expect(`${subject}\n${text}`).not.toMatch(/\{\{|\}\}|undefined|NaN/);
      const lines = text.split('\n');
      expect(lines[0]).toContain('Trần Thị Lan');
      expect(lines.at(-1)).toContain('help@portal.example');
      for (const value of MUST_SHOW[template] ?? []) expect(text).toContain(value);
    },
  );

  it.each(templates)('%s reads differently in Vietnamese, English and Thai', (template) => {
    const rendered = LANGUAGES.map(
      (language) => renderEmail(template, { ...recipient, language }, SAMPLES[template] as never, config).text,
    );
    expect(new Set(rendered).size).toBe(LANGUAGES.length);
  });

  it('carries the one-time link of the e-mails that have one, so its body can go once the link is used', () => {
    const { oneTimeLink } = renderEmail(
      'resetPassword',
      { ...recipient, language: 'vi' },
      SAMPLES.resetPassword,
      config,
    );
    expect(oneTimeLink).toEqual({
      url: 'https://portal.example/reset_password?token=reset-token-456',
      token: 'reset-token-456',
    });
    expect(
      renderEmail('receipt', { ...recipient, language: 'vi' }, SAMPLES.receipt, config).oneTimeLink,
    ).toBeUndefined();
  });

  it('writes amounts, dates and plans in the reader’s language', () => {
    const en = renderEmail('receipt', { ...recipient, language: 'en-US' }, SAMPLES.receipt, config).text;
    const vi = renderEmail('receipt', { ...recipient, language: 'vi' }, SAMPLES.receipt, config).text;
    expect(en).toContain('March 14, 2026');
    expect(vi).toContain('14 tháng 3, 2026');
    expect(vi).toMatch(/14\.990\.000\s?₫/);
  });
});
