export * from './calendar.js';
export * from './inputs.js';
export * from './messages.js';
export * from './plans.js';
