import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_LOCALE, pickDateLocale } from './date-locale.js';

describe('pickDateLocale', () => {
  it('takes the first language Intl can format dates in', () => {
    expect(pickDateLocale(['en-US', 'en-GB'])).toBe('en-US');
    expect(pickDateLocale(['zz', 'fr-CI', 'en'])).toBe('fr-CI');
    expect(pickDateLocale([' en-GH '])).toBe('en-GH');
  });

  it('falls back to en-GB when the reader names no language it can use', () => {
    expect(DEFAULT_DATE_LOCALE).toBe('en-GB');
    expect(pickDateLocale([])).toBe('en-GB');
    expect(pickDateLocale(['*', 'x-private', 'not a tag', '', 'zz'])).toBe('en-GB');
  });

  it('keeps only the language, script and region, as Intl resolves them', () => {
    expect(pickDateLocale(['en-US-u-ca-buddhist'])).toBe('en-US');
    expect(pickDateLocale(['EN-us'])).toBe('en-US');
    expect(pickDateLocale(['en-ZZ'])).toBe('en');
  });
});
