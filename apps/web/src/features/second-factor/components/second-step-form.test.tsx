import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from '../../../components/error-alert';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { SecondStepForm, type SecondStepProps } from './second-step-form';

const user = sessionUser();

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderStep(props: Partial<SecondStepProps> = {}) {
  await loadNamespace('second-factor', 'en-US');
  await loadNamespace('validation', 'en-US');
  const queryClient = createQueryClient();
  const onRestart = vi.fn();
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ErrorAlert />
      <SecondStepForm methods={['totp']} onRestart={onRestart} {...props} />
    </QueryClientProvider>,
  );
  return { queryClient, onRestart };
}

afterEach(() => vi.unstubAllGlobals());

describe('SecondStepForm', () => {
  it("asks for the authenticator's code, and switches to a recovery code", async () => {
    await renderStep();
    const code = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(recovery).toHaveAttribute('inputmode', 'text');
    expect(screen.getByText('Enter one of your recovery codes. Each code works once.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(screen.getByRole('textbox', { name: 'Authenticator code' })).toBeVisible();
  });

  it('offers the passkey first, and recovery codes, to an account with passkeys only', async () => {
    await renderStep({ methods: ['passkey'] });
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });

  it('fills the session with the user once the code is right', async () => {
    const fetch = answer(200, { user, secondFactor: null });
    const { queryClient } = await renderStep();
    await userEvent.type(screen.getByRole('textbox', { name: 'Authenticator code' }), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/login/second-factor',
      expect.objectContaining({ method: 'POST', body: '{"code":"123 456"}' }),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ user }));
  });

  it('says a wrong code in the alert and empties the field; an expired step starts again', async () => {
    answer(401, { code: 'LOGIN_FAIL', message: 'wrong', details: { reason: 'SECOND_FACTOR_WRONG' } });
    const { onRestart } = await renderStep();
    const code = screen.getByRole('textbox', { name: 'Authenticator code' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right, or it has been used already.');
    expect(code).toHaveValue('');
    expect(onRestart).not.toHaveBeenCalled();

    answer(401, { code: 'LOGIN_FAIL', message: 'late', details: { reason: 'SECOND_FACTOR_EXPIRED' } });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalled());
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in took too long.');
  });

  it('goes back to the password when asked', async () => {
    const { onRestart } = await renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onRestart).toHaveBeenCalled();
  });
});
