export * from './abn-and-business-name.js';
export * from './company-application.js';
export * from './form-201-rules.js';
export * from './government-fees.js';
export * from './name-rules.js';
export * from './refusal-refund.js';
export * from './registration-messages.js';
export * from './trademark.js';
