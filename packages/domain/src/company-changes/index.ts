export * from './apply-changes.js';
export * from './asic-fees.js';
export * from './deadlines.js';
export * from './enums.js';
export * from './messages.js';
export * from './pricing.js';
export * from './schemas.js';
