/**
 * An editor writes a tutorial post, the languages in turn. For one post in ten the editor then
 * watches each process's public list until the post shows there, and the delay is recorded.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LANGUAGES, type Language, routes } from '@oneclick/shared';
import { type Client, jsonOf } from '../http.js';
import { apiUrl, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const WATCH_EVERY = 10;
const WATCH_FOR_MS = 5_000;
const WATCH_EVERY_MS = 100;
let written = 0;

interface TutorialsPage {
  posts: { id: string }[];
  nextCursor: string | null;
}

/**
 * Whether the post is in the public list of one process, read as a visitor scrolls it: the first
 * page (served from the process's memory), then the pages after it (the list is oldest first, so
 * once a language has a full first page a new post shows on the last one). Undefined when the
 * process does not answer.
 */
async function listedOn(client: Client, list: string, postId: string): Promise<boolean | undefined> {
  for (let after: string | null = null, first = true; first || after !== null; first = false) {
    const answer = await client.get('cms.visibility', after ? `${list}&after=${encodeURIComponent(after)}` : list);
    const page = jsonOf<TutorialsPage>(answer);
    if (!page) return undefined;
    if (page.posts.some((post) => post.id === postId)) return true;
    after = page.nextCursor;
  }
  return false;
}

/** Milliseconds from `since` until the post is listed on the process; -1 if not within 5 s, null if it does not answer. */
async function msUntilListed(client: Client, list: string, postId: string, since: number): Promise<number | null> {
  while (performance.now() - since < WATCH_FOR_MS) {
    const listed = await listedOn(client, list, postId);
    if (listed === undefined) return null;
    if (listed) return Math.round(performance.now() - since);
    await sleep(WATCH_EVERY_MS);
  }
  return -1;
}

export async function writePost(shop: Shop, { client }: VirtualUser): Promise<Outcome> {
  const n = written++;
  const lang: Language = LANGUAGES[n % LANGUAGES.length]!;
  const post = {
    title: `Drill ${shop.runId} post ${n}`,
    shortDescription: 'Written by the drill load while processes were killed and restarted.',
    youtubeUrl: YOUTUBE_URL,
    lang,
    categoryId: shop.categoryIds[lang],
  };
  const answer = await client.post('cms.post', apiUrl(shop, routes.cms.createPost), post, {
    cookie: shop.adminCookie,
  });
  const created = jsonOf<{ id: string }>(answer);
  if (!created) return 'failed';
  shop.recorder.acknowledged.posts.push(created.id);
  if (n % WATCH_EVERY !== 0) return 'done';
  const at = Date.now();
  const since = performance.now();
  const msByProcess = await Promise.all(
    shop.settings.processUrls.map((processUrl) => {
      const list = `${apiUrl(shop, routes.tutorials.listTutorials, {}, processUrl)}?lang=${encodeURIComponent(lang)}`;
      return msUntilListed(client, list, created.id, since);
    }),
  );
  shop.recorder.cmsVisibility.push({ postId: created.id, at, msByProcess });
  return 'done';
}
