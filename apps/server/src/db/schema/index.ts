export * from './download-counts.js';
