import { and, count, eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { passkeys, recoveryCodes } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { assertKeepsOne, lockForSecondFactorChange } from './second-factor-changes.js';
import { recipientOf } from '../../mail/render-email.js';
import { forgetSecondFactorProofs } from '../../auth/sessions.js';
import { secondFactorEmails } from '../../auth/second-factor-emails.js';

/** The owner removes one of their passkeys; another account's answers 404. */
export async function removePasskey(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  const user = signedInUser(actor);
  await deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const { account, methods } = await lockForSecondFactorChange(tx, user);
    const [key] = await tx
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)));
    if (!key) throw new AppError('NOT_FOUND', 404, 'No passkey of yours has this id.');
    const [others] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
    const left = others!.n > 1 ? methods : methods.filter((method) => method !== 'passkey');
    assertKeepsOne(user, left);
    await tx.delete(passkeys).where(eq(passkeys.id, key.id));
    if (left.length === 0) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await forgetSecondFactorProofs(tx, user.id);
    }
    await audit({ action: 'auth.passkey_removed', targetId: user.id, details: { name: key.name } });
    await mail(secondFactorEmails.secondFactorChanged, recipientOf(account), {
      change: 'passkeyRemoved',
      at: new Date(),
      name: key.name,
    });
  });
}
