import type { EditorScope } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { findUserByEmail } from '../../auth/users.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';

/** An admin makes a user an editor of one language or all (`admin`), or takes it away (null). */
export async function setEditorScope(
  deps: ModuleDeps,
  actor: Actor,
  input: { email: string; editor: EditorScope | null },
): Promise<{ email: string; editor: EditorScope | null }> {
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const target = await findUserByEmail(tx, input.email);
    if (!target) throw new AppError('NOT_FOUND', 404, 'No account uses this e-mail address.');
    await tx
      .update(users)
      .set({ editorScope: input.editor, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await audit({
      action: 'users.editor_scope_changed',
      targetId: target.id,
      details: { from: target.editorScope, to: input.editor },
    });
    return { email: target.email, editor: input.editor };
  });
}
