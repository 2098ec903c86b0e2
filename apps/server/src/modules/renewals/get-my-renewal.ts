import type { MyRenewal } from '@oneclick/shared';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { readMyRenewal } from './queries.js';

/** The signed-in customer's plan: what renews it (the portal, their reseller or the sales agent) and the reminders. */
export function getMyRenewal(db: ReadOnlyDatabase, actor: Actor): Promise<MyRenewal> {
  return readMyRenewal(db, signedInUser(actor).id);
}
