import { Button, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../lib/site-config';

/** Enterprise and Pro Designer are sold by the sales team: a way to write to them. */
export function SalesContact() {
  const { t } = useTranslation('pricing');
  const email = useSiteConfig()?.supportEmail;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="sales-contact">
      <Title order={2} size="h4" mb={4}>
        {t('enterprise.heading')}
      </Title>
      <Text size="sm">{t('enterprise.text')}</Text>
      {/* Drawn before the address arrives, so that nothing below it moves when it does. */}
      <Button
        component="a"
        href={email && `mailto:${email}?subject=${encodeURIComponent(t('enterprise.heading'))}`}
        variant="light"
        mt="md"
      >
        {t('contactSale')}
      </Button>
    </Paper>
  );
}
