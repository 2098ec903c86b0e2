import { describe, expect, it } from 'vitest';
import { crc16, vietQrPayload } from './vietqr.js';

// Published examples (vietnam-qr-pay's documentation): ACB, account 257678859.
const ACB = { bankBin: '970416', accountNumber: '257678859' };

describe('vietQrPayload', () => {
  it('builds the published static code', () => {
    expect(vietQrPayload(ACB)).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    );
  });

  it('builds the published codes with an amount and a transfer content, CRC included', () => {
    expect(vietQrPayload({ ...ACB, amountVnd: 10_000, purpose: 'Chuyen tien' })).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
    expect(vietQrPayload({ ...ACB, amountVnd: 1_000, purpose: 'Chuyen tien' })).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
    );
  });

  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});
