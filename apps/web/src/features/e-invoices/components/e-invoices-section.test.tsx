import type { EInvoice, ExchangeRates } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { EInvoicesSection } from './e-invoices-section';
import { formatRateDay } from './exchange-rates-panel';

const BUYER: EInvoice['buyer'] = {
  name: 'Cao Customer',
  email: 'cao@factory.test',
  legalName: null,
  address: null,
  taxCode: null,
  personalId: null,
};

function anEInvoice(overrides: Partial<EInvoice>): EInvoice {
  return {
    id: '5a0c3e1f-2b4d-4c6e-8f70-1a2b3c4d5e60',
    orderId: 'OC2611200001',
    kind: 'original',
    correctsId: null,
    status: 'queued',
    invoiceNo: null,
    lookupCode: null,
    templateCode: null,
    series: null,
    issuedAt: null,
    createdAt: '2026-11-29T03:00:00.000Z',
    attempts: 0,
    problem: null,
    problemDetail: null,
    buyer: BUYER,
    amount: 4900,
    currency: 'USD',
    ...overrides,
  };
}

const ISSUED = anEInvoice({
  id: '6b1d4f20-3c5e-4d7f-9081-2b3c4d5e6f71',
  orderId: 'OC2611200002',
  status: 'issued',
  invoiceNo: '0000123',
  lookupCode: 'LOOK-UP-42',
  issuedAt: '2026-11-29T04:00:00.000Z',
  amount: 1_500_000,
  currency: 'VND',
  buyer: { ...BUYER, legalName: 'Công ty TNHH Cao', address: '12 Lê Lợi, Quận 1', taxCode: '0100109106' },
});
const WAITING = anEInvoice({
  id: '7c2e5031-4d6f-4e80-a192-3c4d5e6f7082',
  orderId: 'OC2611200003',
  problem: 'NO_EXCHANGE_RATE',
  problemDetail: '2026-11-28',
});
const UNREACHABLE = anEInvoice({
  id: '8d3f6142-5e70-4f91-b2a3-4d5e6f708193',
  orderId: 'OC2611200004',
  attempts: 3,
  problem: 'PROVIDER_UNAVAILABLE',
  problemDetail: 'timeout',
});
const REFUSED = anEInvoice({
  id: '9e407253-6f81-40a2-83b4-5e6f708192a4',
  orderId: 'OC2611200005',
  status: 'failed',
  attempts: 1,
  problem: 'PROVIDER_REFUSED',
  problemDetail: 'ERR_BUYER_TAX_CODE: Invalid buyer tax code',
});
const CORRECTION = anEInvoice({
  id: 'af518364-7092-41b3-94c5-6f708192a3b5',
  orderId: ISSUED.orderId,
  kind: 'replacement',
  correctsId: ISSUED.id,
  problem: 'WAITS_FOR_ORIGINAL',
  problemDetail: ISSUED.id,
});
const RATES: ExchangeRates = {
  items: [{ day: '2026-11-27', vndPerUsd: 25_350, setAt: '2026-11-27T02:00:00.000Z' }],
  waitingDays: ['2026-11-28'],
};

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** The API as the section calls it: the lists, and what the writes answer; every request is kept. */
function serveApi(): Sent[] {
  const sent: Sent[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      path: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (method === 'GET' && url.pathname === '/api/v1/e-invoices') {
      return json({ items: [CORRECTION, ISSUED, WAITING, UNREACHABLE, REFUSED], total: 5, page: 1, pageSize: 50 });
    }
    if (method === 'GET' && url.pathname === '/api/v1/exchange-rates') return json(RATES);
    if (method === 'POST' && url.pathname === `/api/v1/e-invoices/${REFUSED.id}/retry`) {
      return json({ ...REFUSED, status: 'queued' });
    }
    if (method === 'POST' && url.pathname === `/api/v1/e-invoices/${ISSUED.id}/corrections`) {
      return json(CORRECTION);
    }
    if (method === 'PUT' && url.pathname.startsWith('/api/v1/exchange-rates/')) {
      return json({ day: url.pathname.split('/').pop(), vndPerUsd: 25_400, setAt: '2026-11-29T05:00:00.000Z' });
    }
    // The site's settings and anything else: never answered, the default time zone stands.
    return new Promise<Response>(() => undefined);
  });
  return sent;
}

async function renderSection() {
  const queryClient = queryClientSignedInAs(sessionUser());
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <EInvoicesSection />
    </QueryClientProvider>,
  );
  return screen.findByTestId(`e-invoice-${REFUSED.id}`);
}

