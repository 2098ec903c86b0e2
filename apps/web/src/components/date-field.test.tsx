import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { renderWithProviders } from '../test/render';
import { DateField, parseThaiDate } from './date-field';

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
    ['th', '25/11/2569'],
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

  it('reads a Thai date typed with a Buddhist year, as the field writes it', async () => {
    const { field, onChange } = await renderIn('th', undefined);
    await userEvent.type(field, '25/11/2569');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });

  it('names the years of the Buddhist era in its Thai calendar', async () => {
    const { field } = await renderIn('th', '2026-11-25');
    await userEvent.click(field);
    expect(await screen.findByText('พฤศจิกายน 2569')).toBeInTheDocument();
  });
});

describe('parseThaiDate', () => {
  it.each([
    ['25/11/2569', '2026-11-25'],
    ['1/2/2570', '2027-02-01'],
    ['25/11/2026', '2026-11-25'],
    [' 29/02/2567 ', '2024-02-29'],
  ])('reads %s as %s', (typed, iso) => {
    expect(parseThaiDate(typed)).toBe(iso);
  });

  it.each(['31/02/2569', '25-11-2569', '11/25', ''])('reads %j as no date', (typed) => {
    expect(parseThaiDate(typed)).toBeNull();
  });
});
