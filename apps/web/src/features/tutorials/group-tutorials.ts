import type { TutorialsResponse } from '@oneclick/shared';

export type TutorialPost = TutorialsResponse['posts'][number];

export interface TutorialGroup {
  slug: string;
  name: string;
  posts: TutorialPost[];
}

/**
 * The posts grouped under their categories (in the categories' order), keeping those whose
 * title or category name contains the query, ignoring case. Empty groups are left out.
 */
export function groupTutorials(data: TutorialsResponse, query: string, locale: string): TutorialGroup[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  const matches = (text: string) => text.toLocaleLowerCase(locale).includes(needle);
  return data.categories
    .map((category) => ({
      ...category,
      posts: data.posts.filter(
        (post) =>
          post.categorySlug === category.slug && (needle === '' || matches(post.title) || matches(category.name)),
      ),
    }))
    .filter((group) => group.posts.length > 0);
}
