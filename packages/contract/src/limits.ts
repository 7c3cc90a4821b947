/** Business constants of spec §9, shared by server, web and tests. */
export const LIMITS = {
  feedPageSize: 10,
  feedNextPageDelayMs: 500,
  hansardListFetchLimit: 1000,
  hansardListMaxLimit: 1000,
  /** The Hansards list's first cards, rendered on the server; the rest follow once the page is live. */
  hansardListFirstRender: 20,
  /** The bills list's first cards, rendered on the server; the rest follow once the page is live (or with ?all=1). */
  billListFirstRender: 20,
  /** A bill search answers the best this many matches unless asked for more (?limit=); its `total` says how many matched. */
  billSearchLimit: 50,
  /** The most a bill search answers (?limit=): what the bills list's "Show all" asks for. */
  billSearchMaxLimit: 1000,
  feedCardIndustryChips: 3,
  listCardIndustryChips: 4,
  legalQuestionMaxLength: 140,
  legalQuestionRows: 3,
  stageCount: 8,
  industryCount: 20,
  onboardingSteps: 4,
  notificationPromptDelayMs: 2000,
  minPasswordLength: 6,
} as const;

/** Keys kept in the browser's local storage. */
export const STORAGE_KEYS = {
  onboardingComplete: 'kakyere.onboardingComplete',
  notificationPromptShown: 'notificationPromptShown',
  savedHansards: 'kakyere.savedHansards',
} as const;

export const SESSION_TYPE_FALLBACK = 'Official Proceeding';

/** Parliament's own list of Official Reports (Hansards): what ingestion reads, and where readers are sent. */
export const PARLIAMENT_GH_HANSARD_LISTING_URL = 'https://www.parliament.gh/docs?type=HS';
