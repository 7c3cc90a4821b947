import { z } from 'zod';

// In browsers zod would probe for eval with `new Function`, which the site's CSP (script-src 'self')
// blocks and reports on every page; jitless parsing avoids the probe. Servers keep the JIT.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export * from './industries.js';
export * from './limits.js';
export * from './messages.js';
export * from './errors.js';
export * from './hansards.js';
export * from './hansard-analysis.js';
export * from './bills.js';
