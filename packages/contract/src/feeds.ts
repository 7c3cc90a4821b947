/**
 * What the Atom feeds (issue 31) take: the same ids as the API, and for a search feed the same
 * words and filters as GET /api/search (its length cap included), without paging or sort: a feed is
 * always the newest matches.
 */
import { z } from 'zod';
import { BillIdSchema } from './bills.js';
import { PersonIdSchema } from './people.js';
import { SearchFiltersSchema, SearchTextSchema } from './search.js';
import { SEARCH_MESSAGES } from './search-rules.js';

export const SearchFeedQuerySchema = SearchFiltersSchema.extend({ q: SearchTextSchema }).refine(
  (query) => !query.from || !query.to || query.from <= query.to,
  { message: SEARCH_MESSAGES.dateOrder, path: ['from'] },
);
export type SearchFeedQuery = z.infer<typeof SearchFeedQuerySchema>;

export const BillFeedParamsSchema = z.object({ billId: BillIdSchema });
export const MemberFeedParamsSchema = z.object({ personId: PersonIdSchema });
/** An industry as the contract names it ("Foreign Affairs"); unknown ones answer 404, not 400, like an unknown bill. */
export const IndustryFeedParamsSchema = z.object({ industry: z.string().min(1).max(60) });
