export * from './enums.js';
export * from './inputs.js';
export * from './job-status.js';
export * from './masking.js';
export * from './messages.js';
export * from './rules.js';
