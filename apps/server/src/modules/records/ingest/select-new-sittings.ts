import { inArray, or, sql } from 'drizzle-orm';
import { hansards, isEditorEngine, type Database } from '@kakyere/db';
import type { HansardLink } from './parliament-gh-source.js';

/**
 * The listed sittings not yet ingested: a link is done when a stored Hansard came from that URL,
 * or when its sitting date is already held by an ingested record (one with a stored transcript, even
 * if it still shows the editors' summary, or one not written by the editors), since the site
 * republishes corrected copies under new names ("... (1).pdf").
 */
export async function selectNewSittings(db: Database, links: HansardLink[]): Promise<HansardLink[]> {
  if (links.length === 0) return [];
  const urls = links.map((l) => l.url);
  const dates = links.flatMap((l) => (l.date ? [l.date] : []));
  const done = await db
    .select({ source: hansards.source, id: hansards.id, engine: hansards.engine, hasText: sql<boolean>`(${hansards.rawText} <> '')` })
    .from(hansards)
    .where(or(inArray(hansards.source, urls), dates.length ? inArray(hansards.id, dates) : sql`false`));
  const doneUrls = new Set(done.map((d) => d.source));
  const doneDates = new Set(done.filter((d) => d.hasText || !isEditorEngine(d.engine)).map((d) => d.id));
  const seen = new Set<string>();
  return links.filter((link) => {
    if (doneUrls.has(link.url) || (link.date && doneDates.has(link.date))) return false;
    // Two copies of one sitting in the same listing: take the first (the newest upload is listed first).
    const key = link.date ?? link.url;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
