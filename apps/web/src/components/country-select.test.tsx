import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { loadCountryOptions } from './load-country-options';
import { CountrySelect } from './country-select';

describe('CountrySelect', () => {
  it('names the countries at its first render when the names came with the page', async () => {
    await loadCountryOptions('vi');
    await renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <CountrySelect label="Quốc gia" placeholder="Chọn quốc gia" value={null} onChange={() => {}} />
      </QueryClientProvider>,
      'vi',
    );
    // Read at once, before any query could answer: a select that asked for them itself showed codes.
    expect(screen.getByRole('option', { name: 'Việt Nam' })).toHaveValue('VN');
    expect(screen.queryByRole('option', { name: 'VN' })).toBeNull();
  });
});
