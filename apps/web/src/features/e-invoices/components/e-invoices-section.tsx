import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  E_INVOICE_STATUSES,
  type EInvoice,
  type EInvoiceListQuery,
  type EInvoiceStatus,
  formatMoney,
  type Language,
} from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListSearch } from '../../../components/list-search';
import { PagedTable } from '../../../components/paged-table';
import { useFeedback } from '../../../components/use-feedback';
import type { QualifiedTFunction } from '../../../i18n/translation-keys';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCalendarDate } from '../../../lib/format';
import { eInvoicesQuery } from '../api/list-e-invoices';
import { useRetryEInvoice } from '../api/retry-e-invoice';
import { CodesInText } from './codes-in-text';
import { CorrectEInvoiceModal } from './correct-e-invoice-modal';
import { EInvoiceFileLinks } from './e-invoice-file-links';
import { EInvoiceStatusBadge } from './e-invoice-status-badge';
import { ExchangeRatesPanel } from './exchange-rates-panel';

/** The longest search the API takes (eInvoiceListQuerySchema). */
const SEARCH_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why an invoice is not issued yet, in words: the day whose rate it waits for, the invoice it
 * corrects not issued yet, the provider out of reach or its refusal.
 */
export function problemText(t: QualifiedTFunction, invoice: EInvoice, language: Language): string | null {
  const detail = invoice.problemDetail ?? '';
  switch (invoice.problem) {
    case 'NO_EXCHANGE_RATE':
      return t('e-invoices:problems.NO_EXCHANGE_RATE', {
        day: DAY.test(detail) ? formatCalendarDate(detail, language) : detail,
      });
    case 'WAITS_FOR_ORIGINAL':
      return t('e-invoices:problems.WAITS_FOR_ORIGINAL');
    case 'PROVIDER_UNAVAILABLE':
      return t('e-invoices:problems.PROVIDER_UNAVAILABLE', { count: invoice.attempts });
    case 'PROVIDER_REFUSED':
      return t('e-invoices:problems.PROVIDER_REFUSED', { detail });
    default:
      return null;
  }
}

/** An amount in its order's currency, as the house writes money. */
function amountOf(invoice: EInvoice, language: Language): string {
  const { amount, currency } = invoice;
  return currency === 'USD' || currency === 'VND' ? formatMoney(amount, currency, language) : `${amount} ${currency}`;
}

/**
 * The dashboard's E-invoices (admins): the exchange rates USD orders' invoices need on top, then
 * every legal e-invoice, newest first, by status and by order, buyer, tax code or number; an
 * issued one's PDF and XML and its correction (a replacement or an adjustment of the buyer's
 * details), a refused one sent again once its cause is corrected.
 */
