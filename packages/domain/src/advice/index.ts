export * from './enums.js';
export * from './inputs.js';
export * from './messages.js';
export * from './rules.js';
export * from './slots.js';
export * from './zoned-time.js';
