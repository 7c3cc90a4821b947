import type { Bill, BillJourney } from '@kakyere/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

export type { Bill, BillJourney };

/** Spec texts of the bill screens (spec §2 and §8), written out rather than imported. */
export const BILL_TEXT = {
  title: 'Parliamentary Bills',
  searchPlaceholder: 'Search by bill number, title, or summary...',
  loading: 'Loading bills...',
  journeyLoading: 'Loading bill journey...',
  noBills: 'No Bills Found',
  adjust: 'Try adjusting your filters or search criteria',
  listFailed: 'Failed to fetch bills',
  journeyFailed: 'Failed to fetch bill journey',
  connectFailed: 'Failed to connect to server',
  notFound: 'Bill not found',
  noAmendments: 'No amendments recorded yet',
  noDebates: 'No debates recorded yet',
  noStakeholders: 'No stakeholder input recorded yet',
} as const;

/** packages/db/seed/bills.json */
export const SEEDED_BILLS = 52;

export const STAGE_KEYS = [
  'pre_introduction',
  'first_reading',
  'committee',
  'second_reading',
  'third_reading',
  'presidential_assent',
  'publication',
  'implementation',
] as const;

export const STAGE_LABELS = [
  'Pre-Introduction',
  'First Reading',
  'Committee Stage',
  'Second Reading',
  'Third Reading',
  'Presidential Assent',
  'Publication',
  'Implementation',
] as const;

export async function fetchBills(request: APIRequestContext, query = ''): Promise<Bill[]> {
  const response = await request.get(`/api/bills${query}`);
  if (!response.ok()) throw new Error(`GET /api/bills${query} answered ${response.status()}`);
  return ((await response.json()) as { data: Bill[] }).data;
}

export async function fetchJourney(request: APIRequestContext, id: string): Promise<BillJourney> {
  const response = await request.get(`/api/bills/${id}/journey`);
  if (!response.ok()) throw new Error(`GET /api/bills/${id}/journey answered ${response.status()}`);
  return ((await response.json()) as { data: BillJourney }).data;
}

/** Any bills API call: list, search or journey. */
export const isBillsApi = (url: URL) => url.pathname === '/api/bills' || url.pathname.startsWith('/api/bills/');
export const isBillListOrSearch = (url: URL) => url.pathname === '/api/bills' || url.pathname === '/api/bills/search';
export const isJourneyRequest = (url: URL) => /^\/api\/bills\/[^/]+\/journey$/.test(url.pathname);

export const billCards = (page: Page): Locator => page.getByTestId('bill-card');
export const billCounter = (page: Page, n: number): Locator => page.getByText(`Showing ${n} bill(s)`, { exact: true });
export const billSearchBox = (page: Page): Locator => page.getByPlaceholder(BILL_TEXT.searchPlaceholder);
export const statusSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Status' });
export const billTypeSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Bill Type' });

export function billCardTitled(page: Page, title: string): Locator {
  return billCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

export async function openBillList(page: Page, search = ''): Promise<void> {
  await page.goto(`/bills${search}`);
  await page.getByRole('heading', { name: BILL_TEXT.title, level: 1 }).waitFor();
}

export const journeyStages = (page: Page): Locator => page.getByTestId('journey-stage');
export const stageConnectors = (page: Page): Locator => page.getByTestId('stage-connector');
