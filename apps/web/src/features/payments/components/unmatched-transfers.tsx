import { formatVnd, isOpenOrder, receiptPath } from '@oneclick/shared';
import { Anchor, Button, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { UnmatchedTransfer } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedTable } from '../../../components/paged-table';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { ReasonModal } from '../../../components/reason-modal';
import { formatDateTime } from '../../../lib/format';
import { type TransferState, unmatchedTransfersQuery } from '../api/list-unmatched-transfers';
import { useDismissBankTransfer, useMarkBankTransferRefunded } from '../api/settle-bank-transfer';
import { MatchTransferModal } from './match-transfer-modal';

/** Money that never came into our account, or paid an order already, cannot pay another one. */
function canMatch(transfer: UnmatchedTransfer): boolean {
  return transfer.orderId === null && !['OUTGOING', 'NOT_OUR_ACCOUNT'].includes(transfer.reason);
}

/** An open transfer that paid nothing while the order it names is paid or cancelled: its money may be accounted for. */
function namesDoneOrder(
  transfer: UnmatchedTransfer,
): transfer is UnmatchedTransfer & { namedOrder: NonNullable<UnmatchedTransfer['namedOrder']> } {
  return (
    transfer.settlement === null &&
    transfer.orderId === null &&
    transfer.namedOrder !== null &&
    !isOpenOrder(transfer.namedOrder.status)
  );
}

type Step = { transfer: UnmatchedTransfer; action: 'match' | 'refunded' | 'dismiss' };

/**
 * Bank transfers the notification service reported that paid no order or more than due, with
 * why, for an admin to settle: matched to an order, refunded outside the portal, or dismissed;
 * and those settled, with who, when and how.
 */
