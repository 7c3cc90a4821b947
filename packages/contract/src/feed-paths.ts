// The Atom feeds' addresses (issue 31), plain values (no zod) so the web app links them too:
// decision record 005. These addresses are public and fixed: other sites and readers keep them.

/** The media type of every feed, as the head's `<link rel="alternate">` and the answer name it. */
export const ATOM_TYPE = 'application/atom+xml' as const;

/** The filters a search feed keeps from a search's address: those of GET /api/search, without paging or sort. */
export const SEARCH_FEED_PARAMS = ['q', 'person', 'party', 'from', 'to', 'sitting', 'bill', 'industry'] as const;

export const FEED_PATHS = {
  sittings: '/feeds/sittings.atom',
  bills: '/feeds/bills.atom',
  /** An industry by its contract name ("Foreign Affairs"), encoded. */
  industry: (industry: string) => `/feeds/industries/${encodeURIComponent(industry)}.atom`,
  bill: (billId: string) => `/feeds/bills/${encodeURIComponent(billId)}.atom`,
  /** A Member by their URL id ("kwame-mensah", as /api/people gives it). */
  member: (personId: string) => `/feeds/members/${encodeURIComponent(personId)}.atom`,
  /** The search's words and filters, in a fixed order; empty ones dropped. */
  search: (params: { get(name: string): string | null }) => {
    const query = new URLSearchParams();
    for (const name of SEARCH_FEED_PARAMS) {
      const value = params.get(name)?.trim();
      if (value) query.set(name, value);
    }
    return `/feeds/search.atom?${query.toString()}`;
  },
} as const;
