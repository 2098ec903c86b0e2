/**
 * An editor writes a tutorial post, the languages in turn. For one post in ten the editor then
 * searches each process's public list for it until it shows there, and the delay is recorded.
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

/**
 * Whether the post is in the public list of one process, searched for by its title as a visitor
 * would (one request, served from the process's index like every page of the list: scrolling to
 * the last page took one request per page, each queued behind the load). Undefined when the
 * process does not answer.
 */
async function listedOn(client: Client, list: string, postId: string): Promise<boolean | undefined> {
  const page = jsonOf<{ posts: { id: string }[] }>(await client.get('cms.visibility', list));
  return page ? page.posts.some((post) => post.id === postId) : undefined;
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
      const query = new URLSearchParams({ lang, q: post.title });
      const list = `${apiUrl(shop, routes.tutorials.listTutorials, {}, processUrl)}?${query}`;
      return msUntilListed(client, list, created.id, since);
    }),
  );
  shop.recorder.cmsVisibility.push({ postId: created.id, at, msByProcess });
  return 'done';
}
