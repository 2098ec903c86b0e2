import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../helpers/factories.js';
import { enrolTotp, passwordStep, secondStepWith, totpCodeFor } from '../helpers/second-factor.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * One code, two sign-ins at the same moment (a phished code replayed while its owner types it).
 * On PostgreSQL the two really overlap (PGlite runs one at a time): a code opens one session.
 */
describe('the same second-factor code sent by two logins at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens one session for an authenticator code, and one for a recovery code', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await insertUser(t.database.db, { role: 1 });
      const { secret, codes } = await enrolTotp(t, user);
      const code = totpCodeFor(secret, 1);
      const [a, b] = [await passwordStep(t, user), await passwordStep(t, user)];
      const byCode = await Promise.all([secondStepWith(t, a, code), secondStepWith(t, b, code)]);
      expect(byCode.map((res) => res.statusCode).sort()).toEqual([200, 401]);

      const [c, d] = [await passwordStep(t, user), await passwordStep(t, user)];
      const byRecovery = await Promise.all([secondStepWith(t, c, codes[0]!), secondStepWith(t, d, codes[0]!)]);
      expect(byRecovery.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it('counts 20 wrong codes sent at once on one step before checking any: 5 are checked, 15 refused', async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    const { secret } = await enrolTotp(t, user);
    const step = await passwordStep(t, user);
    const wrong = totpCodeFor(secret, 9);
    const answers = await Promise.all(Array.from({ length: 20 }, () => secondStepWith(t, step, wrong)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
