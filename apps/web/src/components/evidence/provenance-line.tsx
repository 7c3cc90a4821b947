import type { ReactNode } from 'react';
import type { AuthorPart, SourceRef } from '../../lib/provenance';
import { ExternalLink } from '../ui/external-link';

interface ProvenanceCommon {
  /** Who or what wrote the text; `name` parts (a model, an engine version) never break across lines. */
  author: string | readonly AuthorPart[];
  testId: string;
}

/** A sitting's summary: a sentence under a rule, after an info icon, with a note under it when there is one. */
interface RuledProvenance extends ProvenanceCommon {
  look: 'ruled';
  /** Read first by screen readers only: "How this summary was made: ". */
  srLabel: string;
  /** What it was written from; null when the record says nothing a reader could use. */
  source: SourceRef | null;
  note: string | null;
}

/** An opinion: one line of small text, when (`lead`) and by what it was written, and what else is worth saying (`tail`). */
interface PlainProvenance extends ProvenanceCommon {
  look: 'plain';
  className: string;
  lead?: ReactNode;
  tail?: ReactNode;
}

function Author({ author }: { author: ProvenanceCommon['author'] }) {
  if (typeof author === 'string') return author;
  return author.map((part, index) =>
    part.name ? (
      <span key={index} className="whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

/** "How this was made": who or what wrote an AI text (a sitting's summary, a legal opinion), and from what. */
export function ProvenanceLine(props: RuledProvenance | PlainProvenance) {
  if (props.look === 'plain') {
    return (
      <p className={props.className} data-testid={props.testId}>
        {props.lead}
        <Author author={props.author} />
        {props.tail}
      </p>
    );
  }
  const { source, note } = props;
  return (
    <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3 text-sm leading-snug text-slate-600">
      <svg viewBox="0 0 20 20" className="mt-px size-4 shrink-0 text-slate-500" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z"
          clipRule="evenodd"
        />
      </svg>
      <div className="min-w-0 break-words" data-testid={props.testId}>
        <p>
          <span className="sr-only">{props.srLabel}</span>
          <Author author={props.author} />
          {source && (
            <>
              {' from '}
              {source.kind === 'link' ? (
                <ExternalLink href={source.href} inline>
                  {source.label}
                </ExternalLink>
              ) : (
                source.text
              )}
            </>
          )}
          .
        </p>
        {note && <p className="mt-1">{note}</p>}
      </div>
    </div>
  );
}
