/** A run of an excerpt's text: a match of the search (shown marked) or the words around it. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
// One pass, so "&amp;lt;" becomes the text "&lt;", never "<".
const ENTITY = /&(?:amp|lt|gt|quot|#39);/g;
const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/** The text an HTML-escaped string stands for (only the entities the API writes; anything else stays as it is). */
export function unescapeHtml(text: string): string {
  return text.replace(ENTITY, (entity) => ENTITIES[entity]!);
}

/**
 * An excerpt as the API writes it (HTML-escaped words, each match in <mark>…</mark>) cut into plain
 * text runs, so the page renders it as text and <mark> elements: never as HTML. A tag other than
 * <mark>, escaped or not, stays visible text.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    const plain = unescapeHtml(text);
    if (plain) parts.push({ text: plain, marked });
  };
  let at = 0;
  for (const match of excerpt.matchAll(MARK)) {
    push(excerpt.slice(at, match.index), false);
    push(match[1]!, true);
    at = match.index + match[0].length;
  }
  push(excerpt.slice(at), false);
  return parts;
}
