import { pickDateLocale } from '@kakyere/contract';

/** More language tags than any browser sends; the rest of a longer header is not read. */
const MAX_TAGS = 16;

/**
 * The language tags of an Accept-Language header, most preferred first: by quality, ties in the
 * header's order; `q=0` (not acceptable) and malformed qualities are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of header.split(',').slice(0, MAX_TAGS).entries()) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!tag) continue;
    const quality = params.find((param) => /^q=/i.test(param));
    const q = quality === undefined ? 1 : Number(quality.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    tags.push({ tag, q, at });
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map(({ tag }) => tag);
}

/** The locale a page's dates are written in for this request: its first language Intl supports, else en-GB. */
export function requestDateLocale(acceptLanguage: string | undefined): string {
  return pickDateLocale(acceptedLanguages(acceptLanguage));
}
