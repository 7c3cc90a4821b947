import type { Config } from '../config.js';

/** The route config for requests that e-mail someone (subscribing, following a Member, asking for a link): a tight limit per client. */
export function mailSendingLimit({ rateLimitPerMinute }: Config['server']) {
  return { rateLimit: { max: Math.min(rateLimitPerMinute, 10), timeWindow: '1 minute' } };
}
