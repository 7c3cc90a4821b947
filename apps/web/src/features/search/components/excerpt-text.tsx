import { Fragment } from 'react';
import { parseExcerpt } from '../lib/excerpt';

/**
 * A result's excerpt with its matches marked. The API sends it HTML-escaped with <mark> around each
 * match; it is parsed into text and <mark> elements (never set as HTML), so nothing in a speech's
 * words can become markup on the page.
 */
export function ExcerptText({ excerpt }: { excerpt: string }) {
  return (
    <>
      {parseExcerpt(excerpt).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-gold-300/70 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
