import { idParamsSchema } from '../schemas/common.js';
import { tutorialSchema, tutorialsQuerySchema, tutorialsResponseSchema } from '../schemas/tutorials.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** The public tutorial videos. */
export const tutorials = {
  listTutorials: operation({
    ...API_PATHS.tutorials.listTutorials,
    access: 'public',
    summary:
      "A page of the tutorial videos of one language and its categories (the spec's tutorials response); the first page of each language is served from memory until the content changes",
    query: tutorialsQuerySchema,
    responses: { 200: tutorialsResponseSchema },
  }),
  getTutorial: operation({
    ...API_PATHS.tutorials.getTutorial,
    access: 'public',
    summary: 'One tutorial video, for a link to it',
    params: idParamsSchema,
    responses: { 200: tutorialSchema },
  }),
};
