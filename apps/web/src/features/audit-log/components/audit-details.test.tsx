import type { AuditEntry, Language } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { siteConfigQuery } from '../../../lib/site-config';
import { anAuditEntry } from '../../../test/audit-entry';
import { renderWithProviders } from '../../../test/render';
import { AuditDetails } from './audit-details';

const RESELLER = { id: '0b8f3c1e-5a2d-4c7e-9f10-2b3c4d5e6f70', name: 'Rita Reseller', email: 'rita@factory.test' };

const entry = anAuditEntry;

/** The details in a language, with the business time zone the site settings give. */
async function renderDetails(audited: AuditEntry, language: Language, timeZone = 'Asia/Ho_Chi_Minh') {
  for (const namespace of ['audit-log', 'users', 'orders', 'payments']) await loadNamespace(namespace, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQuery.queryKey, { timeZone } as never);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <AuditDetails entry={audited} />
    </QueryClientProvider>,
    language,
  );
  return screen.getByTestId('audit-details');
}

const REMINDED = entry('renewal.reminded', { stage: 7, planEndsAt: '2026-12-05T18:46:39.058Z' });
const UNMATCHED = entry('bank_transfer.received', { amount: 500_000, orderId: null, unmatchedReason: 'NO_OPEN_ORDER' });
const ROLE_CHANGE = entry('users.role_changed', { from: 5, to: 1 });

describe('AuditDetails', () => {
  it('follows the business time zone of the site settings, not the browser’s', async () => {
    expect(await renderDetails(REMINDED, 'en-US', 'America/New_York')).toHaveTextContent(
      /^7 days before the plan ends on December 5, 2026\.$/,
    );
  });

  it.each([
    ['en-US', '7 days before the plan ends on December 6, 2026.'],
    ['vi', '7 ngày trước khi gói hết hạn vào 6 tháng 12, 2026.'],
    ['th', '7 วันก่อนแพ็กเกจหมดอายุในวันที่ 6 ธันวาคม 2569'],
  ] as const)(
    'writes a renewal reminder in %s, the day the plan ends in the business time zone',
    async (language, said) => {
      expect((await renderDetails(REMINDED, language)).textContent).toBe(said);
    },
  );

  it.each([
    ['en-US', '₫500,000, which paid nothing: Names no open order.'],
    ['vi', '500.000\u00a0₫, không thanh toán đơn hàng nào: Không ghi đơn hàng nào đang mở.'],
    ['th', '₫500,000 ไม่ได้ชำระคำสั่งซื้อใด: ไม่ได้ระบุคำสั่งซื้อที่เปิดอยู่'],
  ] as const)('writes a transfer that paid no order in %s, money in dong and no null', async (language, said) => {
    expect((await renderDetails(UNMATCHED, language)).textContent).toBe(said);
  });

  it.each([
    ['en-US', 'From Pro to Admin.'],
    ['vi', 'Từ Pro thành Quản trị viên.'],
    ['th', 'จาก Pro เป็น ผู้ดูแลระบบ'],
  ] as const)('names the roles of a role change in %s', async (language, said) => {
    expect((await renderDetails(ROLE_CHANGE, language)).textContent).toBe(said);
  });

  it('links the order to its receipt', async () => {
    const paid = entry('order.transfer_confirmed', { orderId: 'OC7K2M9Q' });
    const details = await renderDetails(paid, 'en-US');
    expect(details).toHaveTextContent(/^Order OC7K2M9Q\.$/);
    expect(screen.getByRole('link', { name: 'OC7K2M9Q' })).toHaveAttribute('href', '/receipt/OC7K2M9Q');
  });

  it('links the key to the licence keys and its owner to their e-mail', async () => {
    const deleted = entry(
      'licence_key.deleted',
      { code: 'ABCD-EFGH-JKLM', accountType: 5, months: 6, resellerId: RESELLER.id },
      { [RESELLER.id]: RESELLER },
    );
    const details = await renderDetails(deleted, 'en-US');
    expect(details).toHaveTextContent(/^Key ABCD-EFGH-JKLM: Pro, 6 months, owned by rita@factory\.test\.$/);
    expect(screen.getByRole('link', { name: 'ABCD-EFGH-JKLM' })).toHaveAttribute('href', '/users?section=licence-keys');
    expect(screen.getByRole('link', { name: 'rita@factory.test' })).toHaveAttribute('href', 'mailto:rita@factory.test');
  });

  it('says nothing for an entry without details', async () => {
    expect((await renderDetails(entry('auth.registered', null), 'en-US')).textContent).toBe('');
  });
});
