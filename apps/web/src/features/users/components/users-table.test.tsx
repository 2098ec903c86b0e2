import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { userSummary } from '../../../test/user-summary';
import { UsersTable } from './users-table';

async function renderTable(page: { total: number; totalIsEstimate?: true }, language: 'en-US' | 'vi' = 'en-US') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [userSummary()], page: 1, pageSize: 200, ...page }))),
  );
  await loadNamespace('users', language);
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(sessionUser())}>
      <UsersTable />
    </QueryClientProvider>,
    language,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('UsersTable', () => {
  it('says how many users there are', async () => {
    await renderTable({ total: 3 });
    expect(await screen.findByTestId('users-total')).toHaveTextContent('3 users');
  });

  it('says a long list’s estimated total as one, with its digits grouped in the reader’s language', async () => {
    await renderTable({ total: 100_000, totalIsEstimate: true });
    expect(await screen.findByTestId('users-total')).toHaveTextContent('About 100,000 users');
    // 500 pages of 200: the last is offered.
    expect(screen.getByRole('button', { name: 'Page 500' })).toBeVisible();
  });

  it('groups the estimate’s digits as Vietnamese does', async () => {
    await renderTable({ total: 120_000, totalIsEstimate: true }, 'vi');
    expect(await screen.findByTestId('users-total')).toHaveTextContent('Khoảng 120.000 người dùng');
  });
});
