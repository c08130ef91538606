export * from './authorisation.js';
export * from './locations.js';
export * from './messages.js';
export * from './schemas.js';
