/**
 * Writes the public pages as HTML in every language, after `vite build`: the server sends
 * `dist/pages/<language>/<page>.html` to a visitor whose `one_language` cookie names that
 * language, so the page paints before any script runs; the app then takes it over (main.tsx).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language, PAGES_WITH_DATA_FILE } from '@oneclick/shared';
import { build, type Manifest } from 'vite';
import { compressBeside } from '../build-plugins/precompress';
import { bootScript } from './boot-script';
import { pageParts } from '../src/prerender/page-parts';
import type * as RenderPage from '../src/prerender/render-page';

type RenderModule = typeof RenderPage;

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
/**
 * The renderer for Node, kept for the server's page worker (decision 043). It carries every package
 * it uses (vite.config.ts), so it runs wherever the build's folder is; the server sends nothing from it.
 */
const renderDir = path.join(distDir, 'render');

async function buildRenderer(): Promise<RenderModule> {
  await build({
    root: webRoot,
    logLevel: 'warn',
    // Its entries are vite.config.ts's: the renderer and the server's page worker.
    build: { ssr: true, outDir: renderDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  return (await import(pathToFileURL(path.join(renderDir, 'render-page.js')).href)) as RenderModule;
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

/** The CSS the page's chunk needs beyond what the app (main.tsx, which index.html loads) has already. */
function pageStyles(manifest: Manifest, module: string): string[] {
  const loaded = staticClosure(manifest, 'src/main.tsx');
  return [...staticClosure(manifest, module)].filter((file) => file.endsWith('.css') && !loaded.has(file));
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

const TITLE = /<title>(.*?)<\/title>/s;
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
const STYLESHEET_HREF = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/g;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const SCRIPTS = /\s*<script type="module"[^>]*><\/script>/g;

/**
 * The head a page paints with: after its title, the CSS that blocks the paint (the app's, then the
 * page's, which override it), then the hero image and the fonts, then the inline boot script in
 * place of the app's scripts, which it asks for once the page has painted. On a slow line, scripts
 * asked for first would share it with that CSS and delay the paint (Lighthouse's mobile FCP 2.9 s
 * with the modulepreloads, 1.9 s without them; LCP 2.2 s with the app's scripts in the head, 1.5 s
 * with the boot script).
 */
function pageDocument(
  template: string,
  language: Language,
  body: string,
  fonts: string[],
  styles: string[],
  script: string,
): string {
  const { title, preloads, root } = pageParts(body);
  const appStyles = (template.match(STYLESHEETS) ?? []).map((link) => link.trim());
  const pageStyles = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`);
  const entry = `<script type="module">${script}</script>`;
  const first = [...appStyles, ...pageStyles, ...preloads, ...fonts, entry].join('\n    ');
  // Replaced by functions, so a `$` in the page is not read as a replacement pattern.
  return template
    .replace(STYLESHEETS, '')
    .replace(MODULE_PRELOADS, '')
    .replace(SCRIPTS, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(TITLE, (templateTitle) => `${title ?? templateTitle}\n    ${first}`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${language}">${root}</div>`);
}

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * Fails the build when the page's HTML carries a Mantine class that none of the CSS blocking its
 * first paint defines: that part would show unstyled until the app's scripts ran.
 */
async function assertStyled(file: string, html: string, stylesheets: string[]): Promise<void> {
  const css = await Promise.all(stylesheets.map((href) => readFile(path.join(distDir, href), 'utf8')));
  const styled = new Set(css.join('\n').match(MANTINE_CLASS));
  const unstyled = [...new Set(html.match(MANTINE_CLASS))].filter((name) => !styled.has(name));
  if (unstyled.length > 0) {
    throw new Error(
      `${file} uses ${unstyled.join(', ')}, which its first paint's CSS lacks: see first-paint-styles.css.`,
    );
  }
}

async function prerender(): Promise<void> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { renderPage, firstPaintFonts, PRERENDERED_PAGES, PAGES_WITH_DATA } = await buildRenderer();
  const main = manifest['src/main.tsx']?.file;
  if (!main) throw new Error("The build's manifest has no src/main.tsx.");
  const mainImports = [...staticClosure(manifest, 'src/main.tsx')].filter(
    (file) => file.endsWith('.js') && file !== main,
  );
  const script = bootScript(
    `/${main}`,
    mainImports.map((file) => `/${file}`),
  );
  await writeFile(path.join(renderDir, PAGES_WITH_DATA_FILE), JSON.stringify(Object.keys(PAGES_WITH_DATA)));
  for (const language of LANGUAGES) {
    const languageDir = path.join(distDir, 'pages', language);
    await mkdir(languageDir, { recursive: true });
    const fonts = firstPaintFonts(language).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin />`,
    );
    for (const page of PRERENDERED_PAGES) {
      const body = await renderPage(page.path, language);
      const filePath = path.join(languageDir, page.file);
      const html = pageDocument(template, language, body, fonts, pageStyles(manifest, page.module), script);
      await assertStyled(
        filePath,
        html,
        [...html.matchAll(STYLESHEET_HREF)].map((match) => match[1]!),
      );
      await writeFile(filePath, html);
      await compressBeside(filePath);
    }
  }
  // The manifest was for this script: it is not part of the site.
  await rm(path.join(distDir, '.vite'), { recursive: true });
}

await prerender();