beforeAll(async () => {
  for (const namespace of ['e-invoices', 'common', 'validation']) await loadNamespace(namespace, 'en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EInvoicesSection', () => {
  it('lists the invoices with their buyer, number, files and what holds the others back', async () => {
    serveApi();
    await renderSection();

    expect(screen.getByTestId('e-invoices-total')).toHaveTextContent('5 e-invoices');
    const issued = screen.getByTestId(`e-invoice-${ISSUED.id}`);
    expect(issued).toHaveTextContent('Công ty TNHH Cao');
    expect(issued).toHaveTextContent('Tax code 0100109106');
    expect(issued).toHaveTextContent('₫1,500,000');
    expect(issued).toHaveTextContent('No. 0000123');
    expect(issued).toHaveTextContent('Look-up code LOOK-UP-42');
    // Codes are kept whole on their line.
    for (const code of ['LOOK-UP-42', '0000123', '0100109106', ISSUED.orderId]) {
      expect(within(issued).getByText(code)).toBeInTheDocument();
    }
    expect(within(issued).getByRole('link', { name: 'PDF of the e-invoice for order OC2611200002' })).toHaveAttribute(
      'href',
      `/api/v1/e-invoices/${ISSUED.id}/file?type=pdf`,
    );
    expect(within(issued).getByRole('link', { name: 'XML of the e-invoice for order OC2611200002' })).toHaveAttribute(
      'href',
      `/api/v1/e-invoices/${ISSUED.id}/file?type=xml`,
    );
    expect(within(issued).queryByTestId('e-invoice-problem')).toBeNull();

    expect(within(screen.getByTestId(`e-invoice-${WAITING.id}`)).getByTestId('e-invoice-problem')).toHaveTextContent(
      'Waits for the exchange rate of November 28, 2026.',
    );
    expect(
      within(screen.getByTestId(`e-invoice-${UNREACHABLE.id}`)).getByTestId('e-invoice-problem'),
    ).toHaveTextContent('The provider could not be reached; tried 3 times, will try again.');
    const refused = screen.getByTestId(`e-invoice-${REFUSED.id}`);
    const refusal = within(refused).getByTestId('e-invoice-problem');
    expect(refusal).toHaveTextContent('Refused by the provider: ERR_BUYER_TAX_CODE: Invalid buyer tax code');
    // The provider's code breaks, if it must, only after an underscore; its words wrap as they need.
    expect([...refusal.querySelectorAll('span')].map((part) => part.textContent)).toEqual([
      'ERR_',
      'BUYER_',
      'TAX_',
      'CODE',
    ]);
    expect(refusal.querySelectorAll('wbr')).toHaveLength(3);
    expect(within(refused).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId(`e-invoice-${WAITING.id}`)).queryByTestId('e-invoice-retry')).toBeNull();
    const correction = screen.getByTestId(`e-invoice-${CORRECTION.id}`);
    expect(correction).toHaveTextContent('Replacement');
    expect(within(correction).getByTestId('e-invoice-problem')).toHaveTextContent(
      'Waits until the invoice it corrects is issued.',
    );
    // Only an issued invoice is corrected.
    expect(within(issued).getByRole('button', { name: 'Correct: OC2611200002' })).toBeInTheDocument();
    expect(screen.getAllByTestId('e-invoice-correct')).toHaveLength(1);
  });

  it('corrects an issued invoice in its dialog, says so and reads the list again', async () => {
    const sent = serveApi();
    await renderSection();
    const issued = screen.getByTestId(`e-invoice-${ISSUED.id}`);

    await userEvent.click(within(issued).getByRole('button', { name: 'Correct: OC2611200002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the e-invoice for order OC2611200002' });
    expect(within(dialog).getByRole('textbox', { name: /Legal \(company\) name/ })).toHaveValue('Công ty TNHH Cao');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Replacement invoice/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Agreement reference/ }), 'BB-12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Agreement date/ }), '11/30/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct the invoice' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The correction of the e-invoice for order OC2611200002 is queued to be issued.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/v1/e-invoices/${ISSUED.id}/corrections`,
        body: {
          kind: 'replacement',
          agreementReference: 'BB-12',
          agreementDate: '2026-11-30',
          buyer: {
            name: 'Cao Customer',
            legalName: 'Công ty TNHH Cao',
            address: '12 Lê Lợi, Quận 1',
            taxCode: '0100109106',
            personalId: '',
          },
        },
      },
    ]);
    await waitFor(() =>
      expect(
        sent.filter((request) => request.method === 'GET' && request.path.startsWith('/api/v1/e-invoices?')),
      ).toHaveLength(2),
    );
  });

  it('sends a refused invoice again and says so', async () => {
    const sent = serveApi();
    const refused = await renderSection();

    await userEvent.click(within(refused).getByRole('button', { name: 'Retry: OC2611200005' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The e-invoice for order OC2611200005 is queued to be sent again.',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/v1/e-invoices/${REFUSED.id}/retry`, body: undefined },
    ]);
  });

  it('tells the days invoices wait for, and sets the first one’s rate', async () => {
    const sent = serveApi();
    await renderSection();
    const panel = screen.getByTestId('exchange-rates');
    expect(await within(panel).findByTestId('rates-waiting')).toHaveTextContent(
      'E-invoices are waiting for the exchange rate of November 28, 2026.',
    );
    expect(within(panel).getByTestId('exchange-rates-table')).toHaveTextContent('25,350');

    await userEvent.type(within(panel).getByRole('textbox', { name: /Rate \(VND per USD\)/ }), '25400');
    await userEvent.click(within(panel).getByRole('button', { name: 'Set the rate' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The rate of November 28, 2026 is set: 25,400 VND per USD.',
    );
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/v1/exchange-rates/2026-11-28', body: { vndPerUsd: 25_400 } },
    ]);
    // The rates and the invoices that waited for them are read again.
    await waitFor(() =>
      expect(
        sent.filter((request) => request.method === 'GET' && request.path === '/api/v1/exchange-rates'),
      ).toHaveLength(2),
    );
  });

  it('writes the days of rates as the Day field does: in Thai, with the Buddhist year', () => {
    expect(formatRateDay('2026-11-28', 'th')).toBe('28 พฤศจิกายน 2569');
    expect(formatRateDay('2026-11-28', 'vi')).toBe('28 tháng 11, 2026');
    expect(formatRateDay('2026-11-28', 'en-US')).toBe('November 28, 2026');
  });

  it('asks for a rate within the limits before sending anything', async () => {
    const sent = serveApi();
    await renderSection();
    const panel = screen.getByTestId('exchange-rates');

    await userEvent.type(within(panel).getByRole('textbox', { name: /Rate \(VND per USD\)/ }), '999');
    await userEvent.click(within(panel).getByRole('button', { name: 'Set the rate' }));

    expect(within(panel).getByText('Type a whole number from 1,000 to 1,000,000.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
