import { randomBytes } from 'node:crypto';
import { apiPathOf, routes } from '@oneclick/shared';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { createEditor, PASSWORD, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { LANGUAGES, messages } from '../support/messages';

/** An editor of one language, its API client, and a category it made there to write posts in. */
async function editorWithCategory(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  baseURL: string,
  lang: 'vi' | 'TH',
  name: string,
) {
  const editor = await createEditor(playwright, request, baseURL, lang);
  const api = await signedInApi(playwright, baseURL, editor.email, PASSWORD);
  const asEditor = clientOf(api);
  const category = await asEditor.call(routes.cms.createCategory, { body: { name, lang } });
  return { api, asEditor, category };
}

for (const language of LANGUAGES) {
  test(`/videos and /tutorials speak ${language} and show only that language's demo videos`, async ({ page }) => {
    const tutorials = messages(language, 'tutorials');
    await useLanguage(page, language);
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutorials.videos.heading);
    const videos = page.getByRole('navigation', { name: tutorials.videos.list }).getByRole('button');
    await expect(videos.first()).toBeVisible();
    const titles = await videos.allTextContents();
    const tags = { vi: 'Cài đặt', 'en-US': 'Install', th: 'ติดตั้ง' };
    expect(titles.some((title) => title.includes(tags[language]))).toBe(true);
    for (const other of LANGUAGES.filter((l) => l !== language)) {
      expect(titles.some((title) => title.includes(tags[other]))).toBe(false);
    }
    await page.goto('/tutorials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutorials.docs.heading);
  });
}

test('/tutorials arrives with the tutorials as they are now, and the app takes them over', async ({
  browser,
  page,
  playwright,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString('hex');
  const { api, asEditor, category } = await editorWithCategory(playwright, request, baseURL!, 'vi', `Mới ${tag}`);
  await asEditor.call(routes.cms.createPost, {
    body: {
      title: `Bài mới ${tag}`,
      shortDescription: 'Vừa viết.',
      youtubeUrl: 'https://youtu.be/Ab3_cD4-eF5',
      lang: 'vi',
      categoryId: category.id,
    },
  });
  await api.dispose();
  const categories = messages('vi', 'tutorials').docs.categories;

  await test.step('without scripts, the page shows the first tutorial and the one just written', async () => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    await useLanguage(bare, 'vi');
    await bare.goto('/tutorials');
    await expect(bare.getByTestId('tutorial-viewer').getByRole('heading', { level: 2 })).toHaveText(
      'Cài đặt tiện ích OneClick',
    );
    await expect(bare.getByRole('navigation', { name: categories })).toContainText(`Bài mới ${tag}`);
    await withoutScripts.close();
  });

  await test.step('the app takes them over from the page: the API never answers it', async () => {
    await page.route(`**${apiPathOf(routes.tutorials.listTutorials)}?*`, () => new Promise<never>(() => {}));
    await useLanguage(page, 'vi');
    await page.goto('/tutorials');
    await expect(page.locator('header button').first()).toBeEnabled();
    await page
      .getByRole('navigation', { name: categories })
      .getByRole('button', { name: `Bài mới ${tag}` })
      .click();
    await expect(page.getByTestId('tutorial-viewer')).toContainText('Vừa viết.');
  });
});

test('/tutorials?lang=TH shows the Thai tutorials whatever the UI language', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/tutorials?lang=TH');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toContainText('ติดตั้ง');
  await expect(page.getByTestId('tutorial-viewer')).toBeVisible();
});

test('a thumbnail YouTube does not send leaves the player plain, with scripts and without', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    // As on a network that blocks YouTube: the thumbnail's request fails.
    await context.route('https://i.ytimg.com/**', (route) => route.abort());
    const page = await context.newPage();
    await useLanguage(page, 'en-US');
    await page.goto('/tutorials');
    const thumbnail = page.locator('img[src^="https://i.ytimg.com/"]').first();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
    // The player drawn with its failed thumbnail is the player drawn without it: no broken-image
    // mark (drawn at its top left). Inside its rounded corners, whose edge pixels may differ.
    const box = (await thumbnail.boundingBox())!;
    const inside = { x: box.x + 4, y: box.y + 4, width: box.width - 8, height: box.height - 8 };
    const withFailedThumbnail = await page.screenshot({ clip: inside });
    await thumbnail.evaluate((image) => (image.style.visibility = 'hidden'));
    expect(withFailedThumbnail.equals(await page.screenshot({ clip: inside })), `scripts ${javaScriptEnabled}`).toBe(
      true,
    );
    await context.close();
  }
});

test('an unknown video in the address gets a clear message', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/videos?post=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This video is not available any more.')).toBeVisible();
});

// In Thai: the en-US CMS journey looks for its own post on the first page of the CMS list.
test('a long list loads as the visitor scrolls, searches on the server, and a link opens a video beyond it', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString('hex');
  const { api, asEditor, category } = await editorWithCategory(playwright, request, baseURL!, 'TH', `Paging ${tag}`);
  const ids: string[] = [];
  for (let n = 0; n < 35; n += 1) {
    const post = await asEditor.call(routes.cms.createPost, {
      body: {
        title: `Lesson ${tag} ${String(n).padStart(2, '0')}`,
        shortDescription: `Part ${n} of the long course.`,
        youtubeUrl: 'https://youtu.be/Ab3_cD4-eF5',
        lang: 'TH',
        categoryId: category.id,
      },
    });
    ids.push(post.id);
  }
  await api.dispose();

  await useLanguage(page, 'en-US');
  await page.goto('/tutorials?lang=TH');
  const list = page.getByRole('navigation', { name: 'Categories' });
  const mine = list.getByRole('button', { name: new RegExp(`^Lesson ${tag} `) });
  const last = list.getByRole('button', { name: `Lesson ${tag} 34` });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(mine).toHaveCount(35);

  const search = page.getByRole('searchbox', { name: 'Search the documentation' });
  await search.fill(`lesson ${tag}`);
  await search.press('Enter');
  await expect(mine).toHaveCount(30);
  await expect(list.getByRole('button', { name: /ติดตั้ง/ })).toHaveCount(0);
  await list.getByRole('button', { name: 'Show more tutorials' }).scrollIntoViewIfNeeded();
  await expect(mine).toHaveCount(35);

  await page.goto(`/tutorials?lang=TH&post=${ids[34]}`);
  await expect(page.getByTestId('tutorial-viewer')).toContainText('Part 34 of the long course.');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tutorial pages fit the screen', async ({ page }) => {
    await useLanguage(page, 'th');
    for (const path of ['/videos', '/tutorials']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
