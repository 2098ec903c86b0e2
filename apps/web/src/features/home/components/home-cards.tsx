import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXTENSION_DOWNLOAD_PATH, WEB_PATHS } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../lib/site-config';

/** The spec's three cards: Create Account, Free Download, Community. */
export function HomeCards() {
  const { t } = useTranslation('home');
  const site = useSiteConfig();
  return (
    <SimpleGrid component="section" cols={{ base: 1, md: 3 }} spacing="lg">
      <HomeCard title={t('cards.account.title')} text={t('cards.account.text')}>
        <Button component={Link} to={WEB_PATHS.register} variant="light">
          {t('cards.account.action')}
        </Button>
      </HomeCard>
      <HomeCard title={t('cards.download.title')} text={t('cards.download.text')}>
        <Button component="a" href={EXTENSION_DOWNLOAD_PATH} download data-testid="card-download">
          {t('cards.download.action')}
        </Button>
      </HomeCard>
      <HomeCard title={t('cards.community.title')} text={t('cards.community.text')} textFills={false}>
        {/* Drawn before their addresses arrive, so that nothing below them moves when they do. */}
        <Stack gap={4}>
          <Anchor href={site?.community.groupUrl} target="_blank" rel="noopener noreferrer">
            {t('cards.community.group')}
          </Anchor>
          <Anchor href={site?.community.chatUrl} target="_blank" rel="noopener noreferrer">
            {t('cards.community.chat')}
          </Anchor>
          <Anchor href={site?.community.channelUrl} target="_blank" rel="noopener noreferrer">
            {t('cards.community.channel')}
          </Anchor>
        </Stack>
      </HomeCard>
    </SimpleGrid>
  );
}

interface HomeCardProps {
  title: string;
  text: string;
  /** The text takes the card's spare height, so the cards' buttons line up at the bottom. */
  textFills?: boolean;
  children: ReactNode;
}

function HomeCard({ title, text, textFills = true, children }: HomeCardProps) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={textFills ? { flex: 1 } : undefined}>
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
