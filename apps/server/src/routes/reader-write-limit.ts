import type { Config } from '../config.js';

/**
 * The route config for what anonymous readers write (legal questions, feedback on what the AI
 * wrote): each costs the server real work or a row, so a tighter limit per client than the site's,
 * when the site is rate-limited at all (RATE_LIMIT_PER_MINUTE > 0; otherwise this is not applied).
 */
export function readerWriteLimit({ rateLimitPerMinute, askRateLimitPerMinute }: Config['server']) {
  return { rateLimit: { max: Math.min(rateLimitPerMinute, askRateLimitPerMinute), timeWindow: '1 minute' } };
}