export function EInvoicesSection() {
  const { t } = useTranslation(['e-invoices', 'common']);
  const language = useLanguage();
  const businessDate = useBusinessDate();
  const [query, setQuery] = useState<EInvoiceListQuery>({ page: 1 });
  const { data } = useQuery(eInvoicesQuery(query));
  const retry = useRetryEInvoice();
  const feedback = useFeedback();
  const [correcting, setCorrecting] = useState<EInvoice | null>(null);
  const filter = (change: Partial<EInvoiceListQuery>) => setQuery({ ...query, ...change, page: 1 });
  const retryOne = (invoice: EInvoice) => {
    feedback.clear();
    retry.mutate(invoice.id, {
      onSuccess: () => feedback.notify(t('section.retried', { orderId: invoice.orderId })),
      onError: feedback.fail,
    });
  };

  return (
    <Stack gap="lg">
      <ExchangeRatesPanel />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('section.lead')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 280px' }}>
            <ListSearch
              label={t('section.search')}
              description={t('section.searchHint')}
              problem={(text) => (text.length > SEARCH_MAX ? 'TOO_LONG' : null)}
              onSearch={(search) => filter({ search })}
              testId="e-invoices-search"
            />
          </div>
          <NativeSelect
            label={t('section.status')}
            value={query.status ?? ''}
            onChange={(event) => filter({ status: (event.currentTarget.value || undefined) as EInvoiceStatus })}
            data={[
              { value: '', label: t('section.all') },
              ...E_INVOICE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            ]}
            data-testid="e-invoices-status"
          />
        </Group>
        <div aria-live="polite">{feedback.element}</div>
        {/* Codes, dates, amounts and kinds stay on one line, the buyer and a status's reason keep a
            readable width: at 1280 px every column fits in each language, and narrower the table scrolls. */}
        <PagedTable
          page={data}
          minWidth={1060}
          data-testid="e-invoices-table"
          total={{ text: (count) => t('section.total', { count }), testId: 'e-invoices-total' }}
          empty={t('section.none')}
          head={
            <>
              <Table.Th>{t('section.order')}</Table.Th>
              <Table.Th>{t('section.created')}</Table.Th>
              <Table.Th>{t('section.buyer')}</Table.Th>
              <Table.Th>{t('section.amount')}</Table.Th>
              <Table.Th>{t('section.kind')}</Table.Th>
              <Table.Th>{t('section.status')}</Table.Th>
              <Table.Th>{t('section.invoice')}</Table.Th>
              <Table.Th aria-label={t('section.actions')} />
            </>
          }
          row={(invoice) => {
            const problem = invoice.status === 'issued' ? null : problemText(t, invoice, language);
            return (
              <Table.Tr key={invoice.id} data-testid={`e-invoice-${invoice.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* The size of the other cells; a card's title (below sm) keeps the card's larger one. */}
                  <Text ff="monospace" fz={{ base: 'md', sm: 'sm' }}>
                    {invoice.orderId}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('section.created')} style={{ whiteSpace: 'nowrap' }}>
                  {businessDate(invoice.createdAt)}
                </Table.Td>
                <Table.Td data-label={t('section.buyer')} data-wide style={{ minWidth: '9rem' }}>
                  {invoice.buyer.name}
                  {invoice.buyer.legalName && (
                    <Text size="xs" c="dimmed">
                      {invoice.buyer.legalName}
                    </Text>
                  )}
                  {invoice.buyer.taxCode && (
                    <Text size="xs" c="dimmed">
                      <CodesInText
                        text={t('section.taxCode', { taxCode: invoice.buyer.taxCode })}
                        codes={[invoice.buyer.taxCode]}
                      />
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t('section.amount')} style={{ whiteSpace: 'nowrap' }}>
                  {amountOf(invoice, language)}
                </Table.Td>
                <Table.Td data-label={t('section.kind')} style={{ whiteSpace: 'nowrap' }}>
                  {t(`kinds.${invoice.kind}`)}
                </Table.Td>
                <Table.Td
                  data-label={t('section.status')}
                  data-wide={problem ? true : undefined}
                  style={{ minWidth: problem ? '10rem' : undefined }}
                >
                  <EInvoiceStatusBadge status={invoice.status}>{t(`statuses.${invoice.status}`)}</EInvoiceStatusBadge>
                  {problem && (
                    <Text
                      size="xs"
                      c={invoice.status === 'failed' ? 'red.8' : 'dimmed'}
                      mt={4}
                      style={{ overflowWrap: 'anywhere' }}
                      data-testid="e-invoice-problem"
                    >
                      {/* The provider's words wrap anywhere; its codes (and any number) stay whole. */}
                      <CodesInText text={problem} />
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t('section.invoice')}>
                  {invoice.invoiceNo ? (
                    <>
                      <Text size="sm">
                        <CodesInText
                          text={t('section.invoiceNo', { invoiceNo: invoice.invoiceNo })}
                          codes={[invoice.invoiceNo]}
                        />
                      </Text>
                      {invoice.lookupCode && (
                        <Text size="xs" c="dimmed">
                          <CodesInText
                            text={t('section.lookupCode', { lookupCode: invoice.lookupCode })}
                            codes={[invoice.lookupCode]}
                          />
                        </Text>
                      )}
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {invoice.status === 'issued' && (
                    <Group gap="sm" wrap="wrap" style={{ rowGap: 6 }}>
                      <EInvoiceFileLinks
                        invoice={invoice}
                        label={(type) => t('section.file', { type, orderId: invoice.orderId })}
                        onError={feedback.fail}
                      />
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          feedback.clear();
                          setCorrecting(invoice);
                        }}
                        aria-label={`${t('section.correct')}: ${invoice.orderId}`}
                        data-testid="e-invoice-correct"
                      >
                        {t('section.correct')}
                      </Button>
                    </Group>
                  )}
                  {invoice.status === 'failed' && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => retryOne(invoice)}
                      loading={retry.isPending && retry.variables === invoice.id}
                      aria-label={`${t('section.retry')}: ${invoice.orderId}`}
                      data-testid="e-invoice-retry"
                    >
                      {t('section.retry')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          }}
          onPageChange={(page) => setQuery({ ...query, page })}
          pagesLabel={t('section.invoice')}
        />
      </Stack>
      {correcting && (
        <CorrectEInvoiceModal
          invoice={correcting}
          onClose={() => setCorrecting(null)}
          onCorrected={() => feedback.notify(t('section.corrected', { orderId: correcting.orderId }))}
        />
      )}
    </Stack>
  );
}
