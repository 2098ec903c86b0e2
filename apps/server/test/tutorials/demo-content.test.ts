import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, categories, posts } from '../../src/db/schema/index.js';
import { addDemoTutorials } from '../../src/modules/tutorials/demo-content.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

async function counts(t: TestApp) {
  const db = t.database.db;
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  const [postCount] = await db.select({ n: count() }).from(posts);
  return { categories: categoryCount!.n, posts: postCount!.n };
}

describe('demo tutorials on a new database', () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await insertUser(t.database.db, { editorScope: 'admin' });
    editor = await logInAs(t, user.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('adds categories and posts in all three languages to an empty database, and says so', async () => {
    expect(await counts(t)).toEqual({ categories: 0, posts: 0 });
    expect(await addDemoTutorials(systemOf(t))).toBe(true);

    const after = await counts(t);
    expect(after.categories).toBeGreaterThan(0);
    expect(after.posts).toBeGreaterThan(0);
    for (const lang of ['vi', 'en-US', 'th']) {
      const [categoryCount] = await t.database.db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.lang, lang));
      const [postCount] = await t.database.db.select({ n: count() }).from(posts).where(eq(posts.lang, lang));
      expect(categoryCount!.n, lang).toBeGreaterThan(0);
      expect(postCount!.n, lang).toBeGreaterThan(0);
    }
  });

  it('adds content that the public page and the CMS can show: slugs, 11-character ids, same-language categories', async () => {
    for (const lang of ['vi', 'en-US', 'TH']) {
      const res = await getJson(t, `/api/v1/tutorials?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ categories: { slug: string }[]; posts: { videoId: string; categorySlug: string }[] }>();
      expect(body.categories.length).toBeGreaterThan(0);
      expect(body.posts.length).toBeGreaterThan(0);
      const slugs = body.categories.map((category) => category.slug);
      for (const post of body.posts) {
        expect(post.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
        expect(slugs).toContain(post.categorySlug);
      }
    }
    const rows = await t.database.db
      .select({ postLang: posts.lang, categoryLang: categories.lang })
      .from(posts)
      .innerJoin(categories, eq(posts.categoryId, categories.id));
    expect(rows.every((row) => row.postLang === row.categoryLang)).toBe(true);
  });

  it('a second call adds nothing and answers false', async () => {
    const before = await counts(t);
    expect(await addDemoTutorials(systemOf(t))).toBe(false);
    expect(await counts(t)).toEqual(before);
  });

  it('after an editor deletes every demo post and category, calling it again adds nothing', async () => {
    for (const kind of ['posts', 'categories'] as const) {
      for (;;) {
        const page = await getJson(t, `/api/v1/cms/${kind}?page=1`, { cookie: editor });
        expect(page.statusCode).toBe(200);
        const items = page.json<{ items: { id: string }[] }>().items;
        if (items.length === 0) break;
        for (const item of items) {
          const res = await sendJson(t, 'DELETE', `/api/v1/cms/${kind}/${item.id}`, undefined, { cookie: editor });
          expect(res.statusCode).toBe(204);
        }
      }
    }
    expect(await counts(t)).toEqual({ categories: 0, posts: 0 });

    expect(await addDemoTutorials(systemOf(t))).toBe(false);
    expect(await counts(t)).toEqual({ categories: 0, posts: 0 });
    const tutorials = await getJson(t, '/api/v1/tutorials?lang=vi');
    expect(tutorials.json()).toEqual({ lang: 'vi', categories: [], posts: [], nextCursor: null });
  });
});

describe('demo tutorials on a database an editor already uses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds nothing when an editor made a category before, even without the marker', async () => {
    const user = await insertUser(t.database.db, { editorScope: 'en-US' });
    const cookie = await logInAs(t, user.email, TEST_PASSWORD);
    const created = await sendJson(
      t,
      'POST',
      '/api/v1/cms/categories',
      { name: 'Our own category', lang: 'en-US' },
      { cookie },
    );
    expect(created.statusCode).toBe(201);
    expect(await t.database.db.select().from(appSettings)).toEqual([]);

    expect(await addDemoTutorials(systemOf(t))).toBe(false);
    expect(await counts(t)).toEqual({ categories: 1, posts: 0 });
    expect(await addDemoTutorials(systemOf(t))).toBe(false);
    expect(await counts(t)).toEqual({ categories: 1, posts: 0 });
  });
});
