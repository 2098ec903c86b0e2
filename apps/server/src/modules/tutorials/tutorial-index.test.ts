import { TUTORIALS_PAGE_SIZE } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import {
  buildTutorialIndex,
  type IndexedCategory,
  type IndexedPost,
  tutorialById,
  tutorialsPage,
} from './tutorial-index.js';

const CATEGORIES: IndexedCategory[] = [
  { id: 'c-doors', slug: 'doors', name: 'Cửa tủ' },
  { id: 'c-walls', slug: 'walls', name: 'Wall CABINETS' },
];

/** The `n`th post (ids ascending with `n`), written at `micros`. */
function post(n: number, title: string, categoryId: string, micros = 1_700_000_000_000_000 + n): IndexedPost {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const categorySlug = CATEGORIES.find((category) => category.id === categoryId)!.slug;
  return {
    id,
    title,
    shortDescription: 'About it',
    videoId: 'Ab3_cD4-eF5',
    categorySlug,
    categoryId,
    cursor: `${micros}_${id}`,
  };
}

/** Every page of the list or of a search, walked by its cursors. */
function walk(index: Awaited<ReturnType<typeof buildTutorialIndex>>, q?: string): string[] {
  const titles: string[] = [];
  let after: string | undefined;
  do {
    const page = tutorialsPage(index, { q, after });
    expect(page.posts.length).toBeLessThanOrEqual(TUTORIALS_PAGE_SIZE);
    titles.push(...page.posts.map((found) => found.title));
    after = page.nextCursor ?? undefined;
  } while (after);
  return titles;
}

describe('the tutorial index', () => {
  it('finds titles by any part, ignoring case in Vietnamese and Thai, and names a category whose name matches', async () => {
    const index = await buildTutorialIndex(CATEGORIES, [
      post(1, 'Lắp ĐẶT bản lề', 'c-doors'),
      post(2, 'Tủ bếp trên tường', 'c-walls'),
      post(3, 'ตู้ครัวแบบแขวน', 'c-doors'),
      post(4, 'Install the extension', 'c-doors'),
    ]);
    expect(walk(index, 'lắp đặt')).toEqual(['Lắp ĐẶT bản lề']);
    expect(walk(index, 'ครัว')).toEqual(['ตู้ครัวแบบแขวน']);
    expect(walk(index, 'cabinets')).toEqual(['Tủ bếp trên tường']);
    expect(walk(index, 'CỬA')).toEqual(['Lắp ĐẶT bản lề', 'ตู้ครัวแบบแขวน', 'Install the extension']);
    expect(walk(index, 'ex')).toEqual(['Install the extension']);
    expect(walk(index, 'tension')).toEqual(['Install the extension']);
    // Every trigram of the search is in some title, but no title holds the whole of it.
    expect(walk(index, 'install extension')).toEqual([]);
    expect(walk(index, 'qzx')).toEqual([]);
    expect(tutorialById(index, index.posts[1]!.id)).toEqual({
      id: index.posts[1]!.id,
      title: 'Tủ bếp trên tường',
      shortDescription: 'About it',
      videoId: 'Ab3_cD4-eF5',
      categorySlug: 'walls',
    });
    expect(tutorialById(index, '00000000-0000-4000-8000-999999999999')).toBeUndefined();
    expect(tutorialsPage(index, {}).categories).toEqual([
      { slug: 'doors', name: 'Cửa tủ' },
      { slug: 'walls', name: 'Wall CABINETS' },
    ]);
  });

  it('pages by the cursor, ties of the same instant in the order of their ids, and a last page exactly full ends', async () => {
    const posts = Array.from({ length: 2 * TUTORIALS_PAGE_SIZE }, (_, n) =>
      post(n, `Lesson ${n}`, 'c-doors', 1_700_000_000_000_000 + Math.floor(n / 3)),
    );
    const index = await buildTutorialIndex(CATEGORIES, posts);
    const first = tutorialsPage(index, {});
    expect(first.nextCursor).toBe(posts[TUTORIALS_PAGE_SIZE - 1]!.cursor);
    const second = tutorialsPage(index, { after: first.nextCursor! });
    expect(second.posts.map((found) => found.id)).toEqual(posts.slice(TUTORIALS_PAGE_SIZE).map((found) => found.id));
    expect(second.nextCursor).toBeNull();
    // A cursor between two posts of the same instant, and one past every post.
    expect(tutorialsPage(index, { after: posts[4]!.cursor }).posts[0]!.id).toBe(posts[5]!.id);
    expect(tutorialsPage(index, { after: `9${posts[0]!.cursor}` }).posts).toEqual([]);
  });

  it('answers every search and page as a filter of the whole list would, on random titles', async () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const letters = 'abcđê ';
    const word = (length: number) => Array.from({ length }, () => letters[random(letters.length)]).join('');
    const posts = Array.from({ length: 400 }, (_, n) =>
      post(n, word(4 + random(12)), CATEGORIES[random(2)]!.id, 1_700_000_000_000_000 + random(50)),
    ).sort((a, b) => (a.cursor < b.cursor ? -1 : 1));
    const categoryName = (found: IndexedPost) =>
      CATEGORIES.find((category) => category.id === found.categoryId)!.name.toLowerCase();
    const index = await buildTutorialIndex(CATEGORIES, posts);
    for (let round = 0; round < 300; round += 1) {
      const q = round % 10 === 0 ? 'tủ' : word(1 + random(5));
      const expected = posts
        .filter((found) => found.title.toLowerCase().includes(q) || categoryName(found).includes(q))
        .map((found) => found.title);
      expect(walk(index, q), q).toEqual(expected);
    }
  });

  it('lets other work run while it indexes a large language', async () => {
    const posts = Array.from({ length: 5_000 }, (_, n) => post(n, `Lesson ${n}`, 'c-walls'));
    let ranMeanwhile = false;
    setImmediate(() => {
      ranMeanwhile = true;
    });
    const building = buildTutorialIndex(CATEGORIES, posts);
    expect(ranMeanwhile).toBe(false);
    const index = await building;
    expect(ranMeanwhile).toBe(true);
    expect(walk(index, 'lesson 4999')).toEqual(['Lesson 4999']);
  });
});
