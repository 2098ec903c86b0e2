import type { EInvoice } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { CorrectEInvoiceModal } from './correct-e-invoice-modal';

const ISSUED: EInvoice = {
  id: '6b1d4f20-3c5e-4d7f-9081-2b3c4d5e6f71',
  orderId: 'OC2611200002',
  kind: 'original',
  correctsId: null,
  status: 'issued',
  invoiceNo: '0000123',
  lookupCode: 'LOOK-UP-42',
  templateCode: '1',
  series: 'C26TAA',
  issuedAt: '2026-11-29T04:00:00.000Z',
  createdAt: '2026-11-29T03:00:00.000Z',
  attempts: 1,
  problem: null,
  problemDetail: null,
  buyer: {
    name: 'Cao Customer',
    email: 'cao@factory.test',
    legalName: 'Công ty TNHH Cao',
    address: 'Lô C5, KCN Tân Tạo, Bình Tân, TP. Hồ Chí Minh',
    taxCode: '0100109106',
    personalId: null,
  },
  amount: 1_500_000,
  currency: 'VND',
};
const QUEUED: EInvoice = {
  ...ISSUED,
  id: '7c2e5031-4d6f-4e80-a192-3c4d5e6f7082',
  kind: 'adjustment',
  correctsId: ISSUED.id,
  status: 'queued',
  invoiceNo: null,
  lookupCode: null,
  issuedAt: null,
  attempts: 0,
};

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** The API answering a correction with `answer` (status and body); every request is kept. */
function serveApi(status: number, answer: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url.pathname === `/api/v1/e-invoices/${ISSUED.id}/corrections`) {
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }
    return new Promise<Response>(() => undefined);
  });
  return sent;
}

async function renderModal(invoice: EInvoice = ISSUED) {
  const onClose = vi.fn();
  const onCorrected = vi.fn();
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(sessionUser())}>
      <CorrectEInvoiceModal invoice={invoice} onClose={onClose} onCorrected={onCorrected} />
    </QueryClientProvider>,
  );
  return { onClose, onCorrected, dialog: await screen.findByRole('dialog') };
}

/** Chooses how to correct, and names the agreement with the buyer. */
async function fillAgreement(kind: 'Replacement invoice' | 'Adjust the information') {
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(kind) }));
  await userEvent.type(screen.getByRole('textbox', { name: /Agreement reference/ }), 'Biên bản số 12/2026');
  await userEvent.type(screen.getByRole('textbox', { name: /Agreement date/ }), '11/30/2026');
}

const posts = (sent: Sent[]) => sent.filter((request) => request.method === 'POST');

