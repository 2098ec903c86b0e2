import { device } from './device.js';
import { health } from './health.js';
import { licenceKeys } from './licence-keys.js';
import { licences } from './licences.js';
import { orders } from './orders.js';
import { resellers } from './resellers.js';
import { secondFactor } from './second-factor.js';
import { site } from './site.js';

/** Every operation of the API by module (decision 027): the server registers these, the clients call them. */
export const contract = { health, site, secondFactor, licenceKeys, resellers, orders, device, licences };
export type Contract = typeof contract;
