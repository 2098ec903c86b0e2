import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('switches the language, remembers it and marks the current flag', async () => {
    await renderWithProviders(<LanguageSwitcher />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
    expect(localStorage.getItem('one_language')).toBe('vi');
    // The server reads the cookie to send the public pages already rendered in this language.
    expect(document.cookie).toContain('one_language=vi');
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Ngôn ngữ' })).toBeInTheDocument();
  });
});
