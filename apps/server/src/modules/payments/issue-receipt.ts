import { formatReceiptNumber, receiptYear, type RoleCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { type OrderRow, receiptCounters, users } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../service-core/unit-of-work.js';
import type { PaypalPayer } from '../../integrations/paypal-client.js';
import { customerOf, priceOf } from '../../domain/orders.js';
import { paymentsEmails } from './emails.js';

/** What a paid order keeps of its receipt: when, its number and the buyer's company then. */
export interface IssuedReceipt {
  paidAt: Date;
  receiptNumber: string;
  buyerCompanyName: string | null;
  buyerCompanyAddress: string | null;
  buyerTaxCode: string | null;
  buyerPersonalId: string | null;
  /** An anonymous donor's name and e-mail as PayPal knows them, when the order had none. */
  customerName?: string;
  customerEmail?: string;
}

function fromPayer(
  order: OrderRow,
  payer: PaypalPayer | undefined,
): Pick<IssuedReceipt, 'customerName' | 'customerEmail'> {
  const email = payer?.email_address?.trim().toLowerCase();
  if (order.customerEmail || !email) return {};
  const name = [payer?.name?.given_name, payer?.name?.surname].filter(Boolean).join(' ');
  return { customerEmail: email, customerName: order.customerName || name };
}

/**
 * The next receipt number of the year the order is paid in (business time zone), taken from
 * the year's counter row in the paying transaction: the row's lock makes payments at once
 * wait for each other, and a rollback gives the number back, so numbers neither repeat nor
 * skip. The buyer's company is copied from the profile as it is now.
 */
export async function issueReceipt(
  { tx }: UnitOfWork,
  config: Config,
  order: OrderRow,
  payer?: PaypalPayer,
): Promise<IssuedReceipt> {
  const paidAt = new Date();
  const year = receiptYear(paidAt, config.businessTimeZone);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  const [buyer] = order.userId
    ? await tx
        .select({
          name: users.companyName,
          address: users.companyAddress,
          taxCode: users.taxCode,
          personalId: users.personalId,
        })
        .from(users)
        .where(eq(users.id, order.userId))
    : [];
  return {
    paidAt,
    receiptNumber: formatReceiptNumber(year, counter!.lastNumber),
    buyerCompanyName: buyer?.name ?? null,
    buyerCompanyAddress: buyer?.address ?? null,
    buyerTaxCode: buyer?.taxCode ?? null,
    buyerPersonalId: buyer?.personalId ?? null,
    ...fromPayer(order, payer),
  };
}

/**
 * The buyer's receipt e-mail, in the language they ordered in. An anonymous donor hears at the
 * address PayPal gave, without a link (the receipt page is for signed-in buyers).
 */
export async function sendReceipt({ mail }: UnitOfWork, paid: OrderRow): Promise<void> {
  if (!paid.customerEmail) return;
  await mail(paymentsEmails.receipt, customerOf(paid), {
    receiptNumber: paid.receiptNumber!,
    orderId: paid.id,
    paidAt: paid.paidAt!,
    price: priceOf(paid),
    item: {
      kind: paid.kind as 'subscription' | 'keys' | 'donation',
      role: paid.accountType as RoleCode | null,
      months: paid.months,
      quantity: paid.quantity,
    },
    buyer: {
      name: paid.buyerCompanyName ?? paid.customerName,
      address: paid.buyerCompanyAddress,
      taxCode: paid.buyerTaxCode,
    },
    receiptOrderId: paid.userId ? paid.id : null,
  });
}
