// The documents area's dates are the shared calendar days.
export * from '../shared/calendar.js';
