import { TUTORIALS_PAGE_SIZE } from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts } from '../../src/db/schema/index.js';
import { getJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Page {
  posts: { id: string; title: string; categorySlug: string }[];
  categories: { slug: string; name: string }[];
  nextCursor: string | null;
}

/** 70 Thai posts: three share each instant (to the microsecond), so the order must fall back on the id. */
const POSTS = 70;

describe('GET /api/v1/tutorials a page at a time', () => {
  let t: TestApp;
  let expectedOrder: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const [basics, walls] = await t.database.db
      .insert(categories)
      .values([
        { name: 'Basics', slug: 'basics', lang: 'th' },
        { name: 'Wall cabinets 100%', slug: 'wall', lang: 'th' },
      ])
      .returning();
    const rows = await t.database.db
      .insert(posts)
      .values(
        Array.from({ length: POSTS }, (_, index) => ({
          title: `Lesson ${String(index).padStart(2, '0')}${index === 7 ? ' with 50% off_cuts' : ''}`,
          shortDescription: 'About it',
          videoId: 'Ab3_cD4-eF5',
          lang: 'th',
          categoryId: index % 10 === 0 ? walls!.id : basics!.id,
          // Microseconds, as now() writes them: the cursor must keep them.
          createdAt: sql`timestamptz '2026-01-01 00:00:00.000001+00' + ${Math.floor(index / 3)} * interval '1.234567 second'`,
        })),
      )
      .returning({ id: posts.id, createdAt: posts.createdAt });
    expectedOrder = rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
  });
  afterAll(() => t.close());

  async function page(query: string): Promise<Page> {
    const res = await getJson(t, `/api/v1/tutorials?lang=th${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  }

  it('walks every post once, oldest first and ties by id, in pages of the page size', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const body: Page = await page(cursor ? `&after=${cursor}` : '');
      sizes.push(body.posts.length);
      seen.push(...body.posts.map((post) => post.id));
      expect(body.categories).toHaveLength(2);
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([TUTORIALS_PAGE_SIZE, TUTORIALS_PAGE_SIZE, POSTS - 2 * TUTORIALS_PAGE_SIZE]);
    expect(seen).toEqual(expectedOrder);
  });

  it('ends with a null cursor when the last page is exactly full', async () => {
    const first = await page('');
    const second = await page(`&after=${first.nextCursor}`);
    const idAt = (index: number) => expectedOrder[index]!;
    expect(second.posts.at(-1)!.id).toBe(idAt(2 * TUTORIALS_PAGE_SIZE - 1));
    const last = await page(`&after=${second.nextCursor}`);
    expect(last.nextCursor).toBeNull();
    expect(last.posts.at(-1)!.id).toBe(idAt(POSTS - 1));
  });

  it('searches titles and category names on the server, ignoring case, taking % and _ literally', async () => {
    const byTitle = await page('&q=LESSON%2005');
    expect(byTitle.posts.map((post) => post.title)).toEqual(['Lesson 05']);
    const byCategory = await page('&q=wall%20cabinets');
    expect(byCategory.posts).toHaveLength(7);
    expect(byCategory.posts.every((post) => post.categorySlug === 'wall')).toBe(true);
    expect((await page('&q=50%25%20off_cuts')).posts.map((post) => post.title)).toEqual([
      'Lesson 07 with 50% off_cuts',
    ]);
    expect((await page('&q=100%25')).posts).toHaveLength(7);
    // The wall cabinets' 7 by their category's name, and the one of Basics by its title.
    expect((await page('&q=0%25')).posts).toHaveLength(8);
    expect((await page('&q=5_%25')).posts).toHaveLength(0);
    const many = await page('&q=lesson');
    expect(many.posts).toHaveLength(TUTORIALS_PAGE_SIZE);
    const rest = await page(`&q=lesson&after=${many.nextCursor}`);
    expect(rest.posts[0]!.id).toBe(expectedOrder[TUTORIALS_PAGE_SIZE]);
  });

  it.each([
    ['a malformed cursor', '&after=abc', 'CURSOR_INVALID'],
    ['a cursor with an injected clause', "&after=1_00000000-0000-0000-0000-000000000000'or'1", 'CURSOR_INVALID'],
    ['a search too long', `&q=${'x'.repeat(101)}`, 'TOO_LONG'],
    ['a search with a control character', '&q=a%00b', undefined],
  ])('refuses %s with 400 and a code', async (_label, query, code) => {
    const res = await getJson(t, `/api/v1/tutorials?lang=th${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (code) expect(JSON.stringify(res.json())).toContain(code);
  });

  it('answers one tutorial by id for a link to it, and 404 for another', async () => {
    const id = expectedOrder[POSTS - 1]!;
    const res = await getJson(t, `/api/v1/tutorials/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, lang: 'th', categorySlug: 'basics', videoId: 'Ab3_cD4-eF5' });
    const missing = await getJson(t, '/api/v1/tutorials/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await getJson(t, '/api/v1/tutorials/not-an-id')).statusCode).toBe(400);
  });
});
