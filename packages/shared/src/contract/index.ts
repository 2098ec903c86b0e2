import { auditLog } from './audit-log.js';
import { auth } from './auth.js';
import { backups } from './backups.js';
import { cms } from './cms.js';
import { device } from './device.js';
import { eInvoices } from './e-invoices.js';
import { emails } from './emails.js';
import { health } from './health.js';
import { licenceKeys } from './licence-keys.js';
import { licences } from './licences.js';
import { orders } from './orders.js';
import { payments } from './payments.js';
import { resellers } from './resellers.js';
import { releases } from './releases.js';
import { renewals } from './renewals.js';
import { sales } from './sales.js';
import { secondFactor } from './second-factor.js';
import { site } from './site.js';
import { tutorials } from './tutorials.js';
import { users } from './users.js';

/** Every operation of the API by module (decision 027): the server registers these, the clients call them. */
export const contract = {
  health,
  site,
  auth,
  tutorials,
  cms,
  secondFactor,
  users,
  licenceKeys,
  resellers,
  orders,
  payments,
  eInvoices,
  sales,
  device,
  licences,
  auditLog,
  releases,
  renewals,
  emails,
  backups,
};
export type Contract = typeof contract;
