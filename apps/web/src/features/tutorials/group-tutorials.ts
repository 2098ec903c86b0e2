import type { TutorialPost, TutorialsResponse } from '@oneclick/shared';

export interface TutorialGroup {
  slug: string;
  name: string;
  posts: TutorialPost[];
}

/** The posts grouped under their categories, in the categories' order; empty groups are left out. */
export function groupTutorials(categories: TutorialsResponse['categories'], posts: TutorialPost[]): TutorialGroup[] {
  return categories
    .map((category) => ({ ...category, posts: posts.filter((post) => post.categorySlug === category.slug) }))
    .filter((group) => group.posts.length > 0);
}
