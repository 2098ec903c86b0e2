import { Anchor, Group } from '@mantine/core';
import { E_INVOICE_FILE_TYPES, type EInvoiceFileType } from '@oneclick/shared';
import { type MouseEvent, useState } from 'react';
import { downloadEInvoiceFile, eInvoiceFileUrl } from '../api/get-e-invoice-file';

interface EInvoiceFileLinksProps {
  invoice: { id: string; invoiceNo: string | null };
  /** Names a link for a screen reader: which file of which invoice. */
  label: (type: string) => string;
  /** A refusal (the provider's file not made yet), for the screen to tell. */
  onError: (error: unknown) => void;
}

/**
 * An issued invoice's PDF and XML, as links to the API's file. A plain click downloads it here,
 * so a refusal is told in the reader's language rather than as the API's answer in a new page;
 * a click that opens a tab or a window goes to the address as it is.
 */
export function EInvoiceFileLinks({ invoice, label, onError }: EInvoiceFileLinksProps) {
  const [loading, setLoading] = useState<EInvoiceFileType | null>(null);
  const download = (event: MouseEvent, type: EInvoiceFileType) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(type);
    downloadEInvoiceFile(invoice.id, type, invoice.invoiceNo)
      .catch(onError)
      .finally(() => setLoading(null));
  };
  return (
    <Group gap="sm" wrap="nowrap">
      {E_INVOICE_FILE_TYPES.map((type) => (
        <Anchor
          key={type}
          href={eInvoiceFileUrl(invoice.id, type)}
          onClick={(event) => download(event, type)}
          aria-label={label(type.toUpperCase())}
          aria-busy={loading === type}
          size="sm"
          fw={600}
          data-testid={`e-invoice-${type}`}
        >
          {type.toUpperCase()}
        </Anchor>
      ))}
    </Group>
  );
}
