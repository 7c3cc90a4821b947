import { BILL_STATUSES, BILL_TYPES, LIMITS } from '@kakyere/contract/constants';
import type { BillStatus, BillType } from '@kakyere/contract';

/** What the bills list asks the server for; kept in the address bar as ?q=&status=&billType=[&all=1]. */
export interface BillListQuery {
  /** Free-text search; when present the filters are not sent (spec §5 Bill search). */
  q: string;
  /** '' means all statuses. */
  status: BillStatus | '';
  /** '' means all bill types. */
  billType: BillType | '';
  /**
   * A search's every match (up to LIMITS.billSearchMaxLimit), not only the best
   * LIMITS.billSearchLimit: ?all=1. Only ever set on a search.
   */
  all?: boolean;
}

export const EMPTY_BILL_QUERY: BillListQuery = { q: '', status: '', billType: '' };

function isStatus(value: string | null): value is BillStatus {
  return (BILL_STATUSES as readonly (string | null)[]).includes(value);
}

function isBillType(value: string | null): value is BillType {
  return (BILL_TYPES as readonly (string | null)[]).includes(value);
}

/** Reads the query from the address bar, ignoring values the server would reject. */
export function readBillQuery(params: URLSearchParams): BillListQuery {
  const status = params.get('status');
  const billType = params.get('billType');
  const q = (params.get('q') ?? '').trim();
  return {
    q,
    status: isStatus(status) ? status : '',
    billType: isBillType(billType) ? billType : '',
    ...(q && params.get('all') === '1' ? { all: true } : {}),
  };
}

/** The address-bar form of a query: only what was chosen, so /bills stays clean. */
export function billQueryToParams(query: BillListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q.trim();
  if (q) params.set('q', q);
  if (query.status) params.set('status', query.status);
  if (query.billType) params.set('billType', query.billType);
  if (q && query.all) params.set('all', '1');
  return params;
}

export function isSearch(query: BillListQuery): boolean {
  return query.q.trim() !== '';
}

/** How many matches a search asks for: the API's default (undefined), or as many as it gives with ?all=1. */
export function billSearchLimit(query: BillListQuery): number | undefined {
  return isSearch(query) && query.all ? LIMITS.billSearchMaxLimit : undefined;
}

/**
 * The API call for a query (spec §7): a search term goes to /api/bills/search?q= on its own,
 * URL-encoded (with &limit= when every match was asked for); without one, /api/bills carries
 * status and billType only when chosen.
 */
export function billsRequestUrl(query: BillListQuery): string {
  const q = query.q.trim();
  const limit = billSearchLimit(query);
  if (q) return `/api/bills/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`;
  const parts: string[] = [];
  if (query.status) parts.push(`status=${encodeURIComponent(query.status)}`);
  if (query.billType) parts.push(`billType=${encodeURIComponent(query.billType)}`);
  return parts.length > 0 ? `/api/bills?${parts.join('&')}` : '/api/bills';
}
