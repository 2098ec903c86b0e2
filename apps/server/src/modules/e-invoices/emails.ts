import { dashboardPath, type EInvoiceKind, fill, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../../mail/email-template.js';
import { url } from '../../mail/template-parts.js';

/** Why an invoice stopped and an admin is told: no rate for its day yet, or the provider refused it. */
export type EInvoiceAttention = 'NO_EXCHANGE_RATE' | 'PROVIDER_REFUSED';

/** The legal e-invoices: the buyer's once issued, the admins' when one cannot go on by itself. */
export const eInvoicesEmails = {
  /**
   * An invoice (or its correction) is issued: its number, the provider's look-up code, its PDF
   * when attached, and where to get it.
   */
  eInvoiceIssued: emailTemplate('eInvoiceIssued', {
    render(
      values: {
        orderId: string;
        invoiceNo: string;
        lookupCode: string | null;
        kind: EInvoiceKind;
        pdfAttached: boolean;
      },
      context,
      m,
    ) {
      const t = m.eInvoiceIssued;
      const fields = { orderId: values.orderId, invoiceNo: values.invoiceNo, lookupCode: values.lookupCode ?? '' };
      return {
        subject: fill(t.subject[values.kind], fields),
        body: [
          fill(t.intro[values.kind], fields),
          '',
          fill(t.number, fields),
          ...(values.lookupCode ? [fill(t.lookupCode, fields)] : []),
          '',
          ...(values.pdfAttached ? [t.attached] : []),
          fill(t.download, { url: url(context, WEB_PATHS.profile) }),
        ],
        action: { label: 'profile', url: url(context, WEB_PATHS.profile) },
      };
    },
    sample: {
      orderId: 'ORDER12345',
      invoiceNo: 'C26TAA42',
      lookupCode: 'PU3ZQOPMTC9VM4L',
      kind: 'original',
      pdfAttached: true,
    },
  }),
  /** An invoice waits for the admins: the day's exchange rate to be set, or a refusal to be looked at. */
  eInvoiceAttention: emailTemplate('eInvoiceAttention', {
    render(values: { orderId: string; problem: EInvoiceAttention; detail: string }, context, m) {
      const t = m.eInvoiceAttention;
      const fields = { orderId: values.orderId, detail: values.detail };
      const section = url(context, dashboardPath('e-invoices'));
      return {
        subject: fill(t.subject, fields),
        body: [fill(t[values.problem], fields), '', fill(t.review, { url: section })],
        action: { label: 'review', url: section },
      };
    },
    sample: { orderId: 'ORDER12345', problem: 'NO_EXCHANGE_RATE', detail: '2026-11-29' },
  }),
};
