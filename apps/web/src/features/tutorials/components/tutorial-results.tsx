import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { useTutorialList } from '../use-tutorial-list';
import { TutorialList } from './tutorial-list';

interface TutorialResultsProps {
  list: ReturnType<typeof useTutorialList>;
  /** The search the list answers; empty for all. */
  query: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Names the list. */
  label: string;
}

/** The tutorials found, by category: or that there are none yet, or none for this search. */
export function TutorialResults({ list, query, selectedId, onSelect, label }: TutorialResultsProps) {
  const { t } = useTranslation('tutorials');
  if (list.posts.length === 0 && !query) return <Text c="dimmed">{t('videos.empty')}</Text>;
  if (list.groups.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t('videos.noResults', { query })}
      </Text>
    );
  }
  return (
    <TutorialList
      groups={list.groups}
      selectedId={selectedId}
      onSelect={onSelect}
      label={label}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.loadMore}
    />
  );
}
