import type { CmsPost } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { posts } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { assertCanEdit } from './editor-scope.js';
import { type PostFields, postValues } from './post-fields.js';
import { assertCategoryFits, findPost } from './queries.js';

export async function createPost(deps: ModuleDeps, actor: Actor, fields: PostFields): Promise<CmsPost> {
  const user = signedInUser(actor);
  assertCanEdit(user, fields.lang);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    await assertCategoryFits(tx, fields.categoryId, fields.lang);
    const [row] = await tx.insert(posts).values(postValues(fields, user.id)).returning({ id: posts.id });
    await audit({ action: 'cms.post.created', targetId: row!.id, details: { title: fields.title, lang: fields.lang } });
    return findPost(tx, row!.id);
  });
}
