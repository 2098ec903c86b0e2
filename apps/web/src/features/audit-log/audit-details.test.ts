import {
  AUDIT_ACTIONS,
  type AuditEntry,
  formatBusinessDate,
  LANGUAGES,
  type Language,
  type Messages,
  translate,
} from '@oneclick/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace, messagesOf } from '../../i18n/i18n';
import type { QualifiedTFunction } from '../../i18n/translation-keys';
import {
  ACTIONS_WITHOUT_DETAILS,
  type ActionWithDetails,
  AUDIT_DETAILS,
  auditDetailSentences,
  type Slot,
} from './audit-details';
import { anAuditEntry } from '../../test/audit-entry';

const RESELLER = { id: '0b8f3c1e-5a2d-4c7e-9f10-2b3c4d5e6f70', name: 'Rita Reseller', email: 'rita@factory.test' };
const CUSTOMER = { id: '1c9e4d2f-6b3e-4d8f-8a21-3c4d5e6f7081', name: 'Carl Customer', email: 'carl@factory.test' };
const PEOPLE = { [RESELLER.id]: RESELLER, [CUSTOMER.id]: CUSTOMER };
const SHA = 'a'.repeat(64);

/** Each action's details as the server's operations write them (apps/server/src, `audit(`). */
const SAMPLES: Record<ActionWithDetails, Record<string, unknown>> = {
  'auth.password_changed': { keepDevices: false },
  'auth.company_changed': { taxCode: '0312345678' },
  'auth.passkey_added': { name: 'Work laptop' },
  'auth.passkey_removed': { name: 'Work laptop' },
  'auth.recovery_code_used': { left: 7 },
  'users.role_changed': { from: 5, to: 1 },
  'users.editor_scope_changed': { from: null, to: 'TH' },
  'users.second_factor_reset': { via: 'admin' },
  'cms.category.created': { name: 'Nesting', lang: 'th' },
  'cms.category.updated': { name: 'Nesting basics' },
  'cms.category.deleted': { name: 'Nesting', lang: 'vi' },
  'cms.post.created': { title: 'First cut', lang: 'en-US' },
  'cms.post.updated': { title: 'First cut', lang: 'en-US' },
  'cms.post.deleted': { title: 'First cut', lang: 'en-US' },
  'licence_keys.generated': { quantity: 3, accountType: 6, months: 12, keyIds: ['a', 'b', 'c'] },
  'licence_key.redeemed': {
    code: 'ABCD-EFGH-JKLM',
    accountType: 6,
    months: 12,
    expiresAt: '2027-11-26T03:00:00.000Z',
    converted: { fromAccountType: 5, remainingDays: 100, convertedDays: 75 },
    renewal: true,
  },
  'licence_key.reassigned': { accountType: 5, months: 12, from: null, to: RESELLER.id },
  'licence_key.deleted': { code: 'ABCD-EFGH-JKLM', accountType: 5, months: 6, resellerId: RESELLER.id },
  'machine.activate': { hostname: 'WORKSHOP-PC', os: 'Windows 11', version: '3.2.0' },
  'machine.release': { userId: CUSTOMER.id, hostname: 'WORKSHOP-PC', os: 'Windows 11' },
  'device.approve': { hostname: 'WORKSHOP-PC', os: 'Windows 11', version: '3.2.0' },
  'device.deny': { hostname: 'WORKSHOP-PC', os: 'Windows 11', version: '3.2.0' },
  'device.sign_in': { hostname: 'WORKSHOP-PC', os: 'Windows 11', version: '3.2.0' },
  'reseller_application.submitted': { email: 'applicant@factory.test' },
  'reseller_application.updated': { email: 'applicant@factory.test' },
  'reseller_application.approved': { applicationId: '2d0f5e3a-7c4f-4e9a-9b32-4d5e6f708192', commissionRate: 15 },
  'reseller_application.declined': { email: 'applicant@factory.test', reason: 'No shop yet.' },
  'reseller.commission_changed': { from: 15, to: 20 },
  'reseller.revoked': { commissionRate: 20, unusedKeys: 4 },
  'order.created': { orderId: 'OC7K2M9Q', kind: 'subscription', method: 'paypal', amount: 59_900, currency: 'USD' },
  'order.paypal_started': { orderId: 'OC7K2M9Q', paypalOrderId: '5O190127TN364715T' },
  'order.paid': {
    orderId: 'OC7K2M9Q',
    kind: 'keys',
    amount: 1_500_000,
    currency: 'VND',
    via: 'bank:vietcombank',
    receiptNumber: '2026-000042',
    keyIds: ['a', 'b'],
  },
  'order.payment_denied': { orderId: 'OC7K2M9Q', captureId: '3C679366HH908993F' },
  'order.payment_refused': {
    orderId: 'OC7K2M9Q',
    captureId: '3C679366HH908993F',
    problem: 'order cancelled',
    via: 'paypal:webhook',
    refund: true,
  },
  'order.transfer_confirmed': { orderId: 'OC7K2M9Q' },
  'order.cancelled': { orderId: 'OC7K2M9Q', reason: 'Asked by phone.' },
  'order.expired': { orderId: 'OC7K2M9Q' },
  'order.refunded': {
    orderId: 'OC7K2M9Q',
    captureId: '3C679366HH908993F',
    refundId: '1JU08902781691411',
    reason: 'cancelled',
  },
  'order.partly_refunded': { orderId: 'OC7K2M9Q', refundId: '1JU08902781691411', amount: 10_000 },
  'order.extra_payment_refunded': {
    orderId: 'OC7K2M9Q',
    captureId: '3C679366HH908993F',
    refundId: '1JU08902781691411',
  },
  'bank_transfer.received': { amount: 500_000, orderId: null, unmatchedReason: 'NO_OPEN_ORDER' },
  'bank_transfer.matched': { orderId: 'OC7K2M9Q', amount: 450_000, due: 500_000, reason: 'Bank fee.' },
  'bank_transfer.refunded': { amount: 500_000, orderId: null, note: 'Sent back on 3 March.' },
  'bank_transfer.dismissed': { amount: 500_000, orderId: null, note: 'A test transfer.' },
  'release.created': { version: '3.2.0' },
  'release.published': { version: '3.2.0', size: 1_400_000, sha256: SHA },
  'release.withdrawn': { version: '3.2.0' },
  'release.deleted': { version: '3.2.0', uploadFailed: true },
  'renewal.reminded': { stage: 7, planEndsAt: '2026-12-05T18:46:39.058Z' },
  'renewal.reminders_changed': { renewalReminders: false },
  'renewal.digest_sent': { weekOf: '2026-11-23', total: 5 },
  'e_invoice.issued': {
    orderId: 'OC7K2M9Q',
    invoiceId: '3e1a6f4b-8d5a-4f0b-9c43-5e6f708192a3',
    kind: 'original',
    invoiceNo: '0000123',
  },
  'e_invoice.retried': {
    orderId: 'OC7K2M9Q',
    invoiceId: '3e1a6f4b-8d5a-4f0b-9c43-5e6f708192a3',
    problem: 'Mã số thuế người mua không hợp lệ',
  },
  'e_invoice.corrected': {
    orderId: 'OC7K2M9Q',
    invoiceNo: '0000123',
    correction: 'replacement',
    agreementReference: 'Biên bản số 12/2026',
  },
  'exchange_rate.set': { day: '2026-11-29', vndPerUsd: 25_400, previous: 25_350 },
  'backup.taken': {
    file: 'oneclick-backup.tar.age',
    takenAt: '2026-11-26T03:00:00.000Z',
    bytes: 52_000_000,
    sha256: SHA,
    encrypted: true,
  },
};

