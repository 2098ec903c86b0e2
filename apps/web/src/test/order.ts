import type { Order } from '@oneclick/shared';

/** An order as the API answers it: a customer's open Pro plan for 12 months by PayPal, unless told otherwise. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '0123456789AB',
    kind: 'subscription',
    method: 'paypal',
    status: 'pending',
    currency: 'USD',
    amount: 59_900,
    accountType: 5,
    months: 12,
    quantity: 1,
    customerName: 'Ana Customer',
    customerEmail: 'ana@customer.test',
    language: 'en-US',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-12-20T08:00:00.000Z',
    confirmedAt: null,
    paidAt: null,
    cancelReason: null,
    bankTransfer: null,
    receiptNumber: null,
    buyerCompany: { companyName: null, companyAddress: null, taxCode: null, personalId: null },
    ...overrides,
  };
}
