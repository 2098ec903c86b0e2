import { randomUUID } from 'node:crypto';
import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, posts, type UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('CMS categories', () => {
  let t: TestApp;
  let editorUser: UserRow;
  let editor: string;
  let thaiEditorUser: UserRow;
  let thaiEditor: string;

  async function categoryCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(categories);
    return row!.n;
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  async function categoryRow(id: string) {
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  async function auditRowsFor(targetId: string) {
    return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
  }

  /** A category made through the API; `name` gets a unique suffix so tests do not collide. */
  async function createCategory(name: string, lang = 'vi', cookie = editor) {
    const res = await sendJson(t, 'POST', '/api/v1/cms/categories', { name, lang }, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; name: string; slug: string; lang: string }>();
  }

  async function addPost(categoryId: string, lang: string): Promise<void> {
    await t.database.db
      .insert(posts)
      .values({ title: 'A post', shortDescription: 'About it', videoId: 'dQw4w9WgXcQ', lang, categoryId });
  }

  beforeAll(async () => {
    t = await createTestApp();
    editorUser = await insertUser(t.database.db, { name: 'Vi Editor', editorScope: 'vi' });
    editor = await logInAs(t, editorUser.email, TEST_PASSWORD);
    thaiEditorUser = await insertUser(t.database.db, { name: 'Thai Editor', editorScope: 'TH' });
    thaiEditor = await logInAs(t, thaiEditorUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('makes the slug from the name: Vietnamese accents and đ are removed, words joined by dashes', async () => {
      const res = await sendJson(
        t,
        'POST',
        '/api/v1/cms/categories',
        { name: 'Hướng dẫn cơ bản', lang: 'vi' },
        { cookie: editor },
      );
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({ id: expect.any(String), name: 'Hướng dẫn cơ bản', slug: 'huong-dan-co-ban', lang: 'vi' });
      const row = await categoryRow(body.id);
      expect(row).toMatchObject({ name: 'Hướng dẫn cơ bản', slug: 'huong-dan-co-ban', lang: 'vi' });
      expect(row!.updatedBy).toBe(editorUser.id);

      const dd = await createCategory('Đồ gỗ & Nội thất');
      expect(dd.slug).toBe('do-go-noi-that');
    });

    it('trims the name it stores', async () => {
      const created = await createCategory('  Tủ bếp  ');
      expect(created).toMatchObject({ name: 'Tủ bếp', slug: 'tu-bep' });
    });

    it('keeps Thai letters in the slug and reads TH as th', async () => {
      const created = await createCategory('การผลิต', 'TH', thaiEditor);
      expect(created).toMatchObject({ name: 'การผลิต', slug: 'การผลิต', lang: 'th' });
    });

    it('writes an audit row with the actor and a cms.category. action', async () => {
      const created = await createCategory('Phụ kiện');
      const rows = await auditRowsFor(created.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorUserId: editorUser.id, action: 'cms.category.created' });
    });
  });

  describe('rename and change of language', () => {
    it('rename: the slug follows the new name, the id stays, and an audit row is written', async () => {
      const created = await createCategory('Bản lề');
      const res = await sendJson(
        t,
        'PATCH',
        `/api/v1/cms/categories/${created.id}`,
        { name: 'Bản lề giảm chấn' },
        { cookie: editor },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: created.id, name: 'Bản lề giảm chấn', slug: 'ban-le-giam-chan', lang: 'vi' });
      expect(await categoryRow(created.id)).toMatchObject({ name: 'Bản lề giảm chấn', slug: 'ban-le-giam-chan' });
      const rows = await auditRowsFor(created.id);
      expect(rows.map((row) => row.action)).toEqual(['cms.category.created', 'cms.category.updated']);
      expect(rows[1]!.actorUserId).toBe(editorUser.id);
    });

    it('changes the language of a category without posts', async () => {
      const admin = await insertUser(t.database.db, { editorScope: 'admin' });
      const adminCookie = await logInAs(t, admin.email, TEST_PASSWORD);
      const created = await createCategory('Tay nắm');
      const res = await sendJson(
        t,
        'PATCH',
        `/api/v1/cms/categories/${created.id}`,
        { lang: 'en-US' },
        { cookie: adminCookie },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: created.id, name: 'Tay nắm', slug: 'tay-nam', lang: 'en-US' });
      expect((await categoryRow(created.id))!.lang).toBe('en-US');
      const rows = await auditRowsFor(created.id);
      expect(rows.at(-1)).toMatchObject({ actorUserId: admin.id, action: 'cms.category.updated' });
    });

    it('refuses to change the language of a category with posts: 409 CATEGORY_HAS_POSTS, row unchanged', async () => {
      const admin = await insertUser(t.database.db, { editorScope: 'admin' });
      const adminCookie = await logInAs(t, admin.email, TEST_PASSWORD);
      const created = await createCategory('Ray trượt');
      await addPost(created.id, 'vi');
      const audits = await auditCount();
      const res = await sendJson(
        t,
        'PATCH',
        `/api/v1/cms/categories/${created.id}`,
        { name: 'Drawer slides', lang: 'en-US' },
        { cookie: adminCookie },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'CATEGORY_HAS_POSTS' } });
      expect(await categoryRow(created.id)).toMatchObject({ name: 'Ray trượt', slug: 'ray-truot', lang: 'vi' });
      expect(await auditCount()).toBe(audits);
    });

    it('renaming a category with posts, in its own language, is fine', async () => {
      const created = await createCategory('Ván MDF');
      await addPost(created.id, 'vi');
      const res = await sendJson(
        t,
        'PATCH',
        `/api/v1/cms/categories/${created.id}`,
        { name: 'Ván MDF chống ẩm', lang: 'vi' },
        { cookie: editor },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().slug).toBe('van-mdf-chong-am');
    });
  });

  describe('delete', () => {
    it('deletes a category without posts: 204, the row is gone, an audit row is written', async () => {
      const created = await createCategory('Tạm thời');
      const res = await sendJson(t, 'DELETE', `/api/v1/cms/categories/${created.id}`, undefined, { cookie: editor });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await categoryRow(created.id)).toBeUndefined();
      const rows = await auditRowsFor(created.id);
      expect(rows.at(-1)).toMatchObject({ actorUserId: editorUser.id, action: 'cms.category.deleted' });

      const again = await sendJson(t, 'DELETE', `/api/v1/cms/categories/${created.id}`, undefined, {
        cookie: editor,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('NOT_FOUND');
    });

    it('refuses to delete a category with posts: 409 CATEGORY_HAS_POSTS, and the row stays', async () => {
      const created = await createCategory('Có bài viết');
      await addPost(created.id, 'vi');
      const audits = await auditCount();
      const res = await sendJson(t, 'DELETE', `/api/v1/cms/categories/${created.id}`, undefined, { cookie: editor });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'CATEGORY_HAS_POSTS' } });
      expect(await categoryRow(created.id)).toMatchObject({ name: 'Có bài viết' });
      expect(await auditCount()).toBe(audits);
    });
  });

  describe('slugs are unique within a language', () => {
    it('refuses a name whose slug is taken in the same language: 409 SLUG_TAKEN, nothing added', async () => {
      await createCategory('Lắp đặt');
      const before = await categoryCount();
      const audits = await auditCount();
      for (const name of ['Lắp đặt', 'lap dat', 'LẮP  ĐẶT!']) {
        const res = await sendJson(t, 'POST', '/api/v1/cms/categories', { name, lang: 'vi' }, { cookie: editor });
        expect(res.statusCode, name).toBe(409);
        expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'SLUG_TAKEN' } });
      }
      expect(await categoryCount()).toBe(before);
      expect(await auditCount()).toBe(audits);
    });

    it('accepts the same name in another language', async () => {
      const admin = await insertUser(t.database.db, { editorScope: 'admin' });
      const adminCookie = await logInAs(t, admin.email, TEST_PASSWORD);
      const vi = await createCategory('CNC', 'vi', adminCookie);
      const en = await createCategory('CNC', 'en-US', adminCookie);
      expect(vi.slug).toBe('cnc');
      expect(en.slug).toBe('cnc');
      expect(en.id).not.toBe(vi.id);
    });

    it('refuses a rename onto a slug taken in the same language, and keeps the row', async () => {
      await createCategory('Sơn phủ');
      const other = await createCategory('Sơn lót');
      const res = await sendJson(
        t,
        'PATCH',
        `/api/v1/cms/categories/${other.id}`,
        { name: 'son phu' },
        { cookie: editor },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'SLUG_TAKEN' } });
      expect(await categoryRow(other.id)).toMatchObject({ name: 'Sơn lót', slug: 'son-lot' });
    });
  });

  describe('paging (Thai only, so other tests do not interfere)', () => {
    const names = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด'];
    let created: { id: string; name: string }[] = [];

    beforeAll(async () => {
      // The list is per language: the Thai editor's list holds only what this block adds,
      // apart from the one Thai category made in "create" above, which is deleted here.
      await t.database.db.delete(categories).where(eq(categories.lang, 'th'));
      created = [];
      for (const name of names) created.push(await createCategory(name, 'th', thaiEditor));
    });

    it('answers 5 per page, newest first, with the total', async () => {
      const res = await getJson(t, '/api/v1/cms/categories?page=1', { cookie: thaiEditor });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ total: 7, page: 1, pageSize: 5 });
      expect(body.items.map((item: { name: string }) => item.name)).toEqual(['เจ็ด', 'หก', 'ห้า', 'สี่', 'สาม']);
    });

    it('defaults to page 1', async () => {
      const res = await getJson(t, '/api/v1/cms/categories', { cookie: thaiEditor });
      expect(res.json()).toMatchObject({ total: 7, page: 1, pageSize: 5 });
      expect(res.json().items).toHaveLength(5);
    });

    it('page 2 has the rest, and a page past the end is empty', async () => {
      const second = (await getJson(t, '/api/v1/cms/categories?page=2', { cookie: thaiEditor })).json();
      expect(second).toMatchObject({ total: 7, page: 2, pageSize: 5 });
      expect(second.items.map((item: { id: string }) => item.id)).toEqual([created[1]!.id, created[0]!.id]);
      const third = await getJson(t, '/api/v1/cms/categories?page=3', { cookie: thaiEditor });
      expect(third.statusCode).toBe(200);
      expect(third.json()).toEqual({ items: [], total: 7, page: 3, pageSize: 5 });
    });

    it.each(['0', '-1', 'abc', '1.5', '', '1e9'])('refuses page=%j with 400 and a code', async (page) => {
      const res = await getJson(t, `/api/v1/cms/categories?page=${page}`, { cookie: thaiEditor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('hostile input is refused with a code and changes nothing', () => {
    const valid = { name: 'Hợp lệ', lang: 'vi' };

    it.each<[string, unknown]>([
      ['an empty name', { ...valid, name: '' }],
      ['a whitespace name', { ...valid, name: '   \t ' }],
      ['a 101-character name', { ...valid, name: 'a'.repeat(101) }],
      ['a 10,000-character name', { ...valid, name: 'x'.repeat(10_000) }],
      ['a script tag', { ...valid, name: '<script>alert(1)</script>' }],
      ['angle brackets', { ...valid, name: 'Tủ <b>đẹp</b>' }],
      ['a control character', { ...valid, name: 'Tủ\u0007bếp' }],
      ['a newline', { ...valid, name: 'Tủ\nbếp' }],
      ['a right-to-left override (U+202E)', { ...valid, name: 'Tủ\u202Ebếp' }],
      ['a zero-width space (U+200B)', { ...valid, name: 'Tủ\u200Bbếp' }],
      ['a name without a letter or digit', { ...valid, name: '!!! ---' }],
      ['a name that is not a string', { ...valid, name: 42 }],
      ['an unknown language', { ...valid, lang: 'fr' }],
      ['a lower-case en-us', { ...valid, lang: 'en-us' }],
      ['a missing language', { name: 'Hợp lệ' }],
      ['a missing name', { lang: 'vi' }],
      ['an extra field', { ...valid, slug: 'chosen-slug' }],
      ['an extra id field', { ...valid, id: randomUUID() }],
      ['an empty object', {}],
      ['an array', [valid]],
      ['no body at all', undefined],
    ])('POST with %s', async (_label, body) => {
      const before = await categoryCount();
      const audits = await auditCount();
      const res = await sendJson(t, 'POST', '/api/v1/cms/categories', body, { cookie: editor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await categoryCount()).toBe(before);
      expect(await auditCount()).toBe(audits);
    });

    it('names which field is wrong', async () => {
      const res = await sendJson(
        t,
        'POST',
        '/api/v1/cms/categories',
        { name: 'a'.repeat(101), lang: 'vi' },
        { cookie: editor },
      );
      expect(res.json().details.fields).toEqual({ name: 'TOO_LONG' });
      const html = await sendJson(
        t,
        'POST',
        '/api/v1/cms/categories',
        { name: '<script>alert(1)</script>', lang: 'vi' },
        { cookie: editor },
      );
      expect(html.json().details.fields).toEqual({ name: 'TEXT_INVALID' });
    });

    it('a 100-character name is still fine', async () => {
      const created = await createCategory(`Dài ${'x'.repeat(96)}`);
      expect(created.name).toHaveLength(100);
    });

    it.each<[string, unknown]>([
      ['an empty patch', {}],
      ['an empty name', { name: '' }],
      ['a 10,000-character name', { name: 'x'.repeat(10_000) }],
      ['a script tag', { name: '<script>alert(1)</script>' }],
      ['a right-to-left override (U+202E)', { name: 'abc\u202Edef' }],
      ['an unknown language', { lang: 'de' }],
      ['an extra field', { name: 'Mới', slug: 'moi' }],
      ['no body at all', undefined],
    ])('PATCH with %s', async (_label, body) => {
      const created = await createCategory(`Giữ nguyên ${randomUUID().slice(0, 8)}`);
      const audits = await auditCount();
      const res = await sendJson(t, 'PATCH', `/api/v1/cms/categories/${created.id}`, body, { cookie: editor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await categoryRow(created.id)).toMatchObject({ name: created.name, slug: created.slug, lang: 'vi' });
      expect(await auditCount()).toBe(audits);
    });

    it('an unknown id on PATCH and DELETE is 404 NOT_FOUND', async () => {
      const id = randomUUID();
      const patch = await sendJson(t, 'PATCH', `/api/v1/cms/categories/${id}`, { name: 'Ma' }, { cookie: editor });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().code).toBe('NOT_FOUND');
      const del = await sendJson(t, 'DELETE', `/api/v1/cms/categories/${id}`, undefined, { cookie: editor });
      expect(del.statusCode).toBe(404);
      expect(del.json().code).toBe('NOT_FOUND');
      expect(await t.database.db.select().from(categories).where(eq(categories.name, 'Ma'))).toHaveLength(0);
    });

    it.each(['123', 'not-a-uuid', "1'%20or%20'1'='1", `${randomUUID()}x`, '%00', '..%2F..%2Fetc'])(
      'a non-uuid id %j on PATCH and DELETE is a 4xx with a code, never a 500',
      async (id) => {
        const before = await categoryCount();
        const patch = await sendJson(t, 'PATCH', `/api/v1/cms/categories/${id}`, { name: 'Ma' }, { cookie: editor });
        const del = await sendJson(t, 'DELETE', `/api/v1/cms/categories/${id}`, undefined, { cookie: editor });
        for (const res of [patch, del]) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().code).toEqual(expect.any(String));
        }
        expect(await categoryCount()).toBe(before);
      },
    );
  });

  describe('category options for the post form', () => {
    it('lists every category of one language by name', async () => {
      const res = await getJson(t, '/api/v1/cms/category-options?lang=TH', { cookie: thaiEditor });
      expect(res.statusCode).toBe(200);
      const items = res.json<{ id: string; lang: string }[]>();
      const thai = await t.database.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.lang, 'th'))
        .orderBy(asc(categories.name));
      expect(items.length).toBeGreaterThanOrEqual(7);
      expect(items.every((item) => item.lang === 'th')).toBe(true);
      expect(items.map((item) => item.id)).toEqual(thai.map((row) => row.id));
    });

    it('refuses an unknown language with 400 and a code', async () => {
      const res = await getJson(t, '/api/v1/cms/category-options?lang=fr', { cookie: editor });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    });
  });

  it('every change above left an audit row with the actor and a cms.category. action', async () => {
    const rows = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'cms.%'));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.action).toMatch(/^cms\.category\.(created|updated|deleted)$/);
      expect(row.actorUserId).toEqual(expect.any(String));
      expect(row.targetId).toEqual(expect.any(String));
    }
  });
});
