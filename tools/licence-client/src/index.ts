export * from './verify-licence.js';
export * from './licence-api.js';
export * from './update.js';
export * from './licence-client.js';
export * from './pins.js';
