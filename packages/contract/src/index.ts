import './configure-zod.js';

export * from './constants.js';
export * from './errors.js';
export * from './hansards.js';
export * from './hansard-analysis.js';
export * from './bills.js';
export * from './bill-texts.js';
export * from './legal-opinions.js';
export * from './accounts.js';
export * from './subscriptions.js';
export * from './member-follows.js';
export * from './push.js';
export * from './events.js';
export * from './people.js';
export * from './speeches.js';
export * from './members.js';
export * from './search.js';
export * from './topic-follows.js';
