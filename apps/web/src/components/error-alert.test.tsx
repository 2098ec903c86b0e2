import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { showError } from '../lib/error-store';
import { renderWithProviders } from '../test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
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
});