const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const NAMESPACES = ['audit-log', 'users', 'orders', 'payments', 'common'];

const entry = (action: string, details: AuditEntry['details'], people: AuditEntry['people'] = PEOPLE) =>
  anAuditEntry(action, details, people);

function tOf(language: Language): QualifiedTFunction {
  return ((key: string, options?: Record<string, unknown>) => {
    const [namespace, path] = key.split(':') as [string, string];
    return translate(language, [messagesOf(language, namespace)], path, options);
  }) as QualifiedTFunction;
}

const slotText = (slot: Slot) =>
  typeof slot === 'string' ? slot : 'order' in slot ? slot.order : 'key' in slot ? slot.key : slot.email;

/** The details as the reader reads them, links as their text. */
function detailsText(audited: AuditEntry, language: Language): string {
  const t = tOf(language);
  const wording = { t, language, businessDate: (at: string) => formatBusinessDate(at, language, TIME_ZONE) };
  return auditDetailSentences(audited, wording)
    .map(({ key, values, count }) =>
      t(key, { ...Object.fromEntries(Object.entries(values).map(([name, slot]) => [name, slotText(slot)])), count }),
    )
    .join(' ');
}

beforeAll(async () => {
  await Promise.all(LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => loadNamespace(namespace, language))));
});

