import { Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { tutorialsQuery } from '../api/get-tutorials';
import { TutorialList } from '../components/tutorial-list';
import { TutorialViewer } from '../components/tutorial-viewer';
import { groupTutorials } from '../filter-tutorials';

/** The tutorials of the UI language, searchable; the chosen video is in the address, so it can be shared. */
export function VideosPage() {
  const { t } = useTranslation('tutorials');
  const language = useLanguage();
  const { data, isPending } = useQuery(tutorialsQuery(language));
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('post');
  const selected = data?.posts.find((post) => post.id === selectedId);
  const groups = data ? groupTutorials(data, debouncedQuery, language) : [];

  return (
    <Stack gap="lg">
      <PageTitle title={t('videos.title')} />
      <div>
        <Title order={1}>{t('videos.heading')}</Title>
        <Text c="dimmed" mt={4}>
          {t('videos.lead')}
        </Text>
      </div>
      {isPending ? (
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
              {data?.posts.length === 0 ? (
                <Text c="dimmed">{t('videos.empty')}</Text>
              ) : groups.length === 0 ? (
                <Text c="dimmed" role="status">
                  {t('videos.noResults', { query: debouncedQuery })}
                </Text>
              ) : (
                <TutorialList
                  groups={groups}
                  selectedId={selectedId}
                  onSelect={(id) => setParams({ post: id })}
                  label={t('videos.list')}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TutorialViewer post={selected} unknown={selectedId !== null && !selected} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
