export * from './version-diff.js';
