import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney, type Order, recordBankRefundRequestSchema } from '@oneclick/shared';
import { DialogActions } from '../../../components/dialog-actions';
import { useApiForm } from '../../../components/use-api-form';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecordBankRefund } from '../api/record-bank-refund';

interface RecordBankRefundModalProps {
  /** A paid (or fulfilled) order paid by bank transfer. */
  order: Order;
  /** The order as the server answered it, now refunded. */
  onRefunded: (order: Order) => void;
  onClose: () => void;
}

/**
 * Recording that the bank sent a paid bank-transfer order's money back: the portal moves no
 * money, it only takes back what the order gave (the plan's months, the unused keys) and adjusts
 * its e-invoice. The note says when and how the money went back, for the record.
 */
export function RecordBankRefundModal({ order, onRefunded, onClose }: RecordBankRefundModalProps) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const feedback = useFeedback();
  const recordRefund = useRecordBankRefund();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: recordBankRefundRequestSchema,
    defaultValues: { note: '' },
    mutation: recordRefund,
    toVariables: (values) => ({ id: order.id, ...values }),
    beforeSend: feedback.clear,
    onSuccess: (refunded) => {
      onRefunded(refunded);
      onClose();
    },
    onError: feedback.fail,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('orders.recordRefundTitle', { orderId: order.id })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate data-testid="record-bank-refund-form">
        <Stack gap="md">
          <div aria-live="polite">{feedback.element}</div>
          <Text>{t('orders.recordRefundText', { amount: formatMoney(order.amount, order.currency, language) })}</Text>
          <Textarea
            label={t('orders.recordRefundNote')}
            required
            maxLength={500}
            autosize
            minRows={3}
            data-autofocus
            error={fieldError(errors.note)}
            {...form.register('note')}
          />
          <DialogActions
            keepLabel={t('orders.recordRefundKeep')}
            confirmLabel={t('orders.recordRefundConfirm')}
            onKeep={onClose}
            onConfirm={() => void submit()}
            loading={isSubmitting}
            destructive
          />
        </Stack>
      </form>
    </Modal>
  );
}
