import type { SessionUser } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../test/session-user';
import { MainNav } from './main-nav';

const customer = sessionUser({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Rita Reseller',
  email: 'rita@factory.test',
  role: 4,
  effectiveRole: 4,
  secondFactor: false,
});

async function renderNav(user: SessionUser | null) {
  const queryClient = queryClientSignedInAs(user);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MainNav />
    </QueryClientProvider>,
  );
}

describe('MainNav', () => {
  it('offers Become a Reseller to visitors and customers', async () => {
    await renderNav(null);
    expect(screen.getByRole('link', { name: 'Become a Reseller' })).toBeInTheDocument();
  });

  it('does not offer it to a reseller', async () => {
    await renderNav({ ...customer, isReseller: true, commissionRate: 20 });
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a Reseller' })).toBeNull();
  });
});
