/** A bank account and VND prices for the tests of bank-transfer orders. */
export const BANK_ENV = {
  VND_PRICE_PRO: '14990000',
  VND_PRICE_PREMIUM: '19990000',
  BANK_BIN: '970416',
  BANK_ACCOUNT_NUMBER: '257678859',
  BANK_ACCOUNT_NAME: 'CONG TY ONECLICK',
  BANK_NAME: 'ACB',
};