describe('the audit log’s details', () => {
  it('knows of every action whether it records details, and has a sentence for each that does', () => {
    const without: readonly string[] = ACTIONS_WITHOUT_DETAILS;
    for (const action of AUDIT_ACTIONS) {
      expect(without.includes(action) !== Object.hasOwn(AUDIT_DETAILS, action), action).toBe(true);
    }
    expect(Object.keys(AUDIT_DETAILS).sort()).toEqual(AUDIT_ACTIONS.filter((a) => !without.includes(a)).sort());
  });

  it.each(LANGUAGES)('has a template in %s for every action that records details', (language) => {
    const details = (messagesOf(language, 'audit-log')!.audit as Messages).details as Messages;
    for (const action of Object.keys(AUDIT_DETAILS)) {
      const template = action
        .split('.')
        .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], details);
      expect(template, `${language}: audit.details.${action}`).toBeDefined();
    }
  });

  it.each(LANGUAGES)('writes every action’s details in %s with nothing raw left', (language) => {
    for (const action of Object.keys(AUDIT_DETAILS) as ActionWithDetails[]) {
      const sample = SAMPLES[action];
      expect(sample, `a sample of ${action}`).toBeDefined();
      const said = detailsText(entry(action, sample), language);
      expect(said, action).not.toBe('');
      expect(said, action).not.toMatch(/audit\.|\{\{|null|undefined|NaN|\d{4}-\d{2}-\d{2}|_[a-z]/);
      expect(said, action).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it('says when a renewal reminder went out and the day the plan ends, in the business time zone', () => {
    const reminded = entry('renewal.reminded', { stage: 7, planEndsAt: '2026-12-05T18:46:39.058Z' });
    expect(detailsText(reminded, 'en-US')).toBe('7 days before the plan ends on December 6, 2026.');
    expect(detailsText(reminded, 'vi')).toBe('7 ngày trước khi gói hết hạn vào 6 tháng 12, 2026.');
    expect(detailsText(reminded, 'th')).toBe('7 วันก่อนแพ็กเกจหมดอายุในวันที่ 6 ธันวาคม 2569');
    const onTheDay = entry('renewal.reminded', { stage: 0, planEndsAt: '2026-12-05T18:46:39.058Z' });
    expect(detailsText(onTheDay, 'en-US')).toBe('On the day the plan ends, December 6, 2026.');
  });

  it('writes a transfer’s amount in dong and leaves out the order it did not pay', () => {
    const received = entry('bank_transfer.received', {
      amount: 500_000,
      orderId: null,
      unmatchedReason: 'NO_OPEN_ORDER',
    });
    expect(detailsText(received, 'en-US')).toBe('₫500,000, which paid nothing: Names no open order.');
    expect(detailsText(received, 'vi')).toBe(
      '500.000\u00a0₫, không thanh toán đơn hàng nào: Không ghi đơn hàng nào đang mở.',
    );
    expect(detailsText(received, 'th')).toBe('₫500,000 ไม่ได้ชำระคำสั่งซื้อใด: ไม่ได้ระบุคำสั่งซื้อที่เปิดอยู่');
    expect(detailsText(entry('bank_transfer.received', { amount: 500_000, orderId: null }), 'en-US')).toBe('₫500,000.');
    const dismissed = entry('bank_transfer.dismissed', { amount: 500_000, orderId: null, note: 'A test transfer.' });
    expect(detailsText(dismissed, 'en-US')).toBe('A transfer of ₫500,000. Note: “A test transfer.”');
  });

  it('names both roles of a role change in the reader’s language', () => {
    const change = entry('users.role_changed', { from: 5, to: 1 });
    expect(detailsText(change, 'en-US')).toBe('From Pro to Admin.');
    expect(detailsText(change, 'vi')).toBe('Từ Pro thành Quản trị viên.');
    expect(detailsText(change, 'th')).toMatch(/^จาก Pro เป็น \S+$/);
  });

  it('writes money in its currency and the plan a payment gave', () => {
    const created = SAMPLES['order.created'];
    expect(detailsText(entry('order.created', created), 'en-US')).toBe(
      'Order OC7K2M9Q: Subscription, $599, with PayPal.',
    );
    const paid = {
      ...SAMPLES['order.paid'],
      kind: 'subscription',
      keyIds: undefined,
      expiresAt: '2027-11-26T03:00:00.000Z',
    };
    expect(detailsText(entry('order.paid', paid), 'en-US')).toBe(
      'Order OC7K2M9Q: Subscription, ₫1,500,000, paid by bank transfer (vietcombank). Receipt 2026-000042. ' +
        'The plan runs until November 26, 2027.',
    );
  });

  it('says which e-invoice was issued, why one was sent again, and a day’s rate in the reader’s numbers', () => {
    expect(detailsText(entry('e_invoice.issued', SAMPLES['e_invoice.issued']), 'en-US')).toBe(
      'Order OC7K2M9Q: e-invoice no. 0000123.',
    );
    const adjustment = { ...SAMPLES['e_invoice.issued'], kind: 'adjustment', invoiceNo: '0000124' };
    expect(detailsText(entry('e_invoice.issued', adjustment), 'vi')).toBe(
      'Đơn hàng OC7K2M9Q: hóa đơn điều chỉnh số 0000124.',
    );
    expect(detailsText(entry('e_invoice.retried', SAMPLES['e_invoice.retried']), 'en-US')).toBe(
      'Order OC7K2M9Q; the provider had refused it: “Mã số thuế người mua không hợp lệ”',
    );
    const noProblem = { ...SAMPLES['e_invoice.retried'], problem: null };
    expect(detailsText(entry('e_invoice.retried', noProblem), 'en-US')).toBe('Order OC7K2M9Q.');
    expect(detailsText(entry('e_invoice.corrected', SAMPLES['e_invoice.corrected']), 'en-US')).toBe(
      'Order OC7K2M9Q: e-invoice no. 0000123 corrected by a replacement invoice, on the agreement “Biên bản số 12/2026”.',
    );
    const information = { ...SAMPLES['e_invoice.corrected'], correction: 'information' };
    expect(detailsText(entry('e_invoice.corrected', information), 'vi')).toBe(
      'Đơn hàng OC7K2M9Q: hóa đơn điện tử số 0000123 được điều chỉnh thông tin, theo thỏa thuận “Biên bản số 12/2026”.',
    );
    expect(detailsText(entry('exchange_rate.set', SAMPLES['exchange_rate.set']), 'en-US')).toBe(
      'November 29, 2026: 25,400 VND per USD (before: 25,350).',
    );
    const first = { day: '2026-11-29', vndPerUsd: 25_400 };
    expect(detailsText(entry('exchange_rate.set', first), 'vi')).toBe('Ngày 29 tháng 11, 2026: 25.400 VND/USD.');
  });

  it('names the accounts and keys by their e-mail and code', () => {
    expect(detailsText(entry('licence_key.reassigned', SAMPLES['licence_key.reassigned']), 'en-US')).toBe(
      'Pro, 12 months: from direct sales to rita@factory.test.',
    );
    expect(detailsText(entry('licence_key.deleted', SAMPLES['licence_key.deleted']), 'en-US')).toBe(
      'Key ABCD-EFGH-JKLM: Pro, 6 months, owned by rita@factory.test.',
    );
    expect(detailsText(entry('licence_key.redeemed', SAMPLES['licence_key.redeemed']), 'en-US')).toBe(
      'Key ABCD-EFGH-JKLM: Premium, 12 months. The plan runs until November 26, 2027. ' +
        "The remaining 100 days of Pro became 75 days. A renewal with a reseller's key.",
    );
  });

  it('lists details no sentence fits by name, with days for instants and nothing null', () => {
    const unknown = entry('order.archived', { orderId: 'OC7K2M9Q', archivedAt: '2026-12-05T18:46:39.058Z', by: null });
    expect(detailsText(unknown, 'en-US')).toBe('Order id: OC7K2M9Q. Archived at: December 6, 2026.');
    expect(detailsText(entry('users.role_changed', { from: 5, to: 42 }), 'en-US')).toBe('From: 5. To: 42.');
    expect(detailsText(entry('users.role_changed', null), 'en-US')).toBe('');
  });
});
