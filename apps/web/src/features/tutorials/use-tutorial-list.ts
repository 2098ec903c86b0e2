import type { Language } from '@oneclick/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { tutorialQuery } from './api/get-tutorial';
import { tutorialsQuery } from './api/list-tutorials';
import { groupTutorials } from './group-tutorials';

/**
 * The tutorial list of a language as far as it has been loaded, searched on the server, and the
 * video the address names: from the loaded pages, or fetched alone when it lies beyond them.
 */
export function useTutorialList(lang: Language, search: string, selectedId: string | null) {
  const list = useInfiniteQuery({ ...tutorialsQuery(lang, search), placeholderData: keepPreviousData });
  const pages = list.data?.pages ?? [];
  const posts = pages.flatMap((page) => page.posts);
  const loaded = selectedId ? posts.find((post) => post.id === selectedId) : undefined;
  const linked = useQuery({
    ...tutorialQuery(selectedId ?? ''),
    enabled: selectedId !== null && !loaded && !list.isPending,
  });
  return {
    isPending: list.isPending,
    groups: groupTutorials(pages[0]?.categories ?? [], posts),
    posts,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    selected: loaded ?? linked.data,
    unknown: selectedId !== null && !loaded && linked.isError,
  };
}
