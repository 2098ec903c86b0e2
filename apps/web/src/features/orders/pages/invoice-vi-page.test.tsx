import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { currentError } from '../../../lib/error-store';
import { clearPurchaseIntent, savePurchaseIntent } from '../../../lib/purchase-intent';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { InvoiceViPage } from './invoice-vi-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearPurchaseIntent();
});

describe('InvoiceViPage', () => {
  it('shows the outline of the invoice at once while the server makes the order', async () => {
    savePurchaseIntent({ packageId: 'pro', months: 12 });
    // A busy server: the order is still being made.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    await loadNamespace('orders', 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={queryClientSignedInAs(sessionUser({ role: 2, effectiveRole: 2 }))}>
        <InvoiceViPage />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('invoice-skeleton')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });

  it('tells an order the server failed to make once, with its reference', async () => {
    savePurchaseIntent({ packageId: 'pro', months: 12 });
    failEveryCall('req-create-order');
    await loadNamespace('orders', 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={queryClientSignedInAs(sessionUser({ role: 4, effectiveRole: 4 }))}>
        <InvoiceViPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-create-order');
    // Told on the invoice, so not by the page's alert as well.
    expect(currentError()).toBeNull();
  });
});
