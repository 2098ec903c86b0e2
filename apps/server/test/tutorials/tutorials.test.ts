import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Tutorials {
  lang: string;
  categories: { slug: string; name: string }[];
  posts: { id: string; title: string; shortDescription: string; videoId: string; categorySlug: string }[];
}

describe('GET /api/v1/tutorials', () => {
  let t: TestApp;
  let editor: string;
  const categoryIds: Record<string, string> = {};

  async function createCategory(name: string, lang: string): Promise<string> {
    const res = await sendJson(t, 'POST', '/api/v1/cms/categories', { name, lang }, { cookie: editor });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function createPost(title: string, videoId: string, lang: string, categoryId: string): Promise<string> {
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/cms/posts',
      {
        title,
        shortDescription: `About ${title}`,
        youtubeUrl: `https://www.youtube.com/watch?v=${videoId}`,
        lang,
        categoryId,
      },
      { cookie: editor },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function tutorials(lang: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url: `/api/v1/tutorials?lang=${encodeURIComponent(lang)}`, headers });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const user = await insertUser(t.database.db, { editorScope: 'admin' });
    editor = await logInAs(t, user.email, TEST_PASSWORD);

    categoryIds.vi = await createCategory('Bắt đầu', 'vi');
    categoryIds.viEmpty = await createCategory('Sản xuất', 'vi');
    categoryIds.en = await createCategory('Getting started', 'en-US');
    categoryIds.th = await createCategory('เริ่มต้นใช้งาน', 'TH');

    await createPost('Cài đặt tiện ích', 'viVideo0001', 'vi', categoryIds.vi);
    await createPost('Chiếc tủ đầu tiên', 'viVideo0002', 'vi', categoryIds.vi);
    await createPost('Install the extension', 'enVideo0001', 'en-US', categoryIds.en);
    await createPost('ติดตั้งส่วนขยาย', 'thVideo0001', 'th', categoryIds.th);
  });
  afterAll(() => t.close());

  it('answers only the Vietnamese posts and categories for lang=vi, without a session', async () => {
    const res = await tutorials('vi');
    expect(res.statusCode).toBe(200);
    const body = res.json<Tutorials>();
    expect(body.lang).toBe('vi');
    expect(body.categories).toEqual([
      { slug: 'bat-dau', name: 'Bắt đầu' },
      { slug: 'san-xuat', name: 'Sản xuất' },
    ]);
    expect(body.posts.map((post) => post.title)).toEqual(['Cài đặt tiện ích', 'Chiếc tủ đầu tiên']);
    expect(body.posts.map((post) => post.videoId)).toEqual(['viVideo0001', 'viVideo0002']);
    expect(body.posts.every((post) => post.categorySlug === 'bat-dau')).toBe(true);
    expect(Object.keys(body.posts[0]!).sort()).toEqual(['categorySlug', 'id', 'shortDescription', 'title', 'videoId']);
  });

  it('answers only the English posts and categories for lang=en-US', async () => {
    const body = (await tutorials('en-US')).json<Tutorials>();
    expect(body.lang).toBe('en-US');
    expect(body.categories).toEqual([{ slug: 'getting-started', name: 'Getting started' }]);
    expect(body.posts).toEqual([
      expect.objectContaining({
        title: 'Install the extension',
        shortDescription: 'About Install the extension',
        videoId: 'enVideo0001',
        categorySlug: 'getting-started',
      }),
    ]);
  });

  it('reads TH as th: the same Thai answer and the same ETag', async () => {
    const upper = await tutorials('TH');
    const lower = await tutorials('th');
    expect(upper.statusCode).toBe(200);
    expect(lower.statusCode).toBe(200);
    expect(upper.json()).toEqual(lower.json());
    expect(upper.headers.etag).toBe(lower.headers.etag);
    const body = upper.json<Tutorials>();
    expect(body.lang).toBe('th');
    expect(body.categories).toEqual([{ slug: 'เริ่มต้นใช้งาน', name: 'เริ่มต้นใช้งาน' }]);
    expect(body.posts.map((post) => post.videoId)).toEqual(['thVideo0001']);
  });

  it.each(['fr', 'EN', 'en', 'vi-VN', '', '<script>'])('refuses lang=%j with 400 and a code', async (lang) => {
    const res = await tutorials(lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a request without lang with 400 and a code', async () => {
    const res = await getJson(t, '/api/v1/tutorials');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('is cacheable: an ETag and Cache-Control public with a max-age', async () => {
    const res = await tutorials('vi');
    expect(res.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    const cacheControl = String(res.headers['cache-control']);
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/\bmax-age=\d+\b/);
    expect(cacheControl).not.toMatch(/no-store|private/);
  });

  it('answers 304 with no body to If-None-Match with the current ETag', async () => {
    const first = await tutorials('vi');
    const etag = String(first.headers.etag);
    const again = await tutorials('vi', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('answers 200 in full to a stale or foreign ETag', async () => {
    const res = await tutorials('vi', { 'if-none-match': 'W/"not-the-current-one"' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Tutorials>().posts).toHaveLength(2);
  });

  it("each language has its own ETag: vi's does not answer 304 for en-US", async () => {
    const vi = String((await tutorials('vi')).headers.etag);
    const en = await tutorials('en-US', { 'if-none-match': vi });
    expect(en.statusCode).toBe(200);
    expect(en.headers.etag).not.toBe(vi);
  });

  it('changes the ETag when an editor adds, edits or deletes in the CMS, and only for that language', async () => {
    const before = String((await tutorials('vi')).headers.etag);
    const enBefore = String((await tutorials('en-US')).headers.etag);

    const postId = await createPost('Tủ treo tường', 'viVideo0003', 'vi', categoryIds.vi!);
    const afterCreate = await tutorials('vi', { 'if-none-match': before });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.headers.etag).not.toBe(before);
    expect(afterCreate.json<Tutorials>().posts.map((post) => post.title)).toContain('Tủ treo tường');
    expect((await tutorials('en-US')).headers.etag).toBe(enBefore);

    const renamed = await sendJson(
      t,
      'PATCH',
      `/api/v1/cms/categories/${categoryIds.viEmpty}`,
      { name: 'Sản xuất hàng loạt' },
      { cookie: editor },
    );
    expect(renamed.statusCode).toBe(200);
    const afterRename = await tutorials('vi', { 'if-none-match': String(afterCreate.headers.etag) });
    expect(afterRename.statusCode).toBe(200);
    expect(afterRename.json<Tutorials>().categories).toContainEqual({
      slug: 'san-xuat-hang-loat',
      name: 'Sản xuất hàng loạt',
    });

    const deleted = await sendJson(t, 'DELETE', `/api/v1/cms/posts/${postId}`, undefined, { cookie: editor });
    expect(deleted.statusCode).toBe(204);
    const afterDelete = await tutorials('vi', { 'if-none-match': String(afterRename.headers.etag) });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json<Tutorials>().posts.map((post) => post.title)).not.toContain('Tủ treo tường');
  });
});
