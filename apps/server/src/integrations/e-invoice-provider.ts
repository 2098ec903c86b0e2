import type { EInvoiceFileType, EInvoiceKind, EInvoiceVat } from '@oneclick/shared';

/** Money on an invoice, in the currency's major unit: whole dong, or dollars to the cent. */
export type Amount = number;

export interface EInvoiceLine {
  name: string;
  unit: string;
  quantity: number;
  unitPrice: Amount;
  amountWithoutTax: Amount;
  taxAmount: Amount;
}

/** The invoice a correction refers to, as its provider issued it. */
export interface IssuedReference {
  invoiceNo: string;
  templateCode: string;
  series: string;
  issuedAt: string;
  providerInvoiceId: string | null;
}

/**
 * An invoice as the portal means it, in no provider's shapes (decision 037): each adapter turns
 * it into its provider's request. Stored as built at the first send and sent the same at every
 * retry.
 */
export interface EInvoiceDocument {
  /** Made and stored before the first send; the provider keeps one invoice per id. */
  transactionUuid: string;
  kind: EInvoiceKind;
  templateCode: string;
  series: string;
  issuedAt: string;
  currency: 'VND' | 'USD';
  /** Dong per unit of `currency` on the day it was paid: 1 for VND. */
  exchangeRate: number;
  paymentMethod: 'bank_transfer' | 'paypal';
  seller: { legalName: string; taxCode: string; address: string | null };
  buyer: {
    /** The person who bought: the invoice's buyer name. */
    name: string;
    email: string;
    /** A company buyer's legal name, address and tax code, from the order's receipt. */
    legalName: string | null;
    address: string | null;
    taxCode: string | null;
    /** An individual's 12-digit personal identification number, when they gave one. */
    personalId: string | null;
  };
  vat: EInvoiceVat;
  lines: EInvoiceLine[];
  totals: { withoutTax: Amount; tax: Amount; withTax: Amount };
  /** What a correction corrects: the original, the kind of adjustment, and the agreement with the buyer. */
  correction: {
    original: IssuedReference;
    adjusts: 'money' | 'information' | null;
    /** A money adjustment that lowers the amounts (a refund) rather than raising them. */
    decrease: boolean;
    agreement: { reference: string; date: string } | null;
  } | null;
}

/** What the provider answered for an issued invoice. */
export interface IssuedEInvoice {
  invoiceNo: string;
  /** The code the buyer looks the invoice up with at the provider. */
  lookupCode: string | null;
  providerInvoiceId: string | null;
}

/** An invoice's file as the provider makes it: its XML may come packed with its stylesheet. */
export interface EInvoiceFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** The provider refused the invoice itself: sending it again the same will not help. */
export class EInvoiceRefused extends Error {
  override name = 'EInvoiceRefused';

  /** `code`: the provider's own name for the refusal, when it gave one. */
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The provider could not be reached or did not answer sense: the invoice is tried again later. */
export class EInvoiceUnavailable extends Error {
  override name = 'EInvoiceUnavailable';
}

/**
 * A certified e-invoice provider (Viettel SInvoice today, `viettel-sinvoice.ts`). Every call
 * throws `EInvoiceRefused` or `EInvoiceUnavailable`, with the provider's words as the message.
 */
export interface EInvoiceProvider {
  /** Issues the invoice, or answers the one already issued for its `transactionUuid`. */
  issue(document: EInvoiceDocument): Promise<IssuedEInvoice>;
  /** The invoice issued for `transactionUuid`, or null when the provider has none. */
  find(transactionUuid: string): Promise<IssuedEInvoice | null>;
  /** The invoice's file, or null when the provider has not made it yet (try again in a moment). */
  file(
    invoice: { invoiceNo: string; templateCode: string; transactionUuid: string },
    type: EInvoiceFileType,
  ): Promise<EInvoiceFile | null>;
}
