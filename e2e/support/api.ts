import type { HansardListItem } from '@kakyere/contract';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';

export type { HansardListItem };

/** The Hansards the real server holds, newest first, as the app receives them. */
export async function fetchHansards(request: APIRequestContext): Promise<HansardListItem[]> {
  const response = await request.get('/api/hansards');
  if (!response.ok()) throw new Error(`GET /api/hansards answered ${response.status()}`);
  const body = (await response.json()) as { data: { hansards: HansardListItem[] } };
  return body.data.hansards;
}

export function byId(hansards: readonly HansardListItem[], id: string): HansardListItem {
  const hansard = hansards.find((h) => h.id === id);
  if (!hansard) throw new Error(`The seed has no Hansard ${id}`);
  return hansard;
}

/** The feed's call: GET /api/hansards without a query. */
export const isFeedRequest = (url: URL) => url.pathname === '/api/hansards' && url.search === '';
/** The list screen's call: GET /api/hansards?limit=1000. */
export const isListRequest = (url: URL) => url.pathname === '/api/hansards' && url.searchParams.has('limit');
/** Either of them. */
export const isAnyListRequest = (url: URL) => url.pathname === '/api/hansards';
export const isDetailRequest = (id: string) => (url: URL) => url.pathname === `/api/hansards/${id}`;

/** Answers matching calls with the real server's response, changed by `patch`. */
export async function patchListResponse(
  page: Page,
  matches: (url: URL) => boolean,
  patch: (hansards: HansardListItem[]) => HansardListItem[],
): Promise<void> {
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: true; data: { hansards: HansardListItem[] } };
    await route.fulfill({
      status: response.status(),
      json: { ...body, data: { hansards: patch(body.data.hansards) } },
    });
  });
}

/** Answers GET /api/hansards/{id} with the real response, changed by `patch`. */
export async function patchDetailResponse(
  page: Page,
  id: string,
  patch: (hansard: HansardListItem & { raw_text: string }) => HansardListItem & { raw_text: string },
): Promise<void> {
  await page.route(isDetailRequest(id), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      success: true;
      data: { hansard: HansardListItem & { raw_text: string } };
    };
    await route.fulfill({ status: response.status(), json: { ...body, data: { hansard: patch(body.data.hansard) } } });
  });
}

export function serverError(route: Route): Promise<void> {
  return route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on our side.' } });
}

/**
 * Holds matching calls until release() is called, so a loading state can be checked without
 * racing a fast local server.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  await page.route(matches, async (route) => {
    held.push(route.request());
    await released;
    await route.fallback();
  });
  return { release, held };
}

/**
 * Opens `path` the way a reader who is already on the site does: a navigation inside the app, so
 * the browser asks the API (pages opened directly arrive rendered with their data from the server).
 * Tests of loading and error states stub those API calls.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/subscribe'); // a screen that needs no data
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
