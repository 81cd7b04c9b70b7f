// The due date (due.ts) is imported from '@ability/domain/gas-do-povo/due': it carries the holiday
// tables of date-holidays, which the web bundle does not need.
export * from './labels';
export * from './prices';
export * from './rules';
export * from './reconciliation';
export * from './report';
export * from './cycle';
