import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, posts, users } from '../../src/db/schema/index.js';
import { DAYS_IN_RANGE, DAYS_OUT_OF_RANGE, NOT_DAYS } from '../helpers/edge-days.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Text PostgreSQL cannot hold: it must be refused at the door, never reach the database. */
const UNSTORABLE = [
  ['a lone surrogate', 'abc \ud800'],
  ['a NUL character', 'abc\u0000def'],
] as const;

describe('input that the database cannot hold', () => {
  let t: TestApp;
  let editor: string;
  let categoryId: string;
  let postId: string;

  async function counts() {
    const db = t.database.db;
    const [c] = await db.select({ n: count() }).from(categories);
    const [p] = await db.select({ n: count() }).from(posts);
    const [a] = await db.select({ n: count() }).from(auditLog);
    const [u] = await db.select({ n: count() }).from(users);
    return { categories: c!.n, posts: p!.n, audit: a!.n, users: u!.n };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const user = await insertUser(t.database.db, { editorScope: 'admin' });
    editor = await logInAs(t, user.email, TEST_PASSWORD);
    const category = await sendJson(
      t,
      'POST',
      '/api/v1/cms/categories',
      { name: 'Doors', lang: 'vi' },
      { cookie: editor },
    );
    categoryId = category.json<{ id: string }>().id;
    const post = await sendJson(
      t,
      'POST',
      '/api/v1/cms/posts',
      { title: 'Hinges', shortDescription: 'How', youtubeUrl: VIDEO, lang: 'vi', categoryId },
      { cookie: editor },
    );
    postId = post.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  describe.each(UNSTORABLE)('%s', (_what, text) => {
    const writes = () =>
      [
        ['POST /cms/categories', 'POST', '/api/v1/cms/categories', { name: text, lang: 'th' }],
        ['PATCH /cms/categories/:id', 'PATCH', `/api/v1/cms/categories/${categoryId}`, { name: text }],
        [
          'POST /cms/posts',
          'POST',
          '/api/v1/cms/posts',
          { title: text, shortDescription: 'x', youtubeUrl: VIDEO, lang: 'vi', categoryId },
        ],
        [
          'PUT /cms/posts/:id',
          'PUT',
          `/api/v1/cms/posts/${postId}`,
          { title: 'Hinges', shortDescription: text, youtubeUrl: VIDEO, lang: 'vi', categoryId },
        ],
      ] as const;

    it('is refused by every CMS write with VALIDATION_FAILED, and nothing changes', async () => {
      for (const [label, method, url, body] of writes()) {
        const before = await counts();
        const res = await sendJson(t, method, url, body, { cookie: editor });
        expect(res.statusCode, label).toBe(400);
        expect(res.json().code, label).toBe('VALIDATION_FAILED');
        expect(await counts(), label).toEqual(before);
      }
    });

    it("is refused by registration with the call's failure type, and no account is made", async () => {
      const before = await counts();
      const res = await sendJson(t, 'POST', '/api/v1/auth/register', {
        name: text,
        email: 'hostile@input.test',
        password: 'maple plywood 2026',
        password2: 'maple plywood 2026',
        country: 'VN',
        language: 'en-US',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REGISTER_FAIL', details: { fields: { name: expect.any(String) } } });
      expect(await counts()).toEqual(before);
    });
  });

  it("answers malformed JSON with the call's failure type", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_FAIL');
  });
});

describe('dates a request carries', () => {
  let t: TestApp;
  let cookie: string;
  let dateFields: { url: string; name: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    const user = await insertUser(t.database.db, { role: 0, isReseller: true });
    cookie = await logInAs(t, user.email, TEST_PASSWORD);
    // Every query parameter of every route that is a day, as the OpenAPI document (made from the schemas) says.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema: { format?: string } }[] }>
      >;
    }>();
    dateFields = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => method === 'get' && parameter.in === 'query' && parameter.schema.format === 'date')
          .map((parameter) => ({ url, name: parameter.name })),
      ),
    );
  });
  afterAll(() => t.close());

  it('are found on every endpoint that takes one', () => {
    expect(dateFields).toEqual(
      expect.arrayContaining(
        ['/api/v1/orders', '/api/v1/me/orders', '/api/v1/sales', '/api/v1/sales/export.xlsx'].flatMap((url) => [
          { url, name: 'from' },
          { url, name: 'to' },
        ]),
      ),
    );
  });

  /** Each date field's answer to `day`: its status, and the code it gives that field when it refuses. */
  async function answers(day: string) {
    const entries = [];
    for (const { url, name } of dateFields) {
      const res = await getJson(t, `${url}?${name}=${encodeURIComponent(day)}`, { cookie });
      const reason =
        res.statusCode === 400
          ? res.json<{ details?: { fields?: Record<string, string> } }>().details?.fields?.[name]
          : undefined;
      entries.push([
        `${url}?${name}`,
        `${res.statusCode} ${res.statusCode === 400 ? res.json().code : ''} ${reason ?? ''}`.trim(),
      ]);
    }
    return Object.fromEntries(entries);
  }

  function everyField(answer: string) {
    return Object.fromEntries(dateFields.map(({ url, name }) => [`${url}?${name}`, answer]));
  }

  it.each(DAYS_OUT_OF_RANGE)('%s is refused by every date field with VALIDATION_FAILED', async (day) => {
    expect(await answers(day)).toEqual(everyField('400 VALIDATION_FAILED DATE_OUT_OF_RANGE'));
  });

  it.each(NOT_DAYS)('%j is refused by every date field as not a date', async (text) => {
    expect(await answers(text)).toEqual(everyField('400 VALIDATION_FAILED DATE_INVALID'));
  });

  it.each(DAYS_IN_RANGE)('%s is accepted by every date field', async (day) => {
    expect(await answers(day)).toEqual(everyField('200'));
  });
});
