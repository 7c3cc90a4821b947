/** 12345 → "12,345", the same on the server and in every browser (no Intl: see decision 005). */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 speech", "12 speeches", or "10,000+ speeches" once a count reached the API's cap. */
export function countText(count: number, capped: number, one: string, many: string): string {
  const number = count >= capped ? `${formatCount(capped)}+` : formatCount(count);
  return `${number} ${count === 1 ? one : many}`;
}

/** How many pages of `limit` hold `total` results, at most `maxPage` (the API pages no deeper). */
export function pageCount(total: number, limit: number, maxPage: number): number {
  return Math.min(Math.ceil(total / limit), maxPage);
}
