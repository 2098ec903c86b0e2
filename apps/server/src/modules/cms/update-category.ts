import type { Category, Language } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { categories } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { slugOf, slugTakenOr } from './category-slug.js';
import { assertCanEdit } from './editor-scope.js';
import { lockCategory, postCount, toCategory } from './queries.js';

/** Renames a category or moves it to another language (only while it has no posts). */
export async function updateCategory(
  deps: ModuleDeps,
  actor: Actor,
  id: string,
  patch: { name?: string; lang?: Language },
): Promise<Category> {
  const user = signedInUser(actor);
  try {
    return await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
      const current = await lockCategory(tx, id);
      const lang = patch.lang ?? (current.lang as Language);
      assertCanEdit(user, current.lang, lang);
      if (lang !== current.lang && (await postCount(tx, id)) > 0) {
        throw new AppError('CONFLICT', 409, 'Move or delete the posts of this category before changing its language.', {
          reason: 'CATEGORY_HAS_POSTS',
        });
      }
      const name = patch.name ?? current.name;
      const [row] = await tx
        .update(categories)
        .set({ name, lang, slug: slugOf(name), updatedAt: sql`now()`, updatedBy: user.id })
        .where(eq(categories.id, id))
        .returning();
      await audit({ action: 'cms.category.updated', targetId: id, details: patch });
      return toCategory(row!);
    });
  } catch (error) {
    throw slugTakenOr(error);
  }
}
