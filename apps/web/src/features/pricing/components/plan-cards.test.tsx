import type { SessionUser } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { PlanCards } from './plan-cards';

async function renderCards(user: SessionUser | null) {
  await loadNamespace('pricing', 'en-US');
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(user)}>
      <PlanCards />
    </QueryClientProvider>,
  );
}

const card = (plan: string) => within(document.querySelector(`[data-plan="${plan}"]`) as HTMLElement);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('PlanCards', () => {
  it('offers a visitor each paid package to buy', async () => {
    await renderCards(null);
    expect(card('pro').getByRole('button')).toHaveTextContent('Buy now');
    expect(card('premium').getByRole('button')).toHaveTextContent('Buy now');
    expect(screen.queryByTestId('purchase-note')).toBeNull();
  });

  it('offers a Pro customer to renew their own plan, and says a switch keeps the paid time', async () => {
    await renderCards(sessionUser({ role: 5, effectiveRole: 5, expiresAt: inAMonth }));
    expect(card('pro').getByRole('button')).toHaveTextContent('Renew');
    expect(card('pro').queryByTestId('purchase-note')).toBeNull();
    expect(card('premium').getByRole('button')).toHaveTextContent('Switch to Premium');
    expect(card('premium').getByTestId('purchase-note')).toHaveTextContent(
      'Your remaining paid time carries over to it.',
    );
  });

  it('offers a customer whose plan has ended to buy again', async () => {
    await renderCards(sessionUser({ role: 5, effectiveRole: 4, expiresAt: '2020-01-01T00:00:00.000Z' }));
    expect(card('pro').getByRole('button')).toHaveTextContent('Buy now');
  });
});