export function UnmatchedTransfers() {
  const { t } = useTranslation(['payments', 'orders']);
  const language = useLanguage();
  const [state, setState] = useState<TransferState>('open');
  const [page, setPage] = useState(1);
  const { data } = useQuery(unmatchedTransfersQuery(state, page));
  const feedback = useFeedback();
  const [step, setStep] = useState<Step | null>(null);
  const refunded = useMarkBankTransferRefunded();
  const dismiss = useDismissBankTransfer();
  const amountOf = (transfer: UnmatchedTransfer) => formatVnd(transfer.amount, language);
  const open = (transfer: UnmatchedTransfer, action: Step['action']) => {
    feedback.clear();
    setStep({ transfer, action });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="unmatched-transfers">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('unmatched.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('unmatched.lead')}
        </Text>
        <SegmentedControl
          aria-label={t('unmatched.show')}
          value={state}
          onChange={(value) => {
            setState(value as TransferState);
            setPage(1);
          }}
          data={[
            { value: 'open', label: t('unmatched.open') },
            { value: 'settled', label: t('unmatched.settled') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <div aria-live="polite">{feedback.element}</div>
        <PagedTable
          page={data}
          minWidth={760}
          scrollLabel={t('unmatched.title')}
          data-testid={`unmatched-transfers-${state}`}
          empty={state === 'open' ? t('unmatched.none') : t('unmatched.noneSettled')}
          head={
            <>
              <Table.Th>{t('unmatched.received')}</Table.Th>
              <Table.Th>{t('unmatched.content')}</Table.Th>
              <Table.Th>{t('unmatched.amount')}</Table.Th>
              <Table.Th>{t('unmatched.reason')}</Table.Th>
              <Table.Th>{state === 'open' ? t('unmatched.actions') : t('unmatched.settledHow')}</Table.Th>
            </>
          }
          row={(transfer) => (
            <Table.Tr key={transfer.id} data-testid={`transfer-${transfer.id}`}>
              <Table.Td>
                {formatDateTime(transfer.receivedAt, language)}
                <Text size="xs" c="dimmed">
                  {transfer.gateway} · {transfer.accountNumber}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('unmatched.content')} data-wide style={{ overflowWrap: 'anywhere' }}>
                {transfer.content}
              </Table.Td>
              <Table.Td data-label={t('unmatched.amount')} style={{ whiteSpace: 'nowrap' }}>
                {amountOf(transfer)}
              </Table.Td>
              <Table.Td data-label={t('unmatched.reason')} data-wide>
                {t(`unmatched.reasons.${transfer.reason}`, {
                  defaultValue: transfer.reason,
                  orderId: transfer.orderId ?? '',
                  excess: formatVnd(transfer.excess ?? 0, language),
                })}
                {namesDoneOrder(transfer) && (
                  <Text size="sm" c="orange.9" fw={600} mt={4} data-testid="transfer-names-done-order">
                    {t('unmatched.namedOrderDone', {
                      orderId: transfer.namedOrder.id,
                      status: t(`orders:orderStatuses.${transfer.namedOrder.status}`),
                    })}{' '}
                    <Anchor component={Link} to={receiptPath(transfer.namedOrder.id)}>
                      {t('unmatched.openOrder', { orderId: transfer.namedOrder.id })}
                    </Anchor>
                  </Text>
                )}
              </Table.Td>
              {transfer.settlement ? (
                <Table.Td data-label={t('unmatched.settledHow')} data-wide>
                  <Text size="sm" fw={600}>
                    {t(`unmatched.settlements.${transfer.settlement.action}`, {
                      orderId: transfer.orderId ?? '',
                    })}
                  </Text>
                  {transfer.settlement.note && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {transfer.settlement.note}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('unmatched.settledBy', {
                      by: transfer.settlement.by ?? '—',
                      at: formatDateTime(transfer.settlement.at, language),
                    })}
                  </Text>
                </Table.Td>
              ) : (
                <Table.Td>
                  <Stack gap={4} align="stretch">
                    {canMatch(transfer) && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => open(transfer, 'match')}
                        aria-label={`${t('unmatched.match')}: ${amountOf(transfer)}, ${transfer.content}`}
                      >
                        {t('unmatched.match')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => open(transfer, 'refunded')}
                      aria-label={`${t('unmatched.markRefunded')}: ${amountOf(transfer)}, ${transfer.content}`}
                    >
                      {t('unmatched.markRefunded')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => open(transfer, 'dismiss')}
                      aria-label={`${t('unmatched.dismiss')}: ${amountOf(transfer)}, ${transfer.content}`}
                    >
                      {t('unmatched.dismiss')}
                    </Button>
                  </Stack>
                </Table.Td>
              )}
            </Table.Tr>
          )}
          onPageChange={setPage}
          pagesLabel={t('unmatched.title')}
        />
      </Stack>
      {step?.action === 'match' && (
        <MatchTransferModal
          transfer={step.transfer}
          onMatched={(orderId) => feedback.notify(t('unmatched.matched', { orderId }))}
          onClose={() => setStep(null)}
        />
      )}
      {step?.action === 'refunded' && (
        <ReasonModal
          title={t('unmatched.refundTitle', { amount: amountOf(step.transfer) })}
          text={t('unmatched.refundText')}
          label={t('unmatched.refundNote')}
          keepLabel={t('unmatched.keepOpen')}
          confirmLabel={t('unmatched.refundConfirm')}
          maxLength={500}
          onSubmit={async (note) => {
            await refunded.mutateAsync({ id: step.transfer.id, note });
            feedback.notify(t('unmatched.refundedDone'));
          }}
          onClose={() => setStep(null)}
        />
      )}
      {step?.action === 'dismiss' && (
        <ReasonModal
          title={t('unmatched.dismissTitle', { amount: amountOf(step.transfer) })}
          label={t('unmatched.dismissReason')}
          keepLabel={t('unmatched.keepOpen')}
          confirmLabel={t('unmatched.dismissConfirm')}
          maxLength={500}
          onSubmit={async (reason) => {
            await dismiss.mutateAsync({ id: step.transfer.id, reason });
            feedback.notify(t('unmatched.dismissedDone'));
          }}
          onClose={() => setStep(null)}
        />
      )}
    </Paper>
  );
}
