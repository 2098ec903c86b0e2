import type { Config } from './config.js';
import type { Database } from './db/client.js';

/** What every module is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Database;
}
