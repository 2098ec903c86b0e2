import { Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@oneclick/shared';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { TutorialResults } from '../components/tutorial-results';
import { TutorialViewer } from '../components/tutorial-viewer';
import { useTutorialList } from '../use-tutorial-list';

/**
 * The tutorials of the UI language, searched on the server and loaded as the visitor scrolls; the
 * chosen video is in the address, so it can be shared.
 */
export function VideosPage() {
  const { t } = useTranslation('tutorials');
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('post');
  const list = useTutorialList(language, debouncedQuery, selectedId);

  return (
    <Stack gap="lg">
      <PageTitle title={t('videos.title')} />
      <div>
        <Title order={1}>{t('videos.heading')}</Title>
        <Text c="dimmed" mt={4}>
          {t('videos.lead')}
        </Text>
      </div>
      {list.isPending ? (
        <PageLoader />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <TextInput
                type="search"
                label={t('videos.search')}
                placeholder={t('videos.searchPlaceholder')}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
              <TutorialResults
                list={list}
                query={debouncedQuery}
                selectedId={selectedId}
                onSelect={(id) => setParams({ post: id })}
                label={t('videos.list')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TutorialViewer post={list.selected} unknown={list.unknown} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
