import type { EmailTemplate, EmailValues } from './templates.js';

const at = new Date('2026-03-14T09:26:53Z');
const price = { amount: 14990000, currency: 'VND' } as const;

/**
 * One set of values per template, for the dashboard's preview and the tests: a template added
 * without a sample fails the type check.
 */
export const EMAIL_SAMPLES: { [T in EmailTemplate]: EmailValues<T> } = {
  verifyEmail: { token: 'verify-token-123' },
  resetPassword: { token: 'reset-token-456' },
  loginLink: { token: 'login-token-135' },
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
  secondFactorSetupLink: { token: 'setup-token-789' },
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
