import type { Language } from '@oneclick/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { useFeedback } from './use-feedback';
import { ErrorMessage } from './error-message';

const failure = new ApiError('INTERNAL', 500, 'Broken', undefined, 'a1b2c3d4e5f60718');

describe('ErrorMessage', () => {
  it.each([
    ['en-US', 'Reference: a1b2c3d4e5f60718', 'Copy the reference'],
    ['vi', 'Mã tham chiếu: a1b2c3d4e5f60718', 'Sao chép mã tham chiếu'],
    ['th', 'รหัสอ้างอิง: a1b2c3d4e5f60718', 'คัดลอกรหัสอ้างอิง'],
  ])('gives a server failure its reference and a copy button, in %s', async (language, reference, copy) => {
    await renderWithProviders(<ErrorMessage error={failure} />, language as Language);
    expect(screen.getByTestId('error-reference')).toHaveTextContent(reference);
    expect(screen.getByRole('button', { name: copy })).toBeInTheDocument();
  });

  it('gives no reference to a refusal the reader can act on, nor to a request that never reached the server', async () => {
    await renderWithProviders(
      <>
        <p>
          <ErrorMessage error={new ApiError('CONFLICT', 409, 'Taken', undefined, 'f0e1d2c3b4a59687')} />
        </p>
        <p>
          <ErrorMessage error={new ApiError('NETWORK_ERROR', 0, 'Failed to fetch')} />
        </p>
      </>,
    );
    expect(screen.getByText('This conflicts with something that already exists.')).toBeInTheDocument();
    expect(screen.queryByTestId('error-reference')).toBeNull();
  });

  it('is how a screen’s notice tells a failure', async () => {
    function Screen() {
      const feedback = useFeedback();
      return (
        <>
          {feedback.element}
          <button onClick={() => feedback.fail(failure)}>Fail</button>
        </>
      );
    }
    await renderWithProviders(<Screen />);
    screen.getByRole('button', { name: 'Fail' }).click();
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: a1b2c3d4e5f60718');
  });
});
