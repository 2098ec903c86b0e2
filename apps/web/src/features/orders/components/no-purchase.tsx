import { WEB_PATHS } from '@oneclick/shared';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';

/** An invoice page opened with no plan chosen: the way back to the prices. */
export function NoPurchase() {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('invoice.noPurchase')}</Text>
      <Button component={Link} to={WEB_PATHS.pricing} variant="light">
        {t('invoice.toPricing')}
      </Button>
    </Stack>
  );
}
