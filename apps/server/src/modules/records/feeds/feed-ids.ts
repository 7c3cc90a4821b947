/**
 * The one id scheme of the feeds (issue 31): tag URIs (RFC 4151) on the site's host and 2026, the
 * year they were first minted: `tag:{host},2026:{key}`. A key is built from the item's own natural
 * id, never a database serial (bill debates are re-inserted on every import), so re-publishing an
 * item (re-ingesting a sitting, re-importing a bill) keeps its id, and no id is ever given to
 * another item:
 *
 *   sitting/{hansardId}                      a sitting (its Hansard)
 *   speech/{speechId}                        a speech (ids are stable across re-ingestion)
 *   bill/{billId}                            a bill, when it is new
 *   bill/{billId}/stage/{stage}              a bill reaching or finishing a stage of its journey
 *   bill/{billId}/debate/{date}/{type}       a debate on its journey (a number added if a day has two of a type)
 *   bill/{billId}/sitting/{hansardId}        a sitting whose analysis names the bill
 *   feed/{feed path without .atom}           a feed itself (a search feed keeps its query)
 */
export function tagUri(publicUrl: string, key: string): string {
  return `tag:${new URL(publicUrl).hostname},2026:${key}`;
}

/** A path segment of a key: anything but unreserved characters percent-encoded. */
export const keySegment = (value: string): string => encodeURIComponent(value);

/** "Committee Report" → "committee-report": a debate's type in its key. */
export const typeSlug = (value: string): string =>
  value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'debate';

/** A feed's id from its path: "/feeds/bills/x.atom?…" → feed/bills/x?…. */
export const feedKey = (feedPath: string): string => `feed/${feedPath.replace(/^\/feeds\//, '').replace(/\.atom(?=\?|$)/, '')}`;
