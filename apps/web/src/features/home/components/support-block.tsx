import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
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
      {site && (
        <Group gap="lg">
          <Anchor href={`mailto:${site.supportEmail}`} fw={600}>
            {t('support.email', { email: site.supportEmail })}
          </Anchor>
          <Anchor href={site.fanPageUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            {t('support.fanpage')}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
