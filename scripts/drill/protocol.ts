/**
 * What the drill (`scripts/drill.ts`, which runs nginx, the portals and PostgreSQL's restart) and
 * its load (`scripts/drill/load.ts`, a process of its own) tell each other.
 *
 * The drill starts the load with `DRILL_LOAD_SETTINGS` (JSON of `LoadSettings`) in its
 * environment. The load sets itself up, prints `LOAD_STARTED` on a line of its own when the
 * timed load begins, runs for `seconds`, writes a `LoadResult` as JSON to `resultFile` and exits 0.
 */

export const LOAD_STARTED = 'drill: load started';
/**
 * After the timed load, when `capacitySeconds` is set, the same mix with no pause between
 * journeys (flat out), through nginx and then on the first process directly; the load prints
 * each line as that part begins, and the last as it ends.
 */
export const FLAT_OUT = {
  throughNginx: 'drill: flat out through nginx',
  oneProcess: 'drill: flat out on one process',
  done: 'drill: flat out done',
} as const;

export interface LoadSettings {
  /** nginx: every journey goes through it. */
  baseUrl: string;
  /** Each portal process directly, in order (for sessions made on one process, and for CMS visibility). */
  processUrls: string[];
  /** The portals' DATA_DIR, where the first start writes `setup-admin-link.txt`. */
  dataDir: string;
  /** Where the SMTP sink writes each e-mail as a JSON file (`e2e/support/mail-sink.ts`). */
  mailDir: string;
  /** The PayPal stand-in every portal talks to, for the buyer's approval: `http://127.0.0.1:<port>/fake-paypal`. */
  paypalBase: string;
  /** `Authorization: Apikey <key>` for the bank notification webhook. */
  bankWebhookKey: string;
  virtualUsers: number;
  seconds: number;
  /** How long each flat-out part lasts; 0 for none. */
  capacitySeconds: number;
  resultFile: string;
}

/** One HTTP request of the load. */
export interface RequestRecord {
  /** What it was, e.g. `page`, `tutorials`, `register`, `paypal.capture`: the summary's rows. */
  kind: string;
  /** When it was sent (epoch ms) and how long its answer took. */
  at: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
}

/** What the load was told had been saved: each must be in the database afterwards. */
export interface Acknowledged {
  /** E-mail addresses whose registration was answered 2xx. */
  registrations: string[];
  /** E-mail addresses whose verification was answered 2xx. */
  verifications: string[];
  /** Post ids whose creation was answered 2xx. */
  posts: string[];
  /** Order ids PayPal's return reported paid. */
  paypalOrders: string[];
  /** Order ids whose bank notification was answered 2xx (the order must be paid). */
  bankOrders: string[];
  /** Licence keys a reseller redeemed for a client, with the client's e-mail. */
  redemptions: { key: string; email: string }[];
}

export interface LoadResult {
  requests: RequestRecord[];
  acknowledged: Acknowledged;
  /** Sessions made directly on each process before the drill's kills and restarts, checked at the end through nginx. */
  sessions: { processUrl: string; survived: boolean }[];
  /**
   * For sampled CMS writes, made at `at` (epoch ms): how long until the new post showed in each process's public list
   * (ms); -1 when it never did within 5 s; null when the process did not answer (killed or
   * restarting at the time).
   */
  cmsVisibility: { postId: string; at: number; msByProcess: (number | null)[] }[];
}
