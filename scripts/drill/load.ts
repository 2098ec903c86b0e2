/**
 * The drill's load (see ./protocol.ts): sets up a shop through nginx, prints LOAD_STARTED, drives
 * `virtualUsers` users for `seconds`, checks the sessions made before, and writes what it saw
 * (the drill prints the summary).
 * Run from the repository's root: `node --import tsx scripts/drill/load.ts` with DRILL_LOAD_SETTINGS.
 */
import { writeFileSync } from 'node:fs';
import { checkKeptSessions } from './load/check-sessions.js';
import { Mailbox } from './load/mailbox.js';
import { runLoad } from './load/mix.js';
import { Recorder } from './load/recorder.js';
import { setUpShop } from './load/set-up.js';
import { FLAT_OUT, LOAD_STARTED, type LoadResult, type LoadSettings } from './protocol.js';

const PROGRESS_EVERY_MS = 10_000;

const settings = JSON.parse(process.env.DRILL_LOAD_SETTINGS ?? 'null') as LoadSettings | null;
if (!settings) throw new Error('DRILL_LOAD_SETTINGS is not set');

const recorder = new Recorder();
const shop = await setUpShop(settings, recorder, new Mailbox(settings.mailDir));
const startedAt = Date.now();
process.stdout.write(`${LOAD_STARTED}\n`);
const progress = setInterval(() => console.error(recorder.progress(startedAt)), PROGRESS_EVERY_MS);
await runLoad(shop, settings.virtualUsers, { seconds: settings.seconds, addressBlock: 10, thinks: true });
const sessions = await checkKeptSessions(shop);
if (settings.capacitySeconds > 0) {
  const flatOut = { seconds: settings.capacitySeconds, thinks: false };
  process.stdout.write(`${FLAT_OUT.throughNginx}\n`);
  await runLoad(shop, settings.virtualUsers, { ...flatOut, addressBlock: 11 });
  process.stdout.write(`${FLAT_OUT.oneProcess}\n`);
  const direct = { ...shop, settings: { ...settings, baseUrl: settings.processUrls[0]! } };
  await runLoad(direct, settings.virtualUsers, { ...flatOut, addressBlock: 12 });
  process.stdout.write(`${FLAT_OUT.done}\n`);
}
clearInterval(progress);
const result: LoadResult = {
  requests: recorder.requests,
  acknowledged: recorder.acknowledged,
  sessions,
  cmsVisibility: recorder.cmsVisibility,
};
shop.bank.close();
writeFileSync(settings.resultFile, JSON.stringify(result));
console.error(`${recorder.progress(startedAt)}\n${recorder.journeysSummary()}`);
