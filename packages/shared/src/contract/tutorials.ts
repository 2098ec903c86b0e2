import { idParamsSchema } from '../schemas/common.js';
import { tutorialSchema, tutorialsQuerySchema, tutorialsResponseSchema } from '../schemas/tutorials.js';
import { operation } from './operation.js';

/** The public tutorial videos. */
export const tutorials = {
  listTutorials: operation({
    method: 'GET',
    path: '/tutorials',
    access: 'public',
    summary:
      "A page of the tutorial videos of one language and its categories (the spec's tutorials response); the first page of each language is served from memory until the content changes",
    query: tutorialsQuerySchema,
    responses: { 200: tutorialsResponseSchema },
  }),
  getTutorial: operation({
    method: 'GET',
    path: '/tutorials/:id',
    access: 'public',
    summary: 'One tutorial video, for a link to it',
    params: idParamsSchema,
    responses: { 200: tutorialSchema },
  }),
};
