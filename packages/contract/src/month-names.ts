/**
 * The English month names, January first: the site's long dates ("24 August 2011", en-GB's long
 * form) and the Official Report's own ("Wednesday, 24th August, 2011"). A fixed table rather than
 * Intl.DateTimeFormat: building a formatter loads ICU's locale data (~20 ms of a mid-range phone's
 * main thread on first load) for one fixed format, and the parsers need the words themselves.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
