import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { userSummary } from '../../../test/user-summary';
import { CheckUserForm } from './check-user-form';

const found = {
  ...userSummary({ id: '00000000-0000-4000-8000-000000000003', role: 4, effectiveRole: 4 }),
  activatedBy: null,
  activatedAt: null,
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function renderForm() {
  await loadNamespace('users', 'en-US');
  await loadNamespace('validation', 'en-US');
  await renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <CheckUserForm />
    </QueryClientProvider>,
  );
}

async function check(email: string) {
  const field = screen.getByLabelText('E-mail');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckUserForm', () => {
  it('drops the account found before when the next e-mail is refused by validation', async () => {
    await renderForm();
    answer(200, found);
    await check('cao@factory.test');
    expect(await screen.findByTestId('user-facts')).toHaveTextContent('Cao Customer');

    await check('not an e-mail');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.queryByTestId('user-facts')).toBeNull();
  });

  it('shows a failure once, and forgets it when the e-mail is edited', async () => {
    await renderForm();
    answer(404, { code: 'NOT_FOUND', message: 'no such account' });
    await check('nobody@factory.test');
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
