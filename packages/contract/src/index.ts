import './configure-zod.js';

export * from './industries.js';
export * from './limits.js';
export * from './messages.js';
export * from './errors.js';
export * from './hansards.js';
export * from './hansard-analysis.js';
export * from './bills.js';
