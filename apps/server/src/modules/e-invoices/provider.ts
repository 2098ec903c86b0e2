import type { Config } from '../../config.js';
import type { EInvoiceProvider } from '../../integrations/e-invoice-provider.js';
import { viettelSinvoice } from '../../integrations/viettel-sinvoice.js';

/** The seller's provider as the settings name it (the stand-in speaks SInvoice's API too); null when e-invoices are off. */
export function eInvoiceProviderOf(config: Config): EInvoiceProvider | null {
  if (!config.eInvoices) return null;
  return viettelSinvoice(config.eInvoices, config.site.seller.taxCode!);
}
