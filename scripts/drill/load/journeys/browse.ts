/** A visitor: the home page as a browser asks for it, who is signed in, then the tutorials, sometimes further. */
import { LANGUAGES, type Language, routes } from '@oneclick/shared';
import { broke, jsonOf } from '../http.js';
import { apiUrl, pick, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

const ACCEPT_LANGUAGE: Record<Language, string> = {
  vi: 'vi-VN,vi;q=0.9,en;q=0.8',
  'en-US': 'en-US,en;q=0.9',
  th: 'th-TH,th;q=0.9,en;q=0.8',
};
/** What visitors search the tutorials for: the load's posts, the categories, and what finds nothing. */
const SEARCHES = ['drill', 'cabinet', 'Drill en-US', 'tủ bếp', 'ตู้', 'no such tutorial'];

export async function browse(shop: Shop, { client }: VirtualUser): Promise<Outcome> {
  const lang = pick(LANGUAGES);
  const browser = { 'accept-language': ACCEPT_LANGUAGE[lang], 'accept-encoding': 'br, gzip' };
  if (broke(await client.get('page', `${shop.settings.baseUrl}/`, browser))) return 'failed';
  if (broke(await client.get('session', apiUrl(shop, routes.auth.getSession), browser))) return 'failed';
  const list = `${apiUrl(shop, routes.tutorials.listTutorials)}?lang=${encodeURIComponent(lang)}`;
  const choice = Math.random();
  if (choice < 0.7) return broke(await client.get('tutorials', list, browser)) ? 'failed' : 'done';
  if (choice < 0.85) {
    const search = `${list}&q=${encodeURIComponent(pick(SEARCHES))}`;
    return broke(await client.get('tutorials.search', search, browser)) ? 'failed' : 'done';
  }
  // Page 2 needs the first page's cursor: asked for uncompressed, to read it.
  const first = await client.get('tutorials', list, { 'accept-language': ACCEPT_LANGUAGE[lang] });
  if (broke(first)) return 'failed';
  const cursor = jsonOf<{ nextCursor: string | null }>(first)?.nextCursor;
  if (!cursor) return 'done';
  const next = `${list}&after=${encodeURIComponent(cursor)}`;
  return broke(await client.get('tutorials.next', next, browser)) ? 'failed' : 'done';
}
