import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { SupportEmailLink } from '../../../components/support-email-link';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../lib/site-config';

export function SupportBlock() {
  const { t } = useTranslation('home');
  const site = useSiteConfig();
  return (
    <Paper component="section" p="xl" radius="lg" bg="brand.0">
      <Title order={2} mb="xs">
        {t('support.heading')}
      </Title>
      <Text mb="md">{t('support.text')}</Text>
      <Stack gap={4}>
        <SupportEmailLink fw={600} text={(email) => t('support.email', { email })} />
        <Anchor href={site?.fanPageUrl} target="_blank" rel="noopener noreferrer" fw={600}>
          {t('support.fanpage')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
