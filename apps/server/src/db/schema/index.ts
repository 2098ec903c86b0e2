export * from './audit-log.js';
export * from './download-counts.js';
export * from './email-outbox.js';
export * from './oauth-accounts.js';
export * from './one-time-tokens.js';
export * from './rate-limit-buckets.js';
export * from './sessions.js';
export * from './users.js';
