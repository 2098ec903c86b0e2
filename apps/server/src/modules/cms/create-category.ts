import type { Category, Language } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { categories } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { slugOf, slugTakenOr } from './category-slug.js';
import { assertCanEdit } from './editor-scope.js';
import { toCategory } from './queries.js';

export async function createCategory(
  deps: ModuleDeps,
  actor: Actor,
  input: { name: string; lang: Language },
): Promise<Category> {
  const user = signedInUser(actor);
  assertCanEdit(user, input.lang);
  const slug = slugOf(input.name);
  try {
    return await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
      const [row] = await tx
        .insert(categories)
        .values({ name: input.name, lang: input.lang, slug, updatedBy: user.id })
        .returning();
      await audit({ action: 'cms.category.created', targetId: row!.id, details: input });
      return toCategory(row!);
    });
  } catch (error) {
    throw slugTakenOr(error);
  }
}
