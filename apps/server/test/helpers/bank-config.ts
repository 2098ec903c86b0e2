/** A bank account, VND prices and the notification key for the tests of bank-transfer orders. */
export const BANK_ENV = {
  VND_PRICE_PRO: '14990000',
  VND_PRICE_PREMIUM: '19990000',
  BANK_BIN: '970416',
  BANK_ACCOUNT_NUMBER: '257678859',
  BANK_ACCOUNT_NAME: 'CONG TY ONECLICK',
  BANK_NAME: 'ACB',
  BANK_WEBHOOK_KEY: 'test-bank-webhook-key-0123456789',
};

let transferIds = 1000;

/** A transfer notice as SePay sends it (its fields, and some it adds that we ignore). */
export function bankNotice(overrides: Record<string, unknown> = {}) {
  return {
    id: transferIds++,
    gateway: 'ACB',
    transactionDate: '2026-11-23 10:15:00',
    accountNumber: BANK_ENV.BANK_ACCOUNT_NUMBER,
    code: null,
    content: 'IBFT chuyen tien',
    transferType: 'in',
    transferAmount: 14_990_000,
    accumulated: 99_000_000,
    subAccount: null,
    referenceCode: 'FT26327000001',
    description: '',
    ...overrides,
  };
}
