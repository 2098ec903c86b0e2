export * from './verify-licence.js';
export * from './licence-api.js';
export * from './update.js';