beforeAll(async () => {
  for (const namespace of ['e-invoices', 'common', 'validation', 'api-errors']) {
    await loadNamespace(namespace, 'en-US');
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CorrectEInvoiceModal', () => {
  it('starts from the invoice’s buyer and says what each way of correcting does', async () => {
    serveApi(201, QUEUED);
    const { dialog } = await renderModal();

    expect(dialog).toHaveTextContent('Correct the e-invoice for order OC2611200002');
    expect(dialog).toHaveTextContent('An issued e-invoice may not be cancelled (Decree 70/2025/ND-CP)');
    expect(screen.getByRole('radio', { name: /Replacement invoice/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Adjust the information/ })).not.toBeChecked();
    expect(dialog).toHaveTextContent('in place of this one; an invoice is replaced only once.');
    expect(dialog).toHaveTextContent("corrects only the buyer's details; the amounts stay as they are.");
    expect(screen.getByRole('textbox', { name: /Buyer's name/ })).toHaveValue('Cao Customer');
    expect(screen.getByRole('textbox', { name: /Legal \(company\) name/ })).toHaveValue('Công ty TNHH Cao');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue(
      'Lô C5, KCN Tân Tạo, Bình Tân, TP. Hồ Chí Minh',
    );
    expect(screen.getByRole('textbox', { name: /Tax code/ })).toHaveValue('0100109106');
    expect(screen.getByRole('textbox', { name: /Personal identification number/ })).toHaveValue('');
  });

  it('starts from an individual buyer’s address and personal ID', async () => {
    serveApi(201, QUEUED);
    await renderModal({
      ...ISSUED,
      buyer: {
        name: 'Trần Thị Bình',
        email: 'binh@home.test',
        legalName: null,
        address: '45 Hai Bà Trưng, Hoàn Kiếm, Hà Nội',
        taxCode: null,
        personalId: '001200000042',
      },
    });

    expect(screen.getByRole('textbox', { name: /Buyer's name/ })).toHaveValue('Trần Thị Bình');
    expect(screen.getByRole('textbox', { name: /Legal \(company\) name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('45 Hai Bà Trưng, Hoàn Kiếm, Hà Nội');
    expect(screen.getByRole('textbox', { name: /Tax code/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Personal identification number/ })).toHaveValue('001200000042');
  });

  it('marks the choice and the agreement as required', async () => {
    serveApi(201, QUEUED);
    await renderModal();

    const choice = screen.getByRole('radiogroup', { name: /How to correct it/ });
    expect(document.getElementById(choice.getAttribute('aria-labelledby')!)).toHaveTextContent('How to correct it *');
    expect(screen.getByRole('textbox', { name: /Agreement reference/ })).toBeRequired();
  });

  it('sends the correction with the buyer as corrected, and closes once it is queued', async () => {
    const sent = serveApi(201, QUEUED);
    const { onClose, onCorrected } = await renderModal();

    await fillAgreement('Adjust the information');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Address/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    await userEvent.clear(screen.getByRole('textbox', { name: /Tax code/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Personal identification number/ }), '0790 9200 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    await waitFor(() => expect(onCorrected).toHaveBeenCalledWith(QUEUED));
    expect(onClose).toHaveBeenCalled();
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/v1/e-invoices/${ISSUED.id}/corrections`,
        body: {
          kind: 'information',
          agreementReference: 'Biên bản số 12/2026',
          agreementDate: '2026-11-30',
          buyer: {
            name: 'Cao Customer',
            legalName: 'Công ty TNHH Cao',
            address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
            taxCode: '',
            personalId: '079092001234',
          },
        },
      },
    ]);
  });

  it('asks for the choice, the agreement and a 12-digit personal ID before sending anything', async () => {
    const sent = serveApi(201, QUEUED);
    const { dialog } = await renderModal();

    await userEvent.type(screen.getByRole('textbox', { name: /Personal identification number/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    expect(await screen.findByText('A personal identification number has 12 digits.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Agreement reference/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(dialog).toHaveTextContent('This field is required.');
    expect(posts(sent)).toEqual([]);
  });

  it('puts the server’s refusal of a buyer’s detail under its field', async () => {
    // The server names only `buyer`; its code tells which field.
    const sent = serveApi(400, {
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: { fields: { buyer: 'TAX_CODE_INVALID' } },
      requestId: 'req-1',
    });
    const { onClose } = await renderModal();

    await fillAgreement('Replacement invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    expect(await screen.findByRole('textbox', { name: /Tax code/ })).toHaveAccessibleDescription(
      /^A tax code has 10 digits, or 13 written like 0100109106-001; check the digits\./,
    );
    expect(screen.getByRole('textbox', { name: /Buyer's name/ })).not.toHaveAccessibleDescription();
    expect(posts(sent)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the server’s "required" under the legal name when a tax code is given, else under the name', async () => {
    // A tax code without a legal name: the server names `buyer` with REQUIRED.
    serveApi(400, {
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: { fields: { buyer: 'REQUIRED' } },
      requestId: 'req-3',
    });
    await renderModal();

    await fillAgreement('Replacement invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    expect(await screen.findByRole('textbox', { name: /Legal \(company\) name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: /Buyer's name/ })).not.toHaveAccessibleDescription();

    // Without a tax code, the detail missing is the buyer's name.
    await userEvent.clear(screen.getByRole('textbox', { name: /Tax code/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Buyer's name/ })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Legal \(company\) name/ })).not.toHaveAccessibleDescription();
  });

  it('asks for the legal name of a buyer given a tax code before sending anything', async () => {
    const sent = serveApi(201, QUEUED);
    await renderModal();

    await fillAgreement('Replacement invoice');
    await userEvent.clear(screen.getByRole('textbox', { name: /Legal \(company\) name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    expect(await screen.findByRole('textbox', { name: /Legal \(company\) name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(posts(sent)).toEqual([]);
  });

  it('tells a refusal of the correction itself in the dialog', async () => {
    serveApi(409, {
      code: 'CONFLICT',
      message: 'This e-invoice has already been replaced.',
      details: { reason: 'E_INVOICE_ALREADY_REPLACED' },
      requestId: 'req-2',
    });
    const { onClose } = await renderModal();

    await fillAgreement('Replacement invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the invoice' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-invoice has already been replaced: correct its replacement instead.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
