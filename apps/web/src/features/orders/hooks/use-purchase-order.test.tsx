import type { Order, OrderStatus } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { ordersKeys } from '../../../lib/query-keys';
import {
  clearPurchaseIntent,
  readPurchaseIntent,
  readPurchaseOrder,
  savePurchaseIntent,
  savePurchaseOrder,
} from '../../../lib/purchase-intent';
import { renderWithProviders } from '../../../test/render';
import { anOrder } from '../../../test/order';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { InvoiceViPage } from '../pages/invoice-vi-page';
import { usePurchaseOrder } from './use-purchase-order';

const ORDER_ID = '0123456789AB';

function bankOrder(status: OrderStatus): Order {
  return anOrder({ id: ORDER_ID, method: 'bank_transfer', status, currency: 'VND', amount: 5_990_000, language: 'vi' });
}

/** The server: the order in the status `status()` gives at each read; every other call waits. */
function serverWith(status: () => OrderStatus) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).endsWith(`/orders/${ORDER_ID}`)
      ? new Response(JSON.stringify(bankOrder(status())), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Promise<Response>(() => undefined),
  );
}

/** A bank order the invoice made earlier and this browser keeps. */
function storedPurchase() {
  savePurchaseIntent({ packageId: 'pro', months: 12 });
  savePurchaseOrder('bank_transfer', ORDER_ID);
}

const customer = () => queryClientSignedInAs(sessionUser({ role: 2, effectiveRole: 2 }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearPurchaseIntent();
});

describe('usePurchaseOrder', () => {
  it.each(['fulfilled', 'cancelled'] as const)(
    'forgets a bank order found %s, and /invoice_vi offers a new order instead of it',
    async (status) => {
      storedPurchase();
      serverWith(() => status);
      await loadNamespace('orders', 'en-US');
      await renderWithProviders(
        <QueryClientProvider client={customer()}>
          <InvoiceViPage />
        </QueryClientProvider>,
      );
      expect(await screen.findByText('Choose a package on the pricing page first.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to pricing' })).toBeVisible();
      expect(screen.queryByText(ORDER_ID)).toBeNull();
      expect(readPurchaseIntent()).toBeNull();
      expect(readPurchaseOrder('bank_transfer')).toBeNull();
    },
  );

  it('keeps showing an order paid while it is shown, and forgets it for the next visit', async () => {
    storedPurchase();
    let status: OrderStatus = 'pending';
    serverWith(() => status);
    const queryClient = customer();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePurchaseOrder('bank_transfer'), { wrapper });
    await waitFor(() => expect(result.current.order?.status).toBe('pending'));
    expect(readPurchaseOrder('bank_transfer')).toBe(ORDER_ID);

    status = 'fulfilled';
    await act(() => queryClient.invalidateQueries({ queryKey: ordersKeys.order(ORDER_ID) }));
    await waitFor(() => expect(result.current.order?.status).toBe('fulfilled'));
    expect(result.current.orderId).toBe(ORDER_ID);
    expect(readPurchaseIntent()).toBeNull();
    expect(readPurchaseOrder('bank_transfer')).toBeNull();
  });

  it('keeps a stored order still waiting for its transfer', async () => {
    storedPurchase();
    serverWith(() => 'awaiting_review');
    const queryClient = customer();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePurchaseOrder('bank_transfer'), { wrapper });
    await waitFor(() => expect(result.current.order?.status).toBe('awaiting_review'));
    expect(readPurchaseOrder('bank_transfer')).toBe(ORDER_ID);
    expect(readPurchaseIntent()).toEqual({ packageId: 'pro', months: 12 });
  });
});
