import { Grid, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { type Language, LANGUAGES, parseLanguage } from '@oneclick/shared';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { TutorialResults } from '../components/tutorial-results';
import { TutorialViewer } from '../components/tutorial-viewer';
import { useTutorialList } from '../use-tutorial-list';

/** The documentation page: `?lang=vi|en-US|TH` picks the tutorials' language (the UI's by default). */
export function TutorialsPage() {
  const { t } = useTranslation(['tutorials', 'common']);
  const uiLanguage = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('lang');
  const language: Language = requested ? parseLanguage(requested) : uiLanguage;
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const selectedId = params.get('post');
  const list = useTutorialList(language, query, selectedId);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('docs.title')} />
      <Title order={1}>{t('docs.heading')}</Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" component="aside">
            <NativeSelect
              label={t('docs.language')}
              value={language}
              data={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:language.${lang}`) }))}
              onChange={(event) => update({ lang: event.currentTarget.value, post: null })}
            />
            <TextInput
              type="search"
              label={t('docs.search')}
              description={t('docs.searchHint')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setQuery(draft.trim());
              }}
            />
            {list.isPending ? (
              <PageLoader />
            ) : (
              <TutorialResults
                list={list}
                query={query}
                selectedId={selectedId}
                onSelect={(id) => update({ post: id })}
                label={t('docs.categories')}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {!list.isPending && (
            <TutorialViewer post={list.selected ?? (selectedId ? undefined : list.posts[0])} unknown={list.unknown} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
