import type { Order } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { InvoiceEnPage } from './invoice-en-page';

const ORDER: Order = {
  id: '0123456789AB',
  kind: 'subscription',
  method: 'paypal',
  status: 'pending',
  currency: 'USD',
  amount: 59_900,
  accountType: 5,
  months: 12,
  quantity: 1,
  customerName: 'Ana Customer',
  customerEmail: 'ana@customer.test',
  language: 'en-US',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  confirmedAt: null,
  paidAt: null,
  cancelReason: null,
  bankTransfer: null,
  receiptNumber: null,
  buyerCompany: { companyName: null, companyAddress: null, taxCode: null },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  await act(() => changeLanguage('en-US'));
});

describe('InvoiceEnPage', () => {
  it('shows a buyer back from an older PayPal approval their order, told in their language it was not used', async () => {
    window.history.replaceState(null, '', `/invoice_en?paypal=replaced&order=${ORDER.id}`);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).endsWith(`/orders/${ORDER.id}`)
        ? new Response(JSON.stringify(ORDER), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Promise<Response>(() => undefined),
    );
    await loadNamespace('orders', 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={queryClientSignedInAs(sessionUser({ role: 5, effectiveRole: 5 }))}>
        <InvoiceEnPage />
      </QueryClientProvider>,
    );

    expect(await screen.findByText(ORDER.id)).toBeVisible();
    expect(screen.getByTestId('pay-with-paypal')).toBeVisible();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('This PayPal approval was not used');
    expect(notice).toHaveTextContent('PayPal charged nothing for it');

    await act(() => changeLanguage('vi'));
    expect(screen.getByRole('status')).toHaveTextContent('Khoản thanh toán PayPal cũ không được sử dụng');
  });
});
