import type { SessionUser } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadNamespace } from '../../i18n/i18n';
import { createQueryClient } from '../../lib/query-client';
import { sessionQuery } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const admin: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ana Admin',
  email: 'ana@factory.test',
  role: 1,
  effectiveRole: 1,
  expiresAt: null,
  country: 'VN',
  language: 'en-US',
  isReseller: false,
  commissionRate: null,
  editor: null,
  secondFactor: true,
  company: { companyName: null, companyAddress: null, taxCode: null },
};

/** The dashboard at an address, for an admin; every list the sections ask for is empty. */
async function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 50 }), { status: 200 })),
  );
  await Promise.all(['users', 'auth'].map((namespace) => loadNamespace(namespace, 'en-US')));
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user: admin });
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
