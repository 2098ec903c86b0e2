import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, posts, type UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const VIDEO_ID = 'dQw4w9WgXcQ';

describe('CMS posts', () => {
  let t: TestApp;
  let editorUser: UserRow;
  let editor: string;
  let thaiEditor: string;
  let viCategory: { id: string; name: string };
  let viOtherCategory: { id: string; name: string };
  let enCategory: { id: string; name: string };

  function validPost(overrides: Record<string, unknown> = {}) {
    return {
      title: 'Lắp tủ bếp',
      shortDescription: 'Hướng dẫn lắp tủ bếp dưới.',
      youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      lang: 'vi',
      categoryId: viCategory.id,
      ...overrides,
    };
  }

  async function postCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(posts);
    return row!.n;
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  async function postRow(id: string) {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    return row;
  }

  async function auditRowsFor(targetId: string) {
    return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
  }

  async function createPost(body: Record<string, unknown> = validPost(), cookie = editor) {
    const res = await sendJson(t, 'POST', '/api/v1/cms/posts', body, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; title: string; shortDescription: string; videoId: string; categoryName: string }>();
  }

  async function insertCategory(name: string, slug: string, lang: string) {
    const [row] = await t.database.db.insert(categories).values({ name, slug, lang }).returning();
    return { id: row!.id, name: row!.name };
  }

  beforeAll(async () => {
    t = await createTestApp();
    editorUser = await insertUser(t.database.db, { name: 'Admin Editor', editorScope: 'admin' });
    editor = await logInAs(t, editorUser.email, TEST_PASSWORD);
    const thaiEditorUser = await insertUser(t.database.db, { editorScope: 'TH' });
    thaiEditor = await logInAs(t, thaiEditorUser.email, TEST_PASSWORD);
    viCategory = await insertCategory('Tủ bếp', 'tu-bep', 'vi');
    viOtherCategory = await insertCategory('Tủ áo', 'tu-ao', 'vi');
    enCategory = await insertCategory('Kitchens', 'kitchens', 'en-US');
  });
  afterAll(() => t.close());

  describe('create', () => {
    it.each([
      ['watch', `https://www.youtube.com/watch?v=${VIDEO_ID}`],
      ['watch with more parameters', `https://youtube.com/watch?feature=share&v=${VIDEO_ID}&t=42s`],
      ['mobile watch', `https://m.youtube.com/watch?v=${VIDEO_ID}`],
      ['youtu.be', `https://youtu.be/${VIDEO_ID}`],
      ['youtu.be with a share token', `https://youtu.be/${VIDEO_ID}?si=Abc123`],
      ['shorts', `https://www.youtube.com/shorts/${VIDEO_ID}`],
      ['embed', `https://www.youtube.com/embed/${VIDEO_ID}?start=10`],
      ['privacy-enhanced embed', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`],
      ['watch with spaces around', `  https://www.youtube.com/watch?v=${VIDEO_ID}  `],
    ])('accepts a %s link and stores only the 11-character video id', async (_form, youtubeUrl) => {
      const created = await createPost(validPost({ youtubeUrl }));
      expect(created.videoId).toBe(VIDEO_ID);
      expect(created).not.toHaveProperty('youtubeUrl');
      const row = await postRow(created.id);
      expect(row!.videoId).toBe(VIDEO_ID);
      expect(Object.values(row!)).not.toContain(youtubeUrl);
    });

    it('answers the post with its category name, and records who made it', async () => {
      const res = await sendJson(t, 'POST', '/api/v1/cms/posts', validPost(), { cookie: editor });
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(String),
        title: 'Lắp tủ bếp',
        shortDescription: 'Hướng dẫn lắp tủ bếp dưới.',
        videoId: VIDEO_ID,
        lang: 'vi',
        categoryId: viCategory.id,
        categoryName: 'Tủ bếp',
      });
      expect((await postRow(body.id))!.updatedBy).toBe(editorUser.id);
      const rows = await auditRowsFor(body.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorUserId: editorUser.id, action: 'cms.post.created' });
    });

    it('reads TH as th', async () => {
      const thCategory = await insertCategory('ครัว', 'ครัว', 'th');
      const created = await createPost(validPost({ lang: 'TH', categoryId: thCategory.id, title: 'ตู้ครัว' }));
      expect(created).toMatchObject({ categoryName: 'ครัว' });
      expect((await postRow(created.id))!.lang).toBe('th');
      await t.database.db.delete(posts).where(eq(posts.id, created.id));
      await t.database.db.delete(categories).where(eq(categories.id, thCategory.id));
    });

    it("returns a description with '<', '>', '&' and newlines exactly as text, here and on the public page", async () => {
      const shortDescription = 'Độ dày < 18mm & > 9mm:\n\t1. <b>đo</b> lại\n2. cắt "thẳng"';
      const created = await createPost(validPost({ title: 'Mô tả đặc biệt', shortDescription }));
      expect(created.shortDescription).toBe(shortDescription);
      expect((await postRow(created.id))!.shortDescription).toBe(shortDescription);
      const tutorials = await getJson(t, '/api/v1/tutorials?lang=vi');
      const published = tutorials
        .json<{ posts: { id: string; shortDescription: string }[] }>()
        .posts.find((post) => post.id === created.id);
      expect(published!.shortDescription).toBe(shortDescription);
    });
  });

  describe('update (the modal save) and delete', () => {
    it('PUT changes every field and keeps the id; an audit row is written', async () => {
      const created = await createPost();
      const before = await postCount();
      const res = await sendJson(
        t,
        'PUT',
        `/api/v1/cms/posts/${created.id}`,
        {
          title: 'Lắp tủ áo',
          shortDescription: 'Tủ áo ba cánh.',
          youtubeUrl: 'https://youtu.be/abcdefghijk',
          lang: 'vi',
          categoryId: viOtherCategory.id,
        },
        { cookie: editor },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: created.id,
        title: 'Lắp tủ áo',
        shortDescription: 'Tủ áo ba cánh.',
        videoId: 'abcdefghijk',
        lang: 'vi',
        categoryId: viOtherCategory.id,
        categoryName: 'Tủ áo',
      });
      expect(await postRow(created.id)).toMatchObject({
        title: 'Lắp tủ áo',
        shortDescription: 'Tủ áo ba cánh.',
        videoId: 'abcdefghijk',
        categoryId: viOtherCategory.id,
      });
      expect(await postCount()).toBe(before);
      const rows = await auditRowsFor(created.id);
      expect(rows.map((row) => row.action)).toEqual(['cms.post.created', 'cms.post.updated']);
      expect(rows[1]!.actorUserId).toBe(editorUser.id);
    });

    it('PUT can move a post to another language together with a category of that language', async () => {
      const created = await createPost();
      const res = await sendJson(
        t,
        'PUT',
        `/api/v1/cms/posts/${created.id}`,
        validPost({ title: 'Kitchen base units', lang: 'en-US', categoryId: enCategory.id }),
        { cookie: editor },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: created.id, lang: 'en-US', categoryName: 'Kitchens' });
    });

    it('DELETE answers 204, the row is gone, an audit row is written; a second DELETE is 404', async () => {
      const created = await createPost();
      const res = await sendJson(t, 'DELETE', `/api/v1/cms/posts/${created.id}`, undefined, { cookie: editor });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await postRow(created.id)).toBeUndefined();
      const rows = await auditRowsFor(created.id);
      expect(rows.at(-1)).toMatchObject({ actorUserId: editorUser.id, action: 'cms.post.deleted' });
      const again = await sendJson(t, 'DELETE', `/api/v1/cms/posts/${created.id}`, undefined, { cookie: editor });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('NOT_FOUND');
    });

    it('an unknown post id on PUT and DELETE is 404 NOT_FOUND, and nothing is added', async () => {
      const before = await postCount();
      const id = randomUUID();
      const put = await sendJson(t, 'PUT', `/api/v1/cms/posts/${id}`, validPost(), { cookie: editor });
      expect(put.statusCode).toBe(404);
      expect(put.json().code).toBe('NOT_FOUND');
      const del = await sendJson(t, 'DELETE', `/api/v1/cms/posts/${id}`, undefined, { cookie: editor });
      expect(del.statusCode).toBe(404);
      expect(del.json().code).toBe('NOT_FOUND');
      expect(await postCount()).toBe(before);
    });

    it.each(['123', 'not-a-uuid', `${VIDEO_ID}`])(
      'a non-uuid post id %j is a 4xx with a code, never a 500',
      async (id) => {
        const put = await sendJson(t, 'PUT', `/api/v1/cms/posts/${id}`, validPost(), { cookie: editor });
        const del = await sendJson(t, 'DELETE', `/api/v1/cms/posts/${id}`, undefined, { cookie: editor });
        for (const res of [put, del]) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().code).toEqual(expect.any(String));
        }
      },
    );
  });

  describe('hostile input is refused with a code and changes nothing', () => {
    const refused: [string, () => unknown][] = [
      ['a javascript: URL', () => validPost({ youtubeUrl: 'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ' })],
      ['a data: URL', () => validPost({ youtubeUrl: 'data:text/html,<script>alert(1)</script>' })],
      ['an ftp: URL', () => validPost({ youtubeUrl: `ftp://www.youtube.com/watch?v=${VIDEO_ID}` })],
      ['a look-alike host', () => validPost({ youtubeUrl: `https://youtube.com.evil.example/watch?v=${VIDEO_ID}` })],
      [
        'a user-info trick',
        () => validPost({ youtubeUrl: `https://www.youtube.com@evil.example/watch?v=${VIDEO_ID}` }),
      ],
      [
        'credentials on YouTube',
        () => validPost({ youtubeUrl: `https://user:pw@www.youtube.com/watch?v=${VIDEO_ID}` }),
      ],
      ['an odd port', () => validPost({ youtubeUrl: `https://www.youtube.com:8443/watch?v=${VIDEO_ID}` })],
      ['a similar domain', () => validPost({ youtubeUrl: `https://evilyoutube.com/watch?v=${VIDEO_ID}` })],
      ['another video site', () => validPost({ youtubeUrl: `https://vimeo.com/${VIDEO_ID}` })],
      ['a YouTube channel URL', () => validPost({ youtubeUrl: 'https://www.youtube.com/@OneClickChannel' })],
      ['a YouTube playlist URL', () => validPost({ youtubeUrl: 'https://www.youtube.com/playlist?list=PL1234567890' })],
      ['the YouTube home page', () => validPost({ youtubeUrl: 'https://www.youtube.com/' })],
      ['a 10-character video id', () => validPost({ youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXc' })],
      ['a 12-character video id', () => validPost({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQQ' })],
      ['a video id with a quote', () => validPost({ youtubeUrl: `https://youtu.be/dQw4w9"gXcQ` })],
      ['a bare video id', () => validPost({ youtubeUrl: VIDEO_ID })],
      ['an empty URL', () => validPost({ youtubeUrl: '' })],
      ['HTML in the title', () => validPost({ title: '<img src=x onerror=alert(1)>' })],
      ['a script tag in the title', () => validPost({ title: '<script>alert(1)</script>' })],
      ['a control character in the title', () => validPost({ title: 'Tủ\u0000bếp' })],
      ['a U+202E in the title', () => validPost({ title: 'Tủ\u202Ebếp' })],
      ['a newline in the title', () => validPost({ title: 'Tủ\nbếp' })],
      ['a U+202E in the description', () => validPost({ shortDescription: 'abc\u202Edef' })],
      ['a carriage return in the description', () => validPost({ shortDescription: 'abc\r\ndef' })],
      ['a 10,000-character title', () => validPost({ title: 't'.repeat(10_000) })],
      ['a 201-character title', () => validPost({ title: 't'.repeat(201) })],
      ['a 10,000-character description', () => validPost({ shortDescription: 'd'.repeat(10_000) })],
      ['a whitespace title', () => validPost({ title: '   ' })],
      ['an unknown language', () => validPost({ lang: 'fr' })],
      ['a category id that is not a uuid', () => validPost({ categoryId: 'kitchens' })],
      ['a missing title', () => ({ ...validPost(), title: undefined })],
      ['a missing description', () => ({ ...validPost(), shortDescription: undefined })],
      ['a missing URL', () => ({ ...validPost(), youtubeUrl: undefined })],
      ['a missing language', () => ({ ...validPost(), lang: undefined })],
      ['a missing category', () => ({ ...validPost(), categoryId: undefined })],
      ['an extra videoId field', () => validPost({ videoId: 'abcdefghijk' })],
      ['an extra id field', () => validPost({ id: randomUUID() })],
      ['an extra updatedBy field', () => validPost({ updatedBy: randomUUID() })],
      ['an empty object', () => ({})],
      ['no body at all', () => undefined],
    ];

    it.each(refused)('POST with %s', async (_label, body) => {
      const before = await postCount();
      const audits = await auditCount();
      const res = await sendJson(t, 'POST', '/api/v1/cms/posts', body(), { cookie: editor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await postCount()).toBe(before);
      expect(await auditCount()).toBe(audits);
    });

    it.each(refused)('PUT with %s', async (_label, body) => {
      const created = await createPost(validPost({ title: 'Giữ nguyên' }));
      const rowBefore = await postRow(created.id);
      const audits = await auditCount();
      const res = await sendJson(t, 'PUT', `/api/v1/cms/posts/${created.id}`, body(), { cookie: editor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await postRow(created.id)).toEqual(rowBefore);
      expect(await auditCount()).toBe(audits);
    });

    it('names the field: the URL is YOUTUBE_URL_INVALID, the HTML title TEXT_INVALID', async () => {
      const url = await sendJson(
        t,
        'POST',
        '/api/v1/cms/posts',
        validPost({ youtubeUrl: `https://youtube.com.evil.example/watch?v=${VIDEO_ID}` }),
        { cookie: editor },
      );
      expect(url.json().details.fields).toEqual({ youtubeUrl: 'YOUTUBE_URL_INVALID' });
      const title = await sendJson(t, 'POST', '/api/v1/cms/posts', validPost({ title: '<b>x</b>' }), {
        cookie: editor,
      });
      expect(title.json().details.fields).toEqual({ title: 'TEXT_INVALID' });
    });

    it.each<[string, () => string]>([
      ['a category of another language', () => enCategory.id],
      ['a category that does not exist', () => randomUUID()],
    ])('refuses %s with 400 and details.fields.categoryId', async (_label, categoryId) => {
      const before = await postCount();
      const created = await sendJson(t, 'POST', '/api/v1/cms/posts', validPost({ categoryId: categoryId() }), {
        cookie: editor,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { categoryId: 'CATEGORY_INVALID' } },
      });
      expect(await postCount()).toBe(before);

      const existing = await createPost();
      const rowBefore = await postRow(existing.id);
      const updated = await sendJson(
        t,
        'PUT',
        `/api/v1/cms/posts/${existing.id}`,
        validPost({ categoryId: categoryId() }),
        { cookie: editor },
      );
      expect(updated.statusCode).toBe(400);
      expect(updated.json().details.fields.categoryId).toBe('CATEGORY_INVALID');
      expect(await postRow(existing.id)).toEqual(rowBefore);
    });

    it('accepts a 200-character title and a 2,000-character description', async () => {
      const created = await createPost(validPost({ title: 't'.repeat(200), shortDescription: 'd'.repeat(2000) }));
      expect(created.title).toHaveLength(200);
      expect(created.shortDescription).toHaveLength(2000);
    });
  });

  describe('paging (Thai only, so other tests do not interfere)', () => {
    const titles = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด'];
    let created: { id: string }[] = [];

    beforeAll(async () => {
      const thCategory = await insertCategory('บทเรียน', 'บทเรียน', 'th');
      created = [];
      for (const title of titles) {
        created.push(await createPost(validPost({ title, lang: 'TH', categoryId: thCategory.id }), thaiEditor));
      }
    });

    it('answers 5 per page, newest first, with the total and category names', async () => {
      const res = await getJson(t, '/api/v1/cms/posts?page=1', { cookie: thaiEditor });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ total: 7, page: 1, pageSize: 5 });
      expect(body.items.map((item: { title: string }) => item.title)).toEqual(['เจ็ด', 'หก', 'ห้า', 'สี่', 'สาม']);
      expect(body.items[0]).toMatchObject({ lang: 'th', categoryName: 'บทเรียน', videoId: VIDEO_ID });
    });

    it('page 2 has the rest, and a page past the end is empty', async () => {
      const second = (await getJson(t, '/api/v1/cms/posts?page=2', { cookie: thaiEditor })).json();
      expect(second).toMatchObject({ total: 7, page: 2, pageSize: 5 });
      expect(second.items.map((item: { id: string }) => item.id)).toEqual([created[1]!.id, created[0]!.id]);
      const third = await getJson(t, '/api/v1/cms/posts?page=3', { cookie: thaiEditor });
      expect(third.statusCode).toBe(200);
      expect(third.json()).toEqual({ items: [], total: 7, page: 3, pageSize: 5 });
    });

    it('the all-languages editor counts every post', async () => {
      const body = (await getJson(t, '/api/v1/cms/posts?page=1', { cookie: editor })).json();
      expect(body.total).toBe(await postCount());
    });

    it.each(['0', '-1', 'abc', '1.5', ''])('refuses page=%j with 400 and a code', async (page) => {
      const res = await getJson(t, `/api/v1/cms/posts?page=${page}`, { cookie: thaiEditor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });
  });

  it('every change above left an audit row with the actor and a cms.post. action', async () => {
    const rows = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'cms.%'));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.action).toMatch(/^cms\.post\.(created|updated|deleted)$/);
      expect(row.actorUserId).toEqual(expect.any(String));
    }
    const [posted] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'cms.post.created'));
    // The "reads TH as th" post was removed straight from the database, so it has no delete row.
    expect(posted!.n).toBeGreaterThanOrEqual(await postCount());
  });
});
