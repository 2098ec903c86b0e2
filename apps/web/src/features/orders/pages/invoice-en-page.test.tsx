import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { anOrder } from '../../../test/order';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { InvoiceEnPage } from './invoice-en-page';

const ORDER = anOrder();

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
