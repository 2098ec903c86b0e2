import { ROLES, type UserSummary } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { userSummary } from '../../../test/user-summary';
import { ManageUserModal } from './manage-user-modal';

const customer = userSummary();

async function renderAs(role: number, user: UserSummary = customer) {
  await loadNamespace('users', 'en-US');
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, {
    user: {
      ...customer,
      id: '00000000-0000-4000-8000-000000000020',
      name: 'Ana',
      role,
      effectiveRole: role,
      language: 'en-US',
      secondFactor: true,
    },
  } as never);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ManageUserModal user={user} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: /Role/ });
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ManageUserModal', () => {
  it('offers an admin (role 1) only the roles they may grant', async () => {
    expect(options(await renderAs(ROLES.admin))).toEqual(['Free', 'Reseller']);
  });

  it('offers a super admin the admin roles too', async () => {
    expect(options(await renderAs(ROLES.superAdmin))).toEqual(['Free', 'Super Admin', 'Admin', 'Reseller']);
  });

  it("shows an admin another admin's role without a choice, and why", async () => {
    const select = await renderAs(ROLES.admin, { ...customer, role: ROLES.admin, effectiveRole: ROLES.admin });
    expect(select).toBeDisabled();
    expect(screen.getByText('Only a super admin can give or take away admin roles.')).toBeVisible();
  });
});
