import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { GenerateKeysForm } from './generate-keys-form';

afterEach(() => vi.unstubAllGlobals());

describe('GenerateKeysForm', () => {
  it.each([
    ['Quantity', '5000', 'Enter a number of keys from 1 to 1,000.'],
    ['Service period (months)', '99', 'Enter a service period from 1 to 36 months.'],
  ])('says when the %s is over the limit instead of cutting it down', async (label, typed, message) => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 100 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    for (const namespace of ['licence-keys', 'users']) await loadNamespace(namespace, 'en-US');
    await loadNamespace('validation', 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <GenerateKeysForm />
      </QueryClientProvider>,
    );
    const field = screen.getByRole('textbox', { name: label });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    fireEvent.blur(field);
    expect(field).toHaveValue(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Generate keys' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(field).toHaveValue(typed);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
