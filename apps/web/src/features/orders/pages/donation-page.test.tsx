import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { currentError } from '../../../lib/error-store';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { DonationPage } from './donation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DonationPage', () => {
  it('tells a donation the server failed once, in the form, with its reference', async () => {
    failEveryCall('req-donation');
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <DonationPage />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Donate with PayPal' }));
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-donation');
    // Told in the form, so not by the page's alert as well.
    expect(currentError()).toBeNull();
  });
});
