import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { RecordBankRefundModal } from './record-bank-refund-modal';

const PAID = anOrder({
  id: 'OC2611200003',
  method: 'bank_transfer',
  status: 'fulfilled',
  currency: 'VND',
  amount: 1_500_000,
  paidAt: '2026-11-21T08:00:00.000Z',
});
const REFUNDED = { ...PAID, status: 'refunded' as const };

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** The API answering the refund with `answer` (status and body); every request is kept. */
function serveApi(status: number, answer: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url.pathname === `/api/v1/orders/${PAID.id}/bank-refund`) {
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }
    return new Promise<Response>(() => undefined);
  });
  return sent;
}

async function renderModal() {
  const onClose = vi.fn();
  const onRefunded = vi.fn();
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(sessionUser())}>
      <RecordBankRefundModal order={PAID} onRefunded={onRefunded} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, onRefunded, dialog: await screen.findByRole('dialog') };
}

const posts = (sent: Sent[]) => sent.filter((request) => request.method === 'POST');
const noteField = () => screen.getByRole('textbox', { name: /When and how the bank sent it back/ });

beforeAll(async () => {
  for (const namespace of ['orders', 'common', 'validation', 'api-errors']) {
    await loadNamespace(namespace, 'en-US');
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecordBankRefundModal', () => {
  it('says what recording the refund does, with two buttons naming their outcomes', async () => {
    serveApi(200, REFUNDED);
    const { dialog } = await renderModal();

    expect(dialog).toHaveAccessibleName('Record the refund of order OC2611200003');
    expect(dialog).toHaveTextContent('the portal sends no money itself');
    expect(dialog).toHaveTextContent("the plan's months or the unused licence keys are taken back");
    expect(dialog).toHaveTextContent('gets an adjustment invoice');
    expect(noteField()).toBeRequired();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    expect(buttons).toEqual(['Keep the order as it is', 'Record the order as refunded']);
  });

  it('sends the note to the order’s bank refund, and closes once the order is refunded', async () => {
    const sent = serveApi(200, REFUNDED);
    const { onClose, onRefunded } = await renderModal();

    await userEvent.type(noteField(), 'Vietcombank sent it back on 30/11, reference FT2611300042');
    await userEvent.click(screen.getByRole('button', { name: 'Record the order as refunded' }));

    await waitFor(() => expect(onRefunded).toHaveBeenCalledWith(REFUNDED));
    expect(onClose).toHaveBeenCalled();
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/v1/orders/${PAID.id}/bank-refund`,
        body: { note: 'Vietcombank sent it back on 30/11, reference FT2611300042' },
      },
    ]);
  });

  it('asks for the note before sending anything', async () => {
    const sent = serveApi(200, REFUNDED);
    const { onRefunded } = await renderModal();

    await userEvent.type(noteField(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Record the order as refunded' }));

    await waitFor(() => expect(noteField()).toHaveAccessibleDescription(/This field is required\./));
    expect(posts(sent)).toEqual([]);
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it('tells a refusal in the dialog and stays open', async () => {
    serveApi(409, {
      code: 'CONFLICT',
      message: 'Not a bank order.',
      details: { reason: 'NOT_A_BANK_ORDER' },
      requestId: 'req-1',
    });
    const { onClose, onRefunded } = await renderModal();

    await userEvent.type(noteField(), 'Sent back by the bank on 30/11');
    await userEvent.click(screen.getByRole('button', { name: 'Record the order as refunded' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This order is paid by PayPal, not by bank transfer.');
    expect(onRefunded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
