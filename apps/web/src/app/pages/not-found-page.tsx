import { WEB_PATHS } from '@oneclick/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageTitle } from '../../components/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <PageTitle title={t('notFound.title')} />
      <Title order={1} fz={72} c="brand.9">
        {t('notFound.heading')}
      </Title>
      <Title order={2}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to={WEB_PATHS.home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
