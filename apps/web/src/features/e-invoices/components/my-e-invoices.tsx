import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyEInvoice } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { ProfileCard } from '../../../components/profile-card';
import { useFeedback } from '../../../components/use-feedback';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useTranslation } from '../../../i18n/use-translation';
import { myEInvoicesQuery } from '../api/list-my-e-invoices';
import { EInvoiceFileLinks } from './e-invoice-file-links';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';

/**
 * The profile's e-invoices: each of the buyer's legal e-invoices with its number, its look-up code
 * at the provider and, once issued, its PDF and XML. Nothing at all while there is none, as on a
 * portal without e-invoices; its messages load only when there is something to show.
 */
export function MyEInvoices() {
  const { data } = useQuery(myEInvoicesQuery());
  if (!data?.length) return null;
  return (
    <Suspense fallback={null}>
      <MyEInvoicesCard invoices={data} />
    </Suspense>
  );
}

function MyEInvoicesCard({ invoices }: { invoices: MyEInvoice[] }) {
  const { t } = useTranslation(['e-invoices', 'common']);
  const businessDate = useBusinessDate();
  const titleId = useId();
  const feedback = useFeedback();
  return (
    <ProfileCard titleId={titleId} testId="my-e-invoices">
      <Title order={2} size="h3" id={titleId} mb="md">
        {t('mine.title')}
      </Title>
      <div aria-live="polite">{feedback.element}</div>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {invoices.map((invoice) => (
          <Paper
            component="li"
            key={invoice.id}
            withBorder
            radius="md"
            p="sm"
            data-testid={`my-e-invoice-${invoice.id}`}
          >
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={600}>{t(`kinds.${invoice.kind}`)}</Text>
              <EInvoiceStatusBadge status={invoice.status}>{t(`mine.statuses.${invoice.status}`)}</EInvoiceStatusBadge>
            </Group>
            <Group gap="md" style={{ rowGap: 0 }}>
              <Text size="sm" c="dimmed">
                {t('mine.order')}{' '}
                <Text span ff="monospace">
                  {invoice.orderId}
                </Text>
              </Text>
              {invoice.issuedAt && (
                <Text size="sm" c="dimmed">
                  {t('mine.issuedAt', { date: businessDate(invoice.issuedAt) })}
                </Text>
              )}
            </Group>
            {invoice.invoiceNo && (
              <Group gap="md" style={{ rowGap: 0 }}>
                <Text size="sm">
                  {t('mine.invoiceNo')}:{' '}
                  <Text span fw={600}>
                    {invoice.invoiceNo}
                  </Text>
                </Text>
                {invoice.lookupCode && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('mine.lookupCode')}:{' '}
                    <Text span ff="monospace">
                      {invoice.lookupCode}
                    </Text>
                  </Text>
                )}
              </Group>
            )}
            {invoice.status === 'issued' && (
              <Group mt="xs">
                <EInvoiceFileLinks
                  invoice={invoice}
                  label={(type) => t('mine.file', { type, invoiceNo: invoice.invoiceNo ?? invoice.orderId })}
                  onError={feedback.fail}
                />
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    </ProfileCard>
  );
}
