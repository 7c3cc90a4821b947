import { PAGES, type PageEntry } from '@kakyere/contract';

/**
 * The pages a search engine may index, from the page table: fixed addresses only (a sitting, bill
 * or Member is listed from its own table), never a page reached by a personal link, one person's
 * page, a redirect or the catch-all.
 */
export function indexablePagePaths(): string[] {
  return Object.values(PAGES as Record<string, PageEntry>)
    .filter((page) => !page.path.includes(':') && !page.notFound && !page.redirect && !page.private && !page.personal)
    .map((page) => page.path);
}

/** The addresses of the pages never indexed: reached by a token in the address, or one person's own. */
export function unlistedPagePaths(): string[] {
  return Object.values(PAGES as Record<string, PageEntry>)
    .filter((page) => page.private || page.personal)
    .map((page) => page.path);
}
