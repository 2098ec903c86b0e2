import { formatVnd } from '@oneclick/shared';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Order, UnmatchedTransfer } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { DialogActions } from '../../../components/dialog-actions';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { ordersToMatchQuery } from '../api/find-orders-to-match';
import { useMatchBankTransfer } from '../api/match-bank-transfer';
import { TransferAgainstDue, useShortTransferReason } from './transfer-against-due';

interface MatchTransferModalProps {
  transfer: UnmatchedTransfer;
  onMatched: (orderId: string) => void;
  onClose: () => void;
}

/**
 * Pays an order with a transfer that named none: the admin finds the order by its ID or the
 * customer's e-mail, sees what is due beside what came in, and gives a reason to accept less.
 */
export function MatchTransferModal({ transfer, onMatched, onClose }: MatchTransferModalProps) {
  const { t } = useTranslation(['payments', 'validation', 'orders', 'common']);
  const language = useLanguage();
  const feedback = useFeedback();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [chosen, setChosen] = useState<Order | null>(null);
  const reason = useShortTransferReason();
  const match = useMatchBankTransfer();
  const candidates = useQuery(ordersToMatchQuery(searched));
  const short = chosen !== null && transfer.amount < chosen.amount;

  const search = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    setChosen(null);
    setSearched(typed.trim());
  };
  const submit = async () => {
    if (!chosen) return;
    const reasonSent = reason.toSend(short);
    if (reasonSent === null) return;
    await feedback.attempt(async () => {
      await match.mutateAsync({ id: transfer.id, orderId: chosen.id, reason: reasonSent });
      onMatched(chosen.id);
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('unmatched.matchTitle', { amount: formatVnd(transfer.amount, language) })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
    >
      <Stack gap="md">
        <div aria-live="polite">{feedback.element}</div>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('unmatched.content')}: <b>{transfer.content}</b>
        </Text>
        <form onSubmit={search}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('unmatched.search')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={254}
              data-autofocus
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" loading={candidates.isFetching}>
              {t('unmatched.searchButton')}
            </Button>
          </Group>
        </form>
        {candidates.data?.length === 0 && <Text c="dimmed">{t('unmatched.noCandidates')}</Text>}
        {candidates.data && candidates.data.length > 0 && (
          <Radio.Group
            label={t('unmatched.candidates')}
            value={chosen?.id ?? null}
            onChange={(id) => {
              setChosen(candidates.data.find((order) => order.id === id) ?? null);
              reason.resetMissing();
            }}
          >
            <Stack gap="xs" mt="xs">
              {candidates.data.map((order) => (
                <Radio
                  key={order.id}
                  value={order.id}
                  label={
                    <Group gap="xs">
                      <Text ff="monospace">{order.id}</Text>
                      <Text>{formatVnd(order.amount, language)}</Text>
                      <OrderStatusBadge status={order.status} />
                    </Group>
                  }
                  description={`${order.customerEmail} · ${formatDateTime(order.createdAt, language)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {chosen && (
          <Text size="sm" data-testid="match-due">
            {t('unmatched.due', {
              due: formatVnd(chosen.amount, language),
              amount: formatVnd(transfer.amount, language),
            })}
          </Text>
        )}
        {chosen && <TransferAgainstDue amount={transfer.amount} due={chosen.amount} reason={reason} />}
        <DialogActions
          keepLabel={t('unmatched.keepOpen')}
          confirmLabel={t('unmatched.matchConfirm')}
          onKeep={onClose}
          onConfirm={() => void submit()}
          loading={match.isPending}
          disabled={!chosen}
        />
      </Stack>
    </Modal>
  );
}
