import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form-alert';
import { useStartPaypalPayment } from '../api/start-paypal-payment';

/** The payment button: the server makes PayPal's order and the browser goes to approve it. */
export function PayWithPaypal({ orderId, label }: { orderId: string; label?: string }) {
  const { t } = useTranslation(['payments', 'orders', 'common']);
  const start = useStartPaypalPayment();
  return (
    <Stack gap={6} align="flex-start">
      {start.error && (
        <FormAlert onClose={start.reset} w="100%">
          <ErrorMessage error={start.error} />
        </FormAlert>
      )}
      <Button
        size="md"
        onClick={() => start.mutate(orderId)}
        loading={start.isPending || start.isSuccess}
        data-testid="pay-with-paypal"
      >
        {label ?? t('paypal.pay')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('paypal.payHint')}
      </Text>
    </Stack>
  );
}
