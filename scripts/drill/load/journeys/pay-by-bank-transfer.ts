/**
 * A buyer orders Pro by bank transfer, sometimes says they paid, and the bank-notification service
 * (SePay) reports the transfer. Paid when a notice naming the order for its amount is answered 2xx.
 * Some notices come twice, at once or one after the other, as a bank retries: the order must be
 * paid once. One that got no answer is sent again once, a second later.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@oneclick/shared';
import { type Answer, broke, jsonOf } from '../http.js';
import { apiUrl, buyerWhoMayOrder, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

interface BankOrder {
  id: string;
  amount: number;
  bankTransfer: { accountNumber: string; content: string } | null;
}

/** SePay's transfer ids are numbers; this run's start in ms, times 1000, keeps them apart from another run's. */
const firstTransferId = Date.now() * 1000;
let transfers = 0;

function notice(order: BankOrder, transfer: { accountNumber: string; content: string }) {
  const id = firstTransferId + transfers++;
  return {
    id,
    gateway: 'ACB',
    transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
    accountNumber: transfer.accountNumber,
    code: null,
    content: `IBFT ${transfer.content} CHUYEN TIEN`,
    transferType: 'in',
    transferAmount: order.amount,
    accumulated: 0,
    subAccount: null,
    referenceCode: `FT${id}`,
    description: '',
  };
}

export async function payByBankTransfer(shop: Shop, { client }: VirtualUser): Promise<Outcome> {
  const buyer = buyerWhoMayOrder(shop);
  if (!buyer) return 'skipped';
  const { cookie } = buyer;
  const order = jsonOf<BankOrder>(
    await client.post(
      'order.bank',
      apiUrl(shop, routes.orders.createOrder),
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    ),
  );
  if (!order?.bankTransfer) return 'failed';
  if (Math.random() < 0.5) {
    const confirm = apiUrl(shop, routes.payments.confirmTransfer, { id: order.id });
    if (broke(await client.post('order.confirm', confirm, undefined, { cookie }))) return 'failed';
  }
  const body = notice(order, order.bankTransfer);
  const webhook = apiUrl(shop, routes.payments.receiveBankTransfer);
  const send = (kind: string) =>
    shop.bank.send(
      kind,
      webhook,
      'POST',
      { 'content-type': 'application/json', authorization: `Apikey ${shop.settings.bankWebhookKey}` },
      JSON.stringify(body),
    );
  const twice = Math.random();
  const answers: Answer[] =
    twice < 0.125
      ? await Promise.all([send('bank.webhook'), send('bank.webhook.again')])
      : [await send('bank.webhook')];
  if (twice >= 0.125 && twice < 0.25) answers.push(await send('bank.webhook.again'));
  if (answers.every(broke)) {
    await sleep(1000);
    answers.push(await send('bank.webhook.again'));
  }
  if (answers.some((answer) => jsonOf(answer))) shop.recorder.acknowledged.bankOrders.push(order.id);
  return answers.every(broke) ? 'failed' : 'done';
}
