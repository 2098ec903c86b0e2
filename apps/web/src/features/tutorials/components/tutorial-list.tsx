import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TutorialGroup } from '../group-tutorials';
import classes from './tutorial-list.module.css';

interface TutorialListProps {
  groups: TutorialGroup[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  label: string;
  /** More pages on the server: loaded when the end of the list scrolls into view, or by the button. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Tutorials grouped by category; the selected one is marked with aria-current. */
export function TutorialList({
  groups,
  selectedId,
  onSelect,
  label,
  hasMore,
  loadingMore,
  onLoadMore,
}: TutorialListProps) {
  const { t } = useTranslation('tutorials');
  const { ref: endRef, entry } = useIntersection({ rootMargin: '400px' });
  const endInView = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (endInView && hasMore && !loadingMore) onLoadMore();
  }, [endInView, hasMore, loadingMore, onLoadMore]);

  return (
    <nav aria-label={label}>
      <Stack gap="md">
        {groups.map((group) => (
          <section key={group.slug} aria-labelledby={`category-${group.slug}`}>
            <Text id={`category-${group.slug}`} fw={700} size="sm" tt="uppercase" c="dimmed" mb={4}>
              {group.name}
            </Text>
            <Stack gap={2}>
              {group.posts.map((post) => (
                <UnstyledButton
                  key={post.id}
                  className={classes.item}
                  aria-current={post.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(post.id)}
                >
                  {post.title}
                </UnstyledButton>
              ))}
            </Stack>
          </section>
        ))}
        {hasMore && (
          <Button ref={endRef} variant="light" loading={loadingMore} onClick={onLoadMore}>
            {t('videos.loadMore')}
          </Button>
        )}
      </Stack>
    </nav>
  );
}
