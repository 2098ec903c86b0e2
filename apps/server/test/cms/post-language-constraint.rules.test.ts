import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { categories, posts } from '../../src/db/schema/index.js';
import { operationsOn } from '../helpers/operations.js';

describe("the database keeps a post in its category's language", () => {
  let db: Database;
  beforeAll(async () => {
    ({ db } = await operationsOn());
  });

  async function vietnameseCategory() {
    const [row] = await db
      .insert(categories)
      .values({ name: 'Tủ bếp', slug: `tu-bep-${randomBytes(4).toString('hex')}`, lang: 'vi' })
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
    await expect(db.insert(posts).values(post(category.id, 'th'))).rejects.toThrow();
    await db.insert(posts).values(post(category.id, 'vi'));
  });

  it('refuses to move a category with posts to another language', async () => {
    const category = await vietnameseCategory();
    await db.insert(posts).values(post(category.id, 'vi'));
    await expect(db.update(categories).set({ lang: 'th' }).where(eq(categories.id, category.id))).rejects.toThrow();
  });
});
