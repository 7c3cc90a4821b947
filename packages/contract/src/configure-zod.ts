import { z } from 'zod';

// In browsers zod would probe for eval with `new Function` when it builds object schemas, which the
// site's CSP (script-src 'self') blocks and reports on every page; jitless parsing avoids the probe.
// zod reads this flag as each schema is built, so this module must be evaluated before any schema:
// it is the first import of the contract's index. Servers keep the JIT.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
