import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { renderWithProviders } from '../test/render';
import { DateField } from './date-field';

afterEach(() => act(() => changeLanguage('en-US')));

async function renderIn(language: 'en-US' | 'vi' | 'th', value: string | undefined) {
  const onChange = vi.fn();
  await renderWithProviders(<DateField label="From" value={value} onChange={onChange} />);
  await act(() => changeLanguage(language));
  return { onChange, field: screen.getByLabelText('From') };
}

describe('DateField', () => {
  it.each([
    ['en-US', '11/25/2026'],
    ['vi', '25/11/2026'],
    ['th', '25/11/2026'],
  ] as const)('shows a date in the order of %s', async (language, shown) => {
    const { field } = await renderIn(language, '2026-11-25');
    expect(field).toHaveValue(shown);
  });

  it('names the months in the UI language in its calendar', async () => {
    const { field } = await renderIn('vi', '2026-11-25');
    await userEvent.click(field);
    expect(await screen.findByText(/tháng 11/i)).toBeInTheDocument();
  });

  it('reads a date typed in the UI language as an ISO date', async () => {
    const { field, onChange } = await renderIn('vi', undefined);
    await userEvent.type(field, '25/11/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });
});
