/** At the end, through nginx: is each session made on a process before the kills still signed in? */
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@oneclick/shared';
import type { LoadResult } from '../protocol.js';
import { broke, Client, freshAddress, jsonOf } from './http.js';
import { apiUrl, type Shop } from './shop.js';

/** A process the drill is still restarting answers nothing or 502: a few tries tell that from a lost session. */
const TRIES = 5;
const BETWEEN_TRIES_MS = 1000;

export async function checkKeptSessions(shop: Shop): Promise<LoadResult['sessions']> {
  const client = new Client(shop.recorder, freshAddress(), shop.settings.baseUrl);
  const results = await Promise.all(
    shop.keptSessions.map(async ({ processUrl, cookie }) => {
      for (let tries = 1; ; tries += 1) {
        const answer = await client.get('session.check', apiUrl(shop, routes.auth.getSession), { cookie });
        if (!broke(answer) || tries === TRIES) {
          return { processUrl, survived: Boolean(jsonOf<{ user: object | null }>(answer)?.user) };
        }
        await sleep(BETWEEN_TRIES_MS);
      }
    }),
  );
  client.close();
  return results;
}
