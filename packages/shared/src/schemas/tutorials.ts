import { z } from 'zod';
import { LANGUAGES } from '../domain/languages.js';
import { parseYouTubeVideoId } from '../domain/youtube.js';
import { lineOfText, paragraphOfText, safeText } from './validation.js';

export const CATEGORY_NAME_MAX = 100;
export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 2000;

/** A content language; the CMS and editor scopes spell Thai `TH`, which reads as `th`. */
export const contentLanguageSchema = z.preprocess(
  (value) => (value === 'TH' || value === 'Thai' ? 'th' : value),
  z.enum(LANGUAGES, 'REQUIRED'),
);

export const categoryInputSchema = z.strictObject({
  name: lineOfText(CATEGORY_NAME_MAX),
  lang: contentLanguageSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryPatchSchema = categoryInputSchema
  .partial()
  .refine((patch) => patch.name !== undefined || patch.lang !== undefined, { message: 'REQUIRED' });
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

export const youtubeUrlSchema = safeText()
  .trim()
  .min(1, 'REQUIRED')
  .max(500, 'TOO_LONG')
  .refine((url) => parseYouTubeVideoId(url) !== null, 'YOUTUBE_URL_INVALID');

export const postInputSchema = z.strictObject({
  title: lineOfText(POST_TITLE_MAX),
  shortDescription: paragraphOfText(POST_DESCRIPTION_MAX),
  youtubeUrl: youtubeUrlSchema,
  lang: contentLanguageSchema,
  categoryId: z.uuid('CATEGORY_INVALID'),
});
export type PostInput = z.input<typeof postInputSchema>;

export const idParamsSchema = z.object({ id: z.uuid('NOT_FOUND') });

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const categorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string(), lang: z.enum(LANGUAGES) });
export type Category = z.infer<typeof categorySchema>;

export const cmsPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  videoId: z.string(),
  lang: z.enum(LANGUAGES),
  categoryId: z.uuid(),
  categoryName: z.string(),
});
export type CmsPost = z.infer<typeof cmsPostSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const tutorialsQuerySchema = z.object({ lang: contentLanguageSchema });

/** The spec's tutorials response: the posts of one language and its categories (slug to name). */
export const tutorialsResponseSchema = z.object({
  lang: z.enum(LANGUAGES),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  posts: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      shortDescription: z.string(),
      videoId: z.string(),
      categorySlug: z.string(),
    }),
  ),
});
export type TutorialsResponse = z.infer<typeof tutorialsResponseSchema>;
