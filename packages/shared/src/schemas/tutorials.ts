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

export const categorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string(), lang: z.enum(LANGUAGES) });
export type Category = z.infer<typeof categorySchema>;

/** Which language's categories a post form offers. */
export const categoryOptionsQuerySchema = z.object({ lang: contentLanguageSchema });

/** Every category of one language, for choosing a post's category. */
export const categoryOptionsSchema = z.array(categorySchema);

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

/** Posts a page of the public tutorial list holds; the next page starts after `nextCursor`. */
export const TUTORIALS_PAGE_SIZE = 30;
export const TUTORIAL_SEARCH_MAX = 100;

export const tutorialsQuerySchema = z.object({
  lang: contentLanguageSchema,
  /** Keeps the posts whose title or category name contains it, ignoring case. */
  q: safeText().trim().max(TUTORIAL_SEARCH_MAX, 'TOO_LONG').optional(),
  /** The `nextCursor` of the page before. */
  after: z
    .string()
    .regex(/^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'CURSOR_INVALID')
    .optional(),
});

export const tutorialPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  videoId: z.string(),
  categorySlug: z.string(),
});
export type TutorialPost = z.infer<typeof tutorialPostSchema>;

/** One tutorial with its language, for a link to it. */
export const tutorialSchema = tutorialPostSchema.extend({ lang: z.enum(LANGUAGES) });
export type Tutorial = z.infer<typeof tutorialSchema>;

/**
 * The spec's tutorials response, a page at a time: the categories of one language (slug to name)
 * and up to TUTORIALS_PAGE_SIZE of its posts, oldest first; `nextCursor` is null on the last page.
 */
export const tutorialsResponseSchema = z.object({
  lang: z.enum(LANGUAGES),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  posts: z.array(tutorialPostSchema),
  nextCursor: z.string().nullable(),
});
export type TutorialsResponse = z.infer<typeof tutorialsResponseSchema>;
