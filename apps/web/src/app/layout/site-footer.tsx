import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXTENSION_DOWNLOAD_PATH, WEB_PATHS } from '@oneclick/shared';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { BrandMark } from '../../components/brand-mark';
import { SupportEmailLink } from '../../components/support-email-link';
import { useSiteConfig } from '../../lib/site-config';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Group gap="xs">
              <BrandMark size={28} />
              <Text fw={800}>{t('appName')}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('tagline')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.hours')}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h6" tt="uppercase" c="dimmed">
              {t('footer.policies')}
            </Title>
            <Anchor component={Link} to={WEB_PATHS.refund} size="sm">
              {t('footer.refund')}
            </Anchor>
            <Anchor component={Link} to={WEB_PATHS.delivery} size="sm">
              {t('footer.delivery')}
            </Anchor>
            <Anchor component={Link} to={WEB_PATHS.privacy} size="sm">
              {t('footer.privacy')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h6" tt="uppercase" c="dimmed">
              {t('footer.contact')}
            </Title>
            <Anchor component={Link} to={WEB_PATHS.support} size="sm">
              {t('footer.support')}
            </Anchor>
            <Anchor href={EXTENSION_DOWNLOAD_PATH} download size="sm">
              {t('footer.download')}
            </Anchor>
            <Anchor component={Link} to={WEB_PATHS.donation} size="sm">
              {t('footer.donate')}
            </Anchor>
            <SupportEmailLink size="sm" text={(email) => t('footer.email', { email })} data-testid="footer-email" />
            <Anchor href={site?.fanPageUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('footer.fanpage')}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
