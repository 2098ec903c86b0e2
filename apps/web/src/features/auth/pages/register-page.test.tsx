import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from '../../../components/error-alert';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { RegisterPage } from './register-page';

const TOO_MANY = 'Too many attempts. Please wait a moment and try again.';

async function renderRegister() {
  await loadNamespace('auth', 'en-US');
  await loadNamespace('validation', 'en-US');
  await renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <ErrorAlert />
      <RegisterPage />
    </QueryClientProvider>,
  );
}

async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function failOnce() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'slow down' }), { status: 429 })),
  );
  await fill(/^Name/, 'Ana');
  await fill(/^E-mail/, 'ana@factory.test');
  await fill(/^Password/, 'a long enough phrase');
  await fill(/^Re-enter password/, 'a long enough phrase');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'VN');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('alert');
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('tells a failure once, in an alert the reader can dismiss', async () => {
    await renderRegister();
    await failOnce();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets the failure once the reader edits the form', async () => {
    await renderRegister();
    await failOnce();
    await userEvent.type(screen.getByLabelText(/^Name/), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
