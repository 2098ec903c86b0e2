import { Modal, Radio, Stack, Text } from '@mantine/core';
import { formatMoney, formatVnd, type Order, type UnmatchedTransfer } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { transfersNamingOrderQuery } from '../api/list-transfers-naming-order';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { TransferAgainstDue, useShortTransferReason } from './transfer-against-due';

const OTHERWISE = 'otherwise';

interface MarkPaidModalProps {
  order: Order;
  onPaid: (order: Order) => void;
  onClose: () => void;
}

/**
 * Marking an order paid by hand: the open transfers naming it (or another of its buyer's) are
 * offered, the one naming this order chosen first, so the money that paid it is settled against
 * it at the same time and never left open for someone to refund or match again. A transfer short
 * of the amount due needs a reason, as matching it would.
 */
export function MarkPaidModal({ order, onPaid, onClose }: MarkPaidModalProps) {
  const { t } = useTranslation(['payments', 'orders', 'common']);
  const language = useLanguage();
  const feedback = useFeedback();
  const markPaid = useMarkOrderPaid();
  const transfers = useQuery(transfersNamingOrderQuery(order.id));
  const [picked, setPicked] = useState<string | null>(null);
  const reason = useShortTransferReason();
  const offered = transfers.data ?? [];
  const chosenId = picked ?? offered.find((transfer) => transfer.namedOrder?.id === order.id)?.id ?? OTHERWISE;
  const chosen = offered.find((transfer) => transfer.id === chosenId) ?? null;
  const short = chosen !== null && chosen.amount < order.amount;

  // What came in and when; a transfer naming another of the buyer's orders says which.
  const transferLabel = (transfer: UnmatchedTransfer) => {
    const line = t('orders:orders.transferLine', {
      amount: formatVnd(transfer.amount, language),
      at: formatDateTime(transfer.receivedAt, language),
    });
    const named = transfer.namedOrder;
    return named && named.id !== order.id
      ? `${line} · ${t('orders:orders.namesOtherOrder', { orderId: named.id })}`
      : line;
  };

  const submit = async () => {
    const reasonSent = reason.toSend(short);
    if (reasonSent === null) return;
    await feedback.attempt(async () => {
      const paid = await markPaid.mutateAsync(
        chosen ? { id: order.id, transferId: chosen.id, reason: reasonSent } : { id: order.id },
      );
      onPaid(paid);
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('orders:orders.markPaidTitle', { orderId: order.id })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <div aria-live="polite">{feedback.element}</div>
        <Text>
          {t(order.kind === 'keys' ? 'orders.markPaidKeysText' : 'orders.markPaidText', {
            amount: formatMoney(order.amount, order.currency, language),
          })}
        </Text>
        {offered.length > 0 && (
          <Radio.Group
            label={t('orders:orders.paidBy')}
            value={chosenId}
            onChange={(id) => {
              setPicked(id);
              reason.resetMissing();
            }}
            data-testid="mark-paid-transfers"
          >
            <Stack gap="xs" mt="xs">
              {offered.map((transfer) => (
                <Radio
                  key={transfer.id}
                  value={transfer.id}
                  label={transferLabel(transfer)}
                  description={transfer.content}
                  styles={{ description: { overflowWrap: 'anywhere' } }}
                />
              ))}
              <Radio value={OTHERWISE} label={t('orders:orders.paidOtherwise')} />
            </Stack>
          </Radio.Group>
        )}
        {chosen && <TransferAgainstDue amount={chosen.amount} due={order.amount} reason={reason} />}
        <DialogActions
          keepLabel={t('orders:orders.markPaidKeep')}
          confirmLabel={t('orders:orders.markPaidConfirm')}
          onKeep={onClose}
          onConfirm={() => void submit()}
          loading={markPaid.isPending}
        />
      </Stack>
    </Modal>
  );
}
