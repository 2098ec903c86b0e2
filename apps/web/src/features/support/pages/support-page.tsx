import { Accordion, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.layer.css';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { SupportEmailLink } from '../../../components/support-email-link';
import { useSiteConfig } from '../../../lib/site-config';

const FAQ = ['freeVsPaid', 'freeSupport', 'windowsOnly', 'videoTutorials', 'install', 'renew'] as const;

export function SupportPage() {
  const { t } = useTranslation('support');
  const site = useSiteConfig();
  return (
    <Stack gap="xl" maw={820}>
      <PageTitle title={t('title')} />
      <div>
        <Title order={1}>{t('heading')}</Title>
        <Text c="dimmed" mt="xs">
          {t('lead')}
        </Text>
      </div>
      <Accordion variant="separated" radius="md" defaultValue={FAQ[0]}>
        {FAQ.map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Control>{t(`faq.${item}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.${item}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="xs">
          {t('contact.heading')}
        </Title>
        <Text>{t('contact.text')}</Text>
        <SupportEmailLink mt="xs" />
        <Anchor href={site?.fanPageUrl} target="_blank" rel="noopener noreferrer" display="inline-block">
          {t('contact.fanPage')}
        </Anchor>
      </Paper>
    </Stack>
  );
}
