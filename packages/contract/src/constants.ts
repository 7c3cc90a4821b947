// The contract's plain values (no zod). The web app imports only these and `import type`s from
// the package root, so the browser never builds or downloads schemas: decision record 005.
export * from './industries.js';
export * from './limits.js';
export * from './messages.js';
export * from './ids.js';
export * from './bill-stages.js';
export * from './bill-journey.js';
export * from './page-render.js';
export * from './pages.js';
export * from './date-locale.js';
export * from './month-names.js';
export * from './legal-opinion-rules.js';
export * from './ai-feedback-rules.js';
export * from './speech-rules.js';
export * from './account-rules.js';
export * from './subscription-rules.js';
export * from './member-follow-rules.js';
export * from './push-rules.js';
export * from './member-names.js';
export * from './search-rules.js';
export * from './topic-follow-rules.js';
export * from './feed-paths.js';
export * from './akoma-ntoso-uris.js';
