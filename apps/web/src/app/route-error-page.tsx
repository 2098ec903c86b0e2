import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { ChunkLoadError } from '../lib/load-route';

/** Shown inside the layout when a page's code cannot load or a page crashes. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunkFailed = error instanceof ChunkLoadError;
  const title = chunkFailed ? t('chunkError.title') : t('routeError.title');
  return (
    <Stack align="flex-start" gap="md" py="xl" role="alert">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text fw={600}>{chunkFailed ? t('chunkError.message', { id: error.chunkId }) : t('routeError.text')}</Text>
      {chunkFailed && <Text c="dimmed">{t('chunkError.hint')}</Text>}
      <Button onClick={() => window.location.reload()}>
        {chunkFailed ? t('chunkError.retry') : t('routeError.retry')}
      </Button>
    </Stack>
  );
}
