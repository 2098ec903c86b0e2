import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { PaypalOutcomeAlert } from './paypal-outcome';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PaypalOutcomeAlert', () => {
  it('can be dismissed, and forgets the outcome but keeps the order', async () => {
    window.history.replaceState(null, '', '/invoice_en?paypal=failed&order=0123456789AB');
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
    await renderWithProviders(<PaypalOutcomeAlert outcome="failed" />);
    expect(screen.getByRole('alert')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(window.location.search).toBe('?order=0123456789AB');
  });
});
