import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXTENSION_DOWNLOAD_PATH } from '@oneclick/shared';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../lib/site-config';

/** The spec's three cards: Create Account, Free Download, Community. */
export function HomeCards() {
  const { t } = useTranslation('home');
  const site = useSiteConfig();
  return (
    <SimpleGrid component="section" cols={{ base: 1, md: 3 }} spacing="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm" h="100%">
          <Title order={2} size="h3">
            {t('cards.account.title')}
          </Title>
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {t('cards.account.text')}
          </Text>
          <Button component={Link} to="/register" variant="light">
            {t('cards.account.action')}
          </Button>
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm" h="100%">
          <Title order={2} size="h3">
            {t('cards.download.title')}
          </Title>
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {t('cards.download.text')}
          </Text>
          <Button component="a" href={EXTENSION_DOWNLOAD_PATH} download data-testid="card-download">
            {t('cards.download.action')}
          </Button>
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm" h="100%">
          <Title order={2} size="h3">
            {t('cards.community.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cards.community.text')}
          </Text>
          {site && (
            <Stack gap={4}>
              <Anchor href={site.community.groupUrl} target="_blank" rel="noopener noreferrer">
                {t('cards.community.group')}
              </Anchor>
              <Anchor href={site.community.chatUrl} target="_blank" rel="noopener noreferrer">
                {t('cards.community.chat')}
              </Anchor>
              <Anchor href={site.community.channelUrl} target="_blank" rel="noopener noreferrer">
                {t('cards.community.channel')}
              </Anchor>
            </Stack>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
