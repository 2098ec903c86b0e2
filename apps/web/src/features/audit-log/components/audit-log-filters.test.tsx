import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { AuditLogFilters } from './audit-log-filters';

async function renderFilters() {
  await Promise.all(['audit-log', 'common'].map((namespace) => loadNamespace(namespace, 'en-US')));
  await loadNamespace('validation', 'en-US');
  const onApply = vi.fn();
  await renderWithProviders(<AuditLogFilters onApply={onApply} />);
  return onApply;
}

describe('AuditLogFilters', () => {
  it('offers the named actions in the reader’s language and applies what is filled in', async () => {
    const onApply = await renderFilters();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Deleted a key');
    await userEvent.type(screen.getByLabelText('About (e-mail)'), ' Someone@Factory.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenCalledWith({
      action: 'licence_key.deleted',
      actor: undefined,
      target: 'Someone@Factory.test',
      from: undefined,
      to: undefined,
    });
  });

  it('tells a bad e-mail and a range that ends before it starts at their fields, and asks nothing', async () => {
    const onApply = await renderFilters();
    await userEvent.type(screen.getByLabelText('Actor e-mail'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('From'), '03/10/2026');
    await userEvent.type(screen.getByLabelText('To'), '03/09/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('The end date must not be before the start date.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledWith({});
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });
});
