import { type Language, parseYouTubeVideoId } from '@oneclick/shared';

/** A post as the editor's form sends it. */
export interface PostFields {
  title: string;
  shortDescription: string;
  youtubeUrl: string;
  lang: Language;
  categoryId: string;
}

/** The row values of a post written by `userId`. */
export function postValues(fields: PostFields, userId: string) {
  return {
    title: fields.title,
    shortDescription: fields.shortDescription,
    // The schema accepted only YouTube links, so the id is there.
    videoId: parseYouTubeVideoId(fields.youtubeUrl)!,
    lang: fields.lang,
    categoryId: fields.categoryId,
    updatedBy: userId,
  };
}
