import { categories, posts } from '../../db/schema/index.js';

/** What a visitor sees of a tutorial, read from posts joined to their category. */
export const tutorialColumns = {
  id: posts.id,
  title: posts.title,
  shortDescription: posts.shortDescription,
  videoId: posts.videoId,
  categorySlug: categories.slug,
};
