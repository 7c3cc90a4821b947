import { createBody, type CachedBody } from '../../platform/cache/response-cache.js';
import type { VersionedCache } from '../../platform/cache/versioned-cache.js';
import { renderAtomFeed, type FeedModel } from './atom-feed.js';

/** A feed's bytes (ETag, encodings kept with them) and when what it shows last changed. */
export interface CachedFeed {
  body: CachedBody;
  lastModified: Date;
}

/**
 * The feed under `key`, rendered once per version of the data it comes from (the cache checks the
 * Hansard, bill and people tables' versions): a hot feed is served from memory, its validators
 * ready for a 304.
 */
export function cachedFeed(cache: VersionedCache, key: string, publicUrl: string, build: () => Promise<FeedModel>): Promise<CachedFeed> {
  return cache.get(key, async () => {
    const rendered = renderAtomFeed(await build(), publicUrl);
    return { body: createBody(rendered.xml), lastModified: rendered.lastModified };
  });
}
