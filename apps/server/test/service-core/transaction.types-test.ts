/**
 * Compiled by the type check, never run: a write helper given the plain database (not the unit of
 * work's transaction) must not compile. Each `@ts-expect-error` fails the check if its line compiles.
 */
import { createSession } from '../../src/auth/sessions.js';
import type { Database } from '../../src/db/client.js';
import { activatePlan } from '../../src/domain/activate-plan.js';
import { enqueueEmail } from '../../src/mail/outbox.js';
import type { ModuleDeps } from '../../src/app-deps.js';
import type { UnitOfWork } from '../../src/service-core/unit-of-work.js';

const email = { to: 'a@b.test', subject: 'Subject', text: 'Text', html: '<p>Text</p>', links: [] };

export async function writesThatMustNotCompile(db: Database, deps: ModuleDeps, uow: UnitOfWork) {
  // @ts-expect-error: a session is written inside a unit of work.
  await createSession(db, 'user-id', {}, false);
  // @ts-expect-error: so is an e-mail, which must commit with what caused it.
  await enqueueEmail(deps.db, email);
  // @ts-expect-error: a plan is given inside the caller's unit of work, not on the database.
  await activatePlan({ ...uow, tx: deps.db }, {} as never, {} as never);
  await createSession(uow.tx, 'user-id', {}, false);
  await enqueueEmail(uow.tx, email);
}
