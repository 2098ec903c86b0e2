/**
 * The VietQR payload (NAPAS EMVCo) that Vietnamese banking apps scan with everything filled
 * in: the bank, the account, the amount in VND and the transfer content.
 */

const NAPAS_GUID = 'A000000727';
const TO_ACCOUNT_SERVICE = 'QRIBFTTA';

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrTransfer {
  /** The bank's six-digit NAPAS BIN (970416 for ACB). */
  bankBin: string;
  accountNumber: string;
  /** Whole dong; omitted for a static code that lets the payer type it. */
  amountVnd?: number;
  /** The transfer content, at most 25 characters. */
  purpose?: string;
}

export function vietQrPayload({ bankBin, accountNumber, amountVnd, purpose }: VietQrTransfer): string {
  const dynamic = amountVnd !== undefined;
  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const account = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT_SERVICE);
  const body = [
    field('00', '01'),
    field('01', dynamic ? '12' : '11'),
    field('38', account),
    field('53', '704'),
    dynamic ? field('54', String(amountVnd)) : '',
    field('58', 'VN'),
    purpose ? field('62', field('08', purpose)) : '',
    '6304',
  ].join('');
  return body + crc16(body);
}
