import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { categories } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { assertCanEdit } from './editor-scope.js';
import { lockCategory, postCount } from './queries.js';

/** Deletes a category that has no posts. */
export async function deleteCategory(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  const user = signedInUser(actor);
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const current = await lockCategory(tx, id);
    assertCanEdit(user, current.lang);
    if ((await postCount(tx, id)) > 0) {
      throw new AppError('CONFLICT', 409, 'This category still has posts: delete or move them first.', {
        reason: 'CATEGORY_HAS_POSTS',
      });
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await audit({ action: 'cms.category.deleted', targetId: id, details: { name: current.name, lang: current.lang } });
  });
}
