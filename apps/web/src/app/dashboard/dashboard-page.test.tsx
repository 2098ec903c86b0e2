import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadNamespace } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../test/session-user';
import { DashboardPage } from './dashboard-page';

const admin = sessionUser();

/** The dashboard at an address, for an admin; every list the sections ask for is empty. */
async function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 50 }), { status: 200 })),
  );
  await Promise.all(['dashboard', 'users', 'backups', 'auth'].map((namespace) => loadNamespace(namespace, 'en-US')));
  const queryClient = queryClientSignedInAs(admin);
  const location = memoryLocation({ path });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <DashboardPage />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it('opens the section the address names, showing the loader while its code loads', async () => {
    await renderAt('/users?section=licence-keys-redeem');
    expect(screen.getByRole('tab', { name: 'Activate User', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Customer e-mail')).toBeInTheDocument();
  });

  it('opens a section by its old id, as links in e-mails already sent name it', async () => {
    await renderAt('/users?section=generate');
    expect(screen.getByRole('tab', { name: 'Generate Keys', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Quantity')).toBeInTheDocument();
  });
});
