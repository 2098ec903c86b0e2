import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { posts } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { assertCanEdit } from './editor-scope.js';
import { lockPost } from './queries.js';

export async function deletePost(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  const user = signedInUser(actor);
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const current = await lockPost(tx, id);
    assertCanEdit(user, current.lang);
    await tx.delete(posts).where(eq(posts.id, id));
    await audit({ action: 'cms.post.deleted', targetId: id, details: { title: current.title, lang: current.lang } });
  });
}
