/** User-facing texts of spec §8, and the API's own error texts. */
export const MESSAGES = {
  hansardListLoadFailed: 'Failed to fetch hansards. Please try again later.',
  hansardNotFound: 'Hansard not found',
  personNotFound: 'Member not found',
  hansardPdfNotFound: 'No PDF is stored for this Hansard',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again later.',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  overloaded: 'The site is very busy right now. Please try again in a few seconds.',
  connectFailed: 'Failed to connect to server',
} as const;

export const BILL_MESSAGES = {
  billNotFound: 'Bill not found',
  billsLoadFailed: 'Failed to fetch bills',
  journeyLoadFailed: 'Failed to fetch bill journey',
} as const;
