/**
 * Writes the public pages as HTML in every language, after `vite build`: the server sends
 * `dist/pages/<language>/<page>.html` to a visitor whose `one_language` cookie names that
 * language, so the page paints before any script runs; the app then takes it over (main.tsx).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@oneclick/shared';
import { build, type Manifest } from 'vite';
import { compressBeside } from '../build-plugins/precompress';
import type * as RenderPage from '../src/prerender/render-page';

type RenderModule = typeof RenderPage;

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
// Inside the package, so the bundle's imports of React, Mantine and the rest resolve.
const bundleDir = path.join(webRoot, '.prerender');

async function buildRenderer(): Promise<RenderModule> {
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: bundleDir, emptyOutDir: true, manifest: false },
  });
  return (await import(pathToFileURL(path.join(bundleDir, 'render-page.js')).href)) as RenderModule;
}

/** A chunk's file and the files of every chunk it imports statically, with their CSS. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}: is PRERENDERED_PAGES up to date?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** What the page's chunk needs beyond what index.html loads already: its scripts and its CSS. */
function pageAssets(manifest: Manifest, module: string): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The build's manifest has no entry.");
  const loaded = staticClosure(manifest, entry);
  const needed = [...staticClosure(manifest, module)].filter((file) => !loaded.has(file));
  return {
    scripts: needed.filter((file) => file.endsWith('.js')),
    styles: needed.filter((file) => file.endsWith('.css')),
  };
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

const TITLE = /<title>(.*?)<\/title>/s;
/** What React asks the browser to fetch early (the hero image): its place is the head. */
const PRELOADS = /<link rel="preload"[^>]*\/>/g;

interface PageHead {
  /** Fetched first: placed before the app's own script and its preloads. */
  first: string[];
  /** Placed at the end of the head. */
  last: string[];
}

function pageDocument(template: string, language: Language, body: string, head: PageHead): string {
  // React renders the page's <title> and preloads where the page declares them; they belong in the head.
  const title = TITLE.exec(body)?.[0];
  const preloads = body.match(PRELOADS) ?? [];
  const rest = body.replace(TITLE, '').replace(PRELOADS, '');
  const first = [...preloads, ...head.first].join('\n    ');
  // Replaced by functions, so a `$` in the page is not read as a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(TITLE, (templateTitle) => `${title ?? templateTitle}\n    ${first}`)
    .replace('</head>', () => `${head.last.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${language}">${rest}</div>`);
}

async function prerender(): Promise<void> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { renderPage, firstPaintFonts, PRERENDERED_PAGES } = await buildRenderer();
  try {
    for (const language of LANGUAGES) {
      const languageDir = path.join(distDir, 'pages', language);
      await mkdir(languageDir, { recursive: true });
      const fonts = firstPaintFonts(language).map(
        (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin />`,
      );
      for (const page of PRERENDERED_PAGES) {
        const { scripts, styles } = pageAssets(manifest, page.module);
        // On a slow line the fonts and the hero image are asked for before the scripts. The page's
        // styles come after the app's, which they override.
        const head = {
          first: fonts,
          last: [
            ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
          ],
        };
        const body = await renderPage(page.path, language);
        const filePath = path.join(languageDir, page.file);
        await writeFile(filePath, pageDocument(template, language, body, head));
        await compressBeside(filePath);
      }
    }
    // The manifest was for this script: it is not part of the site.
    await rm(path.join(distDir, '.vite'), { recursive: true });
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

await prerender();
