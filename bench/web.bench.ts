/**
 * What a visitor on a phone waits for: the public pages in each language loaded in Debian's
 * Chromium with Lighthouse's mobile profile (412×823 at 1.75×, 4× CPU slowdown, 150 ms round
 * trips, 1.6 Mbit/s down, 750 kbit/s up), read from the browser's own performance entries: first
 * contentful paint, largest contentful paint, cumulative layout shift, total blocking time (long
 * tasks beyond 50 ms), and the JavaScript and the render-blocking CSS transferred.
 * `npm run bench:web` builds first, then serves the build on an empty embedded database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.js';

const PAGES = ['/', '/pricing', '/videos'];
const LANGUAGES = ['vi', 'en-US', 'th'];
const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;

interface Vitals {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  scriptKb: number;
  blockingCssKb: number;
}

/** Runs in the page before its own scripts: gathers the entries as they come. */
const OBSERVE = `(() => {
  const vitals = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  window.vitals = vitals;
})()`;

/**
 * Runs in the page after it settled. The page scripts are strings, not functions: tsx would wrap
 * a function's inner names in a helper the page does not have.
 */
const READ_VITALS = `(() => {
  const seen = window.vitals;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const resources = performance.getEntriesByType('resource');
  const blocking = new Set([...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href));
  const sum = (entries) => entries.reduce((total, entry) => total + entry.transferSize, 0) / 1024;
  return {
    fcp: paint ? paint.startTime : 0,
    lcp: seen.lcp,
    cls: seen.cls,
    tbt: seen.tbt,
    scriptKb: sum(resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))),
    blockingCssKb: sum(resources.filter((entry) => blocking.has(entry.name))),
  };
})()`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-web-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const browser = await chromium.launch(chromiumLaunchOptions);

async function load(pathname: string, language: string): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // A returning visitor: the language remembered, and in the cookie that picks the prerendered page.
  await context.addCookies([{ name: 'one_language', value: language, url: base }]);
  await context.addInitScript(`localStorage.setItem('one_language', ${JSON.stringify(language)})`);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const vitals = (await page.evaluate(READ_VITALS)) as Vitals;
  await context.close();
  return vitals;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  for (let attempt = 0; ; attempt += 1) {
    if ((await fetch(`${base}/api/v1/health`).catch(() => null))?.ok) break;
    if (attempt > 100) throw new Error('The portal did not start: run npm run build first.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`Mobile profile, median of ${RUNS} loads (goals: LCP ≤ 2000 ms, CLS ≤ 0.02, TBT ≤ 100 ms,`);
  console.log('home JavaScript ≤ 120 kB gz, render-blocking CSS ≤ 15 kB gz)\n');
  console.log(
    `${'page'.padEnd(18)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'JS kB'.padStart(6)} ${'CSS kB'.padStart(7)}`,
  );
  for (const pathname of PAGES) {
    for (const language of LANGUAGES) {
      const runs: Vitals[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await load(pathname, language));
      const pick = (key: keyof Vitals) => median(runs.map((vitals) => vitals[key]));
      console.log(
        `${`${pathname} ${language}`.padEnd(18)} ${pick('fcp').toFixed(0).padStart(7)} ${pick('lcp').toFixed(0).padStart(7)} ` +
          `${pick('cls').toFixed(3).padStart(6)} ${pick('tbt').toFixed(0).padStart(7)} ${pick('scriptKb').toFixed(0).padStart(6)} ` +
          `${pick('blockingCssKb').toFixed(0).padStart(7)}`,
      );
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
