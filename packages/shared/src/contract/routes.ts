import { API_PATHS } from './api-paths.js';
import type { Contract } from './index.js';
import type { RoutesOf } from './operation.js';

/**
 * The API's methods and paths (`API_PATHS`) typed by the contract: `call(routes.cms.createPost,
 * { body })` takes the entry's input and answers its output. The type check refuses a table that
 * lacks an entry of the contract.
 */
export const routes: RoutesOf<Contract> = API_PATHS;
