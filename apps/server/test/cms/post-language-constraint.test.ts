import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe("the database keeps a post in its category's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function vietnameseCategory() {
    const [row] = await t.database.db
      .insert(categories)
      .values({ name: 'Tủ bếp', slug: `tu-bep-${Date.now()}`, lang: 'vi' })
      .returning();
    return row!;
  }

  const post = (categoryId: string, lang: string) => ({
    title: 'Bản lề',
    shortDescription: 'Cách lắp',
    videoId: 'dQw4w9WgXcQ',
    lang,
    categoryId,
  });

  it('refuses a post of another language than its category, whoever writes it', async () => {
    const category = await vietnameseCategory();
    await expect(t.database.db.insert(posts).values(post(category.id, 'th'))).rejects.toThrow();
    await t.database.db.insert(posts).values(post(category.id, 'vi'));
  });

  it('refuses to move a category with posts to another language', async () => {
    const category = await vietnameseCategory();
    await t.database.db.insert(posts).values(post(category.id, 'vi'));
    await expect(
      t.database.db.update(categories).set({ lang: 'th' }).where(eq(categories.id, category.id)),
    ).rejects.toThrow();
  });
});
