import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, posts } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Lang = 'vi' | 'en-US' | 'th';
type Scope = 'vi' | 'en-US' | 'TH' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const LANGS: Lang[] = ['vi', 'en-US', 'th'];
const SCOPES: Scope[] = ['vi', 'en-US', 'TH', 'admin'];
const VIDEO_ID = 'dQw4w9WgXcQ';

function covers(scope: Scope, lang: Lang): boolean {
  return scope === 'admin' || scope === (lang === 'th' ? 'TH' : lang);
}

function languagesOf(scope: Scope): Lang[] {
  return LANGS.filter((lang) => covers(scope, lang));
}

describe('who may use the CMS, and for which languages', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};

  function suffix(): string {
    return randomBytes(4).toString('hex');
  }

  async function insertCategory(lang: Lang, name = `Category ${suffix()}`) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const [row] = await t.database.db.insert(categories).values({ name, slug, lang }).returning();
    return row!;
  }

  async function insertPost(lang: Lang, categoryId?: string) {
    const category = categoryId ?? (await insertCategory(lang)).id;
    const [row] = await t.database.db
      .insert(posts)
      .values({
        title: `Post ${suffix()}`,
        shortDescription: 'About it',
        videoId: VIDEO_ID,
        lang,
        categoryId: category,
      })
      .returning();
    return row!;
  }

  async function categoryRow(id: string) {
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  async function postRow(id: string) {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    return row;
  }

  /** Every row of the three CMS tables, to prove that a refused request changed nothing. */
  async function snapshot() {
    const db = t.database.db;
    return {
      categories: await db.select().from(categories).orderBy(categories.id),
      posts: await db.select().from(posts).orderBy(posts.id),
      audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
    };
  }

  function postBody(lang: Lang | 'TH', categoryId: string, title = `Post ${suffix()}`) {
    return {
      title,
      shortDescription: 'A short description.',
      youtubeUrl: `https://youtu.be/${VIDEO_ID}`,
      lang,
      categoryId,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const accounts: [string, Parameters<typeof insertUser>[1]][] = [
      ['customer', { role: 4 }],
      ['admin', { role: 1 }],
      ['superAdmin', { role: 0 }],
      ['editor:vi', { role: 4, editorScope: 'vi' }],
      ['editor:en-US', { role: 4, editorScope: 'en-US' }],
      ['editor:TH', { role: 4, editorScope: 'TH' }],
      ['editor:admin', { role: 4, editorScope: 'admin' }],
    ];
    for (const [key, overrides] of accounts) {
      const user = await insertUser(db, overrides);
      cookies[key] = await logInAs(t, user.email, TEST_PASSWORD);
    }
  });
  afterAll(() => t.close());

  describe('people who are not editors', () => {
    let category: { id: string };
    let post: { id: string };
    let viCategoryId: string;

    beforeAll(async () => {
      category = await insertCategory('vi');
      const postCategory = await insertCategory('vi');
      viCategoryId = postCategory.id;
      post = await insertPost('vi', postCategory.id);
    });

    function endpoints(valid: boolean): [string, Method, () => string, () => unknown][] {
      return [
        ['GET /cms/categories', 'GET', () => '/api/v1/cms/categories?page=1', () => undefined],
        ['GET /cms/category-options', 'GET', () => '/api/v1/cms/category-options?lang=vi', () => undefined],
        ['GET /cms/posts', 'GET', () => '/api/v1/cms/posts?page=1', () => undefined],
        [
          'POST /cms/categories',
          'POST',
          () => '/api/v1/cms/categories',
          () => (valid ? { name: 'Stranger', lang: 'vi' } : { name: '<script>', lang: 'xx', extra: 1 }),
        ],
        [
          'PATCH /cms/categories/:id',
          'PATCH',
          () => `/api/v1/cms/categories/${valid ? category.id : 'not-a-uuid'}`,
          () => (valid ? { name: 'Renamed by a stranger' } : { nope: true }),
        ],
        [
          'DELETE /cms/categories/:id',
          'DELETE',
          () => `/api/v1/cms/categories/${valid ? category.id : 'not-a-uuid'}`,
          () => undefined,
        ],
        [
          'POST /cms/posts',
          'POST',
          () => '/api/v1/cms/posts',
          () => (valid ? postBody('vi', viCategoryId) : { youtubeUrl: 'javascript:alert(1)' }),
        ],
        [
          'PUT /cms/posts/:id',
          'PUT',
          () => `/api/v1/cms/posts/${valid ? post.id : 'not-a-uuid'}`,
          () => (valid ? postBody('vi', viCategoryId, 'Changed by a stranger') : { title: 42, lang: null }),
        ],
        [
          'DELETE /cms/posts/:id',
          'DELETE',
          () => `/api/v1/cms/posts/${valid ? post.id : 'not-a-uuid'}`,
          () => undefined,
        ],
      ];
    }

    async function call(method: Method, url: string, body: unknown, cookie?: string) {
      return method === 'GET' ? getJson(t, url, { cookie }) : sendJson(t, method, url, body, { cookie });
    }

    describe.each<[string, string | undefined, number, string]>([
      ['anonymous', undefined, 401, 'UNAUTHENTICATED'],
      ['a customer without a scope', 'customer', 403, 'FORBIDDEN'],
      ['an admin (role 1) without a scope', 'admin', 403, 'FORBIDDEN'],
      ['a super admin (role 0) without a scope', 'superAdmin', 403, 'FORBIDDEN'],
    ])('%s', (_who, account, status, code) => {
      it.each(endpoints(true))(
        `is refused %s with ${status} ${code}, and nothing changes`,
        async (_l, m, url, body) => {
          const before = await snapshot();
          const res = await call(m, url(), body(), account ? cookies[account] : undefined);
          expect(res.statusCode).toBe(status);
          expect(res.json().code).toBe(code);
          expect(await snapshot()).toEqual(before);
        },
      );

      it.each(endpoints(false))(
        `is refused %s with ${status} even with an invalid body or id`,
        async (_l, m, url, b) => {
          const before = await snapshot();
          const res = await call(m, url(), b(), account ? cookies[account] : undefined);
          expect(res.statusCode).toBe(status);
          expect(res.json().code).toBe(code);
          expect(await snapshot()).toEqual(before);
        },
      );
    });
  });

  describe.each(SCOPES)('editor %s', (scope) => {
    const cookie = () => cookies[`editor:${scope}`]!;

    describe.each(LANGS)('content in %s', (lang) => {
      const allowed = covers(scope, lang);
      const verdict = allowed ? 'may' : 'may not';

      it(`${verdict} list the category options`, async () => {
        const res = await getJson(t, `/api/v1/cms/category-options?lang=${lang}`, { cookie: cookie() });
        expect(res.statusCode).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.json().code).toBe('FORBIDDEN');
      });

      it(`${verdict} create a category`, async () => {
        const before = await snapshot();
        const name = `New ${suffix()}`;
        const res = await sendJson(t, 'POST', '/api/v1/cms/categories', { name, lang }, { cookie: cookie() });
        if (allowed) {
          expect(res.statusCode).toBe(201);
          expect(res.json()).toMatchObject({ name, lang });
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await snapshot()).toEqual(before);
        }
      });

      it(`${verdict} rename a category`, async () => {
        const category = await insertCategory(lang);
        const before = await snapshot();
        const name = `Renamed ${suffix()}`;
        const res = await sendJson(t, 'PATCH', `/api/v1/cms/categories/${category.id}`, { name }, { cookie: cookie() });
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect((await categoryRow(category.id))!.name).toBe(name);
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await snapshot()).toEqual(before);
        }
      });

      it(`${verdict} delete a category`, async () => {
        const category = await insertCategory(lang);
        const before = await snapshot();
        const res = await sendJson(t, 'DELETE', `/api/v1/cms/categories/${category.id}`, undefined, {
          cookie: cookie(),
        });
        if (allowed) {
          expect(res.statusCode).toBe(204);
          expect(await categoryRow(category.id)).toBeUndefined();
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await categoryRow(category.id)).toEqual(category);
          expect(await snapshot()).toEqual(before);
        }
      });

      it(`${verdict} create a post`, async () => {
        const category = await insertCategory(lang);
        const before = await snapshot();
        const res = await sendJson(t, 'POST', '/api/v1/cms/posts', postBody(lang, category.id), { cookie: cookie() });
        if (allowed) {
          expect(res.statusCode).toBe(201);
          expect(res.json()).toMatchObject({ lang, categoryId: category.id });
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await snapshot()).toEqual(before);
        }
      });

      it(`${verdict} save a post`, async () => {
        const post = await insertPost(lang);
        const before = await snapshot();
        const res = await sendJson(
          t,
          'PUT',
          `/api/v1/cms/posts/${post.id}`,
          postBody(lang, post.categoryId, 'Saved title'),
          { cookie: cookie() },
        );
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect((await postRow(post.id))!.title).toBe('Saved title');
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await postRow(post.id)).toEqual(post);
          expect(await snapshot()).toEqual(before);
        }
      });

      it(`${verdict} delete a post`, async () => {
        const post = await insertPost(lang);
        const before = await snapshot();
        const res = await sendJson(t, 'DELETE', `/api/v1/cms/posts/${post.id}`, undefined, { cookie: cookie() });
        if (allowed) {
          expect(res.statusCode).toBe(204);
          expect(await postRow(post.id)).toBeUndefined();
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await postRow(post.id)).toEqual(post);
          expect(await snapshot()).toEqual(before);
        }
      });
    });

    const moves = LANGS.flatMap((from) => LANGS.filter((to) => to !== from).map((to) => [from, to] as const));

    describe.each(moves)('moving content from %s to %s', (from, to) => {
      const allowed = covers(scope, from) && covers(scope, to);
      const verdict = allowed ? 'may' : 'may not';

      it(`${verdict} move a category`, async () => {
        const category = await insertCategory(from);
        const before = await snapshot();
        const res = await sendJson(
          t,
          'PATCH',
          `/api/v1/cms/categories/${category.id}`,
          { lang: to },
          { cookie: cookie() },
        );
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect((await categoryRow(category.id))!.lang).toBe(to);
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await snapshot()).toEqual(before);
        }
      });

      it(`${verdict} move a post, with a category of the new language`, async () => {
        const post = await insertPost(from);
        const target = await insertCategory(to);
        const before = await snapshot();
        const res = await sendJson(t, 'PUT', `/api/v1/cms/posts/${post.id}`, postBody(to, target.id), {
          cookie: cookie(),
        });
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect(await postRow(post.id)).toMatchObject({ lang: to, categoryId: target.id });
        } else {
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('FORBIDDEN');
          expect(await postRow(post.id)).toEqual(post);
          expect(await snapshot()).toEqual(before);
        }
      });
    });

    it.each([
      ['categories', categories],
      ['posts', posts],
    ] as const)(
      `lists only the %s of ${languagesOf(scope).join(', ')}, page by page, with their total`,
      async (kind, table) => {
        const languages = languagesOf(scope);
        const own = await t.database.db.select({ id: table.id }).from(table).where(inArray(table.lang, languages));
        const [all] = await t.database.db.select({ n: count() }).from(table);
        expect(own.length).toBeGreaterThanOrEqual(5);
        if (scope !== 'admin') expect(all!.n).toBeGreaterThan(own.length);
        const listed: string[] = [];
        for (let page = 1; page <= Math.ceil(own.length / 5); page += 1) {
          const res = await getJson(t, `/api/v1/cms/${kind}?page=${page}`, { cookie: cookie() });
          expect(res.statusCode).toBe(200);
          const body = res.json<{ items: { id: string; lang: Lang }[]; total: number }>();
          expect(body.total).toBe(own.length);
          expect(body.items.every((item) => languages.includes(item.lang))).toBe(true);
          listed.push(...body.items.map((item) => item.id));
        }
        expect(listed.sort()).toEqual(own.map((row) => row.id).sort());
      },
    );
  });

  describe('the Thai editor writes Thai as TH or th', () => {
    it('creates a category and a post with lang TH, stored as th', async () => {
      const category = await sendJson(
        t,
        'POST',
        '/api/v1/cms/categories',
        { name: `Thai ${suffix()}`, lang: 'TH' },
        { cookie: cookies['editor:TH'] },
      );
      expect(category.statusCode).toBe(201);
      expect(category.json().lang).toBe('th');
      const post = await sendJson(t, 'POST', '/api/v1/cms/posts', postBody('TH', category.json().id), {
        cookie: cookies['editor:TH'],
      });
      expect(post.statusCode).toBe(201);
      expect(post.json().lang).toBe('th');
      const options = await getJson(t, '/api/v1/cms/category-options?lang=TH', { cookie: cookies['editor:TH'] });
      expect(options.statusCode).toBe(200);
    });
  });

  describe('requests that do not come from the portal', () => {
    let category: { id: string };
    let post: { id: string; categoryId: string };

    beforeAll(async () => {
      category = await insertCategory('vi');
      post = await insertPost('vi');
    });

    const changes: [string, 'POST' | 'PATCH' | 'PUT' | 'DELETE', () => string, () => unknown][] = [
      ['POST /cms/categories', 'POST', () => '/api/v1/cms/categories', () => ({ name: 'Cross-site', lang: 'vi' })],
      ['PATCH /cms/categories/:id', 'PATCH', () => `/api/v1/cms/categories/${category.id}`, () => ({ name: 'X' })],
      ['DELETE /cms/categories/:id', 'DELETE', () => `/api/v1/cms/categories/${category.id}`, () => undefined],
      ['POST /cms/posts', 'POST', () => '/api/v1/cms/posts', () => postBody('vi', post.categoryId)],
      ['PUT /cms/posts/:id', 'PUT', () => `/api/v1/cms/posts/${post.id}`, () => postBody('vi', post.categoryId, 'X')],
      ['DELETE /cms/posts/:id', 'DELETE', () => `/api/v1/cms/posts/${post.id}`, () => undefined],
    ];

    it.each(changes)(
      'refuses %s without an Origin with 403, even for the all-languages editor',
      async (_l, m, url, b) => {
        const before = await snapshot();
        const body = b();
        const res = await t.app.inject({
          method: m,
          url: url(),
          headers: { cookie: cookies['editor:admin']! },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
        expect(await snapshot()).toEqual(before);
      },
    );

    it.each(changes)('refuses %s from another site with 403', async (_l, m, url, b) => {
      const before = await snapshot();
      const body = b();
      const res = await t.app.inject({
        method: m,
        url: url(),
        headers: { cookie: cookies['editor:admin']!, origin: 'https://evil.example' },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await snapshot()).toEqual(before);
    });

    it('still answers reads without an Origin', async () => {
      const res = await getJson(t, '/api/v1/cms/categories?page=1', { cookie: cookies['editor:admin'] });
      expect(res.statusCode).toBe(200);
    });
  });
});
