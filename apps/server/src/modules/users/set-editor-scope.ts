import type { EditorScope, SessionUser } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { findUserByEmail } from '../auth/users.js';

/** An admin makes a user an editor of one language or all (`admin`), or takes it away (null). */
export async function setEditorScope(
  db: Database,
  actor: { user: SessionUser; ip: string },
  email: string,
  editor: EditorScope | null,
): Promise<{ email: string; editor: EditorScope | null }> {
  const target = await findUserByEmail(db, email);
  if (!target) throw new AppError('NOT_FOUND', 404, 'No account uses this e-mail address.');
  await db
    .update(users)
    .set({ editorScope: editor, updatedAt: sql`now()` })
    .where(eq(users.id, target.id));
  await recordAudit(db, {
    actorUserId: actor.user.id,
    action: 'users.editor_scope_changed',
    targetId: target.id,
    details: { from: target.editorScope, to: editor },
    ip: actor.ip,
  });
  return { email: target.email, editor };
}
