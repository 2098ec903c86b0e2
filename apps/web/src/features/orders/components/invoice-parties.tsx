import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompanyDetails, Order } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';

/** The seller's name when SELLER_LEGAL_NAME is not configured. */
const DEFAULT_SELLER = 'OneClick';

function Party({
  title,
  lines,
  taxCode,
  personalId = null,
  testId,
}: {
  title: string;
  lines: (string | null)[];
  taxCode: string | null;
  /** An individual buyer's personal identification number, as their e-invoice names them. */
  personalId?: string | null;
  testId: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        {title}
      </Text>
      {lines.filter(Boolean).map((line, index) => (
        <Text key={index} fw={index === 0 ? 600 : undefined}>
          {line}
        </Text>
      ))}
      {taxCode && <Text data-testid={`${testId}-tax-code`}>{t('parties.taxCode', { taxCode })}</Text>}
      {personalId && <Text data-testid={`${testId}-personal-id`}>{t('parties.personalId', { personalId })}</Text>}
    </Stack>
  );
}

/**
 * Who sells and who buys, as a receipt a company can book names them: the seller from the
 * server's configuration, the buyer's company as it was when the order was paid (or, while it
 * is open, as the buyer's profile has it now), and the receipt number once there is one.
 */
export function InvoiceParties({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const seller = useSiteConfig()?.seller;
  const { user } = useAuth();
  const company: CompanyDetails =
    order.paidAt || !user || user.email !== order.customerEmail ? order.buyerCompany : user.company;
  return (
    <Stack gap="sm" mt="md" data-testid="invoice-parties">
      {order.receiptNumber && (
        <Text data-testid="receipt-number">
          <Text span c="dimmed">
            {t('parties.receiptNumber')}:
          </Text>{' '}
          <Text span fw={700}>
            {order.receiptNumber}
          </Text>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Party
          title={t('parties.seller')}
          lines={[seller?.legalName ?? DEFAULT_SELLER, seller?.address ?? null]}
          taxCode={seller?.taxCode ?? null}
          testId="seller"
        />
        <Party
          title={t('parties.buyer')}
          lines={[company.companyName ?? order.customerName, company.companyAddress]}
          taxCode={company.taxCode}
          personalId={company.personalId}
          testId="buyer"
        />
      </SimpleGrid>
    </Stack>
  );
}
