import type { CmsPost } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { posts } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { assertCanEdit } from './editor-scope.js';
import { type PostFields, postValues } from './post-fields.js';
import { assertCategoryFits, findPost, lockPost } from './queries.js';

/** Saves a post; an editor may move it only between languages of their scope. */
export async function updatePost(deps: ModuleDeps, actor: Actor, id: string, fields: PostFields): Promise<CmsPost> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const current = await lockPost(tx, id);
    assertCanEdit(user, current.lang, fields.lang);
    await assertCategoryFits(tx, fields.categoryId, fields.lang);
    await tx
      .update(posts)
      .set({ ...postValues(fields, user.id), updatedAt: sql`now()` })
      .where(eq(posts.id, id));
    await audit({ action: 'cms.post.updated', targetId: id, details: { title: fields.title, lang: fields.lang } });
    return findPost(tx, id);
  });
}
