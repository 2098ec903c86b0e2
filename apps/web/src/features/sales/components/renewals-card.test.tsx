import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { RenewalsCard } from './renewals-card';

async function renderCard() {
  await loadNamespace('sales', 'en-US');
  await renderWithProviders(
    <RenewalsCard
      periods={[
        { label: 'Plans that ended in October 2026', figures: { due: 4, renewed: 3 }, testId: 'renewals-last-month' },
        { label: 'Plans ending in November 2026', figures: { due: 0, renewed: 0 }, testId: 'renewals-this-month' },
      ]}
    />,
  );
  return screen.getByTestId('sales-renewals');
}

describe('RenewalsCard', () => {
  it('gives each month’s rate with what it is a rate of', async () => {
    await renderCard();
    expect(screen.getByTestId('renewals-last-month')).toHaveTextContent('75%');
    expect(screen.getByTestId('renewals-last-month')).toHaveTextContent('3 of 4 renewed');
    expect(screen.getByTestId('renewals-this-month')).toHaveTextContent('–');
  });

  it('says which plans the rate counts and when a plan counts as renewed', async () => {
    const card = await renderCard();
    expect(card).toHaveTextContent(
      'Paid plans whose end falls in the month, bought by payment or with a key, directly or through a reseller. Renewed: activated again before the end or within 30 days after it.',
    );
  });
});
