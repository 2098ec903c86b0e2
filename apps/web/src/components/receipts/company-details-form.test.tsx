import type { CompanyDetails } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../test/session-user';
import { CompanyDetailsForm } from './company-details-form';

const COMPANY: CompanyDetails = {
  companyName: 'Công ty TNHH Cao',
  companyAddress: '12 Lê Lợi, Quận 1',
  taxCode: '0100109106',
  personalId: null,
};

/** The API saving the company: it answers what it was sent, as stored. Every body is kept. */
function serveApi(): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    if (init?.method === 'PUT' && url.pathname === '/api/v1/auth/company') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      bodies.push(body);
      const stored = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, value || null]));
      return new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } });
    }
    return new Promise<Response>(() => undefined);
  });
  return bodies;
}

async function renderForm(company: CompanyDetails) {
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(sessionUser({ company }))}>
      <CompanyDetailsForm company={company} />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: /Personal identification number/ });
}

beforeAll(async () => {
  for (const namespace of ['orders', 'common', 'validation', 'api-errors']) await loadNamespace(namespace, 'en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyDetailsForm', () => {
  it('shows the personal identification number saved, and saves it with the company', async () => {
    const bodies = serveApi();
    const field = await renderForm({ ...COMPANY, personalId: '079092001234' });
    expect(field).toHaveValue('079092001234');
    expect(field).toHaveAccessibleDescription('12 digits, on your identity card (thẻ căn cước)');

    await userEvent.clear(field);
    await userEvent.type(field, '001 200 000 042');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your invoice details are saved.');
    expect(bodies).toEqual([
      {
        companyName: 'Công ty TNHH Cao',
        companyAddress: '12 Lê Lợi, Quận 1',
        taxCode: '0100109106',
        personalId: '001200000042',
      },
    ]);
  });

  it('sends an empty personal identification number to clear it', async () => {
    const bodies = serveApi();
    const field = await renderForm({ ...COMPANY, personalId: '079092001234' });

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('status');
    expect(bodies).toEqual([{ ...COMPANY, personalId: '' }]);
  });

  it('says the details are saved without naming a company when only a personal ID is given', async () => {
    const bodies = serveApi();
    const none = { companyName: null, companyAddress: null, taxCode: null, personalId: null };
    const field = await renderForm(none);

    await userEvent.type(field, '079092001234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Your invoice details are saved.');
    expect(saved).not.toHaveTextContent(/company/i);
    expect(bodies).toEqual([{ companyName: '', companyAddress: '', taxCode: '', personalId: '079092001234' }]);
  });

  it('asks for 12 digits before sending anything', async () => {
    const bodies = serveApi();
    const field = await renderForm(COMPANY);
    expect(field).toHaveValue('');

    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A personal identification number has 12 digits.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
