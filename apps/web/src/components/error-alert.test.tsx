import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { showError } from '../lib/error-store';
import { renderWithProviders } from '../test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  // The alert's code loads lazily: loaded once here, a busy machine does not outlast the queries' wait.
  beforeAll(() => import('./server-error-alert'));

  it('shows the translated message for the error code, and can be dismissed', async () => {
    await renderWithProviders(<ErrorAlert />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => showError(new ApiError('RATE_LIMITED', 429, 'Too many requests')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the reference of a request that failed on the server, and only then', async () => {
    await renderWithProviders(<ErrorAlert />);
    act(() =>
      showError(new ApiError('INTERNAL', 500, 'Something went wrong on our side.', undefined, 'a1b2c3d4e5f60718')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Reference: a1b2c3d4e5f60718');

    act(() => showError(new ApiError('CONFLICT', 409, 'Taken', undefined, 'f0e1d2c3b4a59687')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This conflicts with something that already exists.');
    expect(screen.queryByTestId('error-reference')).toBeNull();
  });

  it('heads a failure on the server as one, and never a refusal the reader can act on', async () => {
    await renderWithProviders(<ErrorAlert />);
    act(() => showError(new ApiError('INTERNAL', 500, 'Broken', undefined, 'a1b2c3d4e5f60718')));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong/);

    act(() =>
      showError(new ApiError('LOGIN_FAIL', 401, 'Wrong code', { reason: 'SECOND_FACTOR_WRONG' }, 'b1b2c3d4e5f60718')),
    );
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This code is not right, or it has been used already.');
    expect(refusal).not.toHaveTextContent('Something went wrong');
  });
});
