import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, oneTimeTokens } from '../../src/db/schema/index.js';
import { publicCache } from '../../src/service-core/public-cache.js';
import { rateLimits } from '../../src/service-core/rate-limit.js';
import { instantReader, unitOfWorkRunner } from '../../src/service-core/unit-of-work.js';
import type { AuthDeps } from '../../src/modules/auth/auth-deps.js';
import { requestPasswordReset } from '../../src/modules/auth/request-password-reset.js';
import { sendLoginLink } from '../../src/modules/auth/send-login-link.js';
import { resendVerification } from '../../src/modules/auth/resend-verification.js';
import { insertUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { throwawayLicenceSigner } from '../../src/domain/licence-signing.js';

/**
 * Forgot-password, resend and the sign-in link must not tell, by how long they take, whether an address has an
 * account. They answer after the same steps for every address, and look the address up only
 * after answering: here the work left for later is held, to see what was done before the answer.
 */
describe('forgot-password, resend and the sign-in link answer along the same path for every address', () => {
  let t: TestApp;
  let held: (() => Promise<void>)[];
  let deps: AuthDeps;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    deps = {
      config: t.config,
      db,
      runUnitOfWork: unitOfWorkRunner(db, t.config),
      readAtOneInstant: instantReader(db),
      rateLimits: rateLimits(db),
      publicCache: publicCache(db),
      scheduler: t.app.scheduler,
      licenceSigner: await throwawayLicenceSigner(),
      secretBox: t.secretBox,
      background: { run: (task) => void held.push(task), settled: async () => {} },
    };
  });
  afterAll(() => t.close());

  async function writesFor(userId: string) {
    const [tokens] = await t.database.db
      .select({ n: count() })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, userId));
    return tokens!.n;
  }

  async function mailsTo(email: string) {
    const [mails] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email));
    return mails!.n;
  }

  it.each([
    ['forgot-password', requestPasswordReset, {}],
    ['resend-verification', resendVerification, { emailVerifiedAt: null }],
    ['sign-in link', sendLoginLink, {}],
  ] as const)('%s: nothing about the address is looked up before the answer', async (_name, operation, account) => {
    const known = await insertUser(t.database.db, account);
    held = [];
    const actor = { user: null, ip: '198.51.100.20', log: t.app.log };
    await operation(deps, actor, known.email);
    await operation(deps, actor, 'nobody-here@factory.test');

    expect(held).toHaveLength(2);
    expect(await writesFor(known.id)).toBe(0);
    expect(await mailsTo(known.email)).toBe(0);

    for (const task of held) await task();
    expect(await writesFor(known.id)).toBe(1);
    expect(await mailsTo(known.email)).toBe(1);
    expect(await mailsTo('nobody-here@factory.test')).toBe(0);
  });
});
