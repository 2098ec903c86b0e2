import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { ErrorAlert } from '../../../components/error-alert';
import { PayWithPaypal } from './pay-with-paypal';

afterEach(() => vi.unstubAllGlobals());

describe('PayWithPaypal', () => {
  it('says once that PayPal could not be reached, beside the button, and lets the reader dismiss it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'down', details: { reason: 'PAYPAL_UNREACHABLE' } }),
            { status: 503 },
          ),
      ),
    );
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <ErrorAlert />
        <PayWithPaypal orderId="0123456789AB" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByTestId('pay-with-paypal'));
    expect(await screen.findAllByText(/PayPal could not be reached/)).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
