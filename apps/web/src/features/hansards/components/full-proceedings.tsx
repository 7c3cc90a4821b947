import type { Hansard, HansardListItem } from '@kakyere/contract';
import { useEffect, useMemo, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ExternalLink } from '../../../components/ui/external-link';
import { Spinner } from '../../../components/ui/spinner';
import type { SpeechMark } from '../api/get-speeches';
import { spanWithin } from '../lib/evidence';
import { segmentTranscript } from '../lib/segment-transcript';
import { transcriptLink } from '../lib/transcript-source';
import type { Passage } from '../../../components/evidence/source-panel';
import { SpeechBlocks } from './speech-blocks';

/** A passage asked for; `request` changes on every ask, so asking again scrolls to it again. */
export interface Highlight extends Passage {
  request: number;
}

interface FullProceedingsProps {
  hansard: HansardListItem;
  full: Hansard | undefined;
  /** The sitting's speeches, when they have loaded: the transcript is then shown speech by speech. */
  speeches: readonly SpeechMark[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  highlight: Highlight | null;
  onClearHighlight: () => void;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The element the page address names (`#speech-…`) when it is inside `container`. */
function addressedWithin(container: HTMLElement | null): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return null;
  }
  const target = id ? document.getElementById(id) : null;
  return target && container?.contains(target) ? target : null;
}

/** The nearest ancestor of `element` that scrolls (the dialog's body), or null. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return null;
}

/**
 * Brings a speech to the top of the transcript's box, and the box into view in the dialog, by
 * scrolling those two alone: scrollIntoView would also scroll the dialog's clipped panel on a phone.
 * Speeches out of view are laid out only once near it (content-visibility), so those above it can
 * grow as it arrives: it is measured again on the next frames until it stays put.
 */
function scrollToSpeech(region: HTMLElement, speech: HTMLElement, framesLeft = 4) {
  const gap = 8;
  const off = speech.getBoundingClientRect().top - region.getBoundingClientRect().top - gap;
  region.scrollTop += off;
  const outer = scrollingAncestor(region);
  if (outer) {
    // The box with its section's heading just above it, where the dialog's body allows.
    const heading = region.closest('section') ?? region;
    outer.scrollTop += heading.getBoundingClientRect().top - outer.getBoundingClientRect().top - gap;
  }
  if (framesLeft > 0 && Math.abs(off) > 1) requestAnimationFrame(() => scrollToSpeech(region, speech, framesLeft - 1));
}

/**
 * The sitting's transcript in its own scrolling box, speech by speech when the sitting has
 * speeches. A highlighted passage is wrapped in <mark> (the text is split, never parsed as HTML),
 * scrolled to the middle of the box and focused. A page opened at a speech (`#speech-…`, where a
 * speech's permalink leads) is scrolled to it and focused once live: the server's HTML already has
 * the speech, so without JavaScript the browser goes there itself.
 */
export function FullProceedings({
  hansard,
  full,
  speeches,
  loading,
  failed,
  onRetry,
  highlight,
  onClearHighlight,
}: FullProceedingsProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const markRef = useRef<HTMLElement>(null);
  const rawText = full?.raw_text ?? '';
  const span = highlight ? spanWithin(rawText, highlight) : null;
  const segmented = useMemo(() => (speeches && rawText ? segmentTranscript(rawText, speeches) : null), [rawText, speeches]);

  const landed = useRef(false);
  useEffect(() => {
    if (landed.current || !segmented) return;
    const target = addressedWithin(regionRef.current);
    if (!target) return;
    landed.current = true;
    scrollToSpeech(regionRef.current!, target);
    target.focus({ preventScroll: true });
  }, [segmented]);

  const request = span ? highlight?.request : undefined;
  useEffect(() => {
    const mark = markRef.current;
    if (request === undefined || !mark) return;
    mark.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    mark.focus({ preventScroll: true });
  }, [request]);

  if (full) {
    if (rawText.trim()) {
      const clear = () => {
        onClearHighlight();
        regionRef.current?.focus({ preventScroll: true });
      };
      return (
        <>
          {span && highlight && (
            <div className="mb-2 flex items-start gap-2 rounded-lg bg-gold-100 py-1 pr-1 pl-3 text-sm text-slate-800">
              <p className="min-w-0 flex-1 py-1.5 break-words">
                <span className="font-semibold">Highlighted:</span> the source of {highlight.label}
                {highlight.column !== null && (
                  <>
                    {' '}
                    <span className="whitespace-nowrap">(Col. {highlight.column})</span>
                  </>
                )}
              </p>
              <button
                type="button"
                onClick={clear}
                aria-label="Clear highlight"
                className="inline-flex min-h-8 shrink-0 items-center rounded-md px-2.5 font-medium text-slate-800 underline underline-offset-4 hover:bg-gold-300/60"
              >
                Clear
              </button>
            </div>
          )}
          <div
            ref={regionRef}
            role="region"
            aria-label="Full proceedings transcript"
            tabIndex={0}
            className={`max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-serif text-[0.9375rem] leading-relaxed text-slate-800 ${
              segmented ? 'space-y-2' : 'whitespace-pre-wrap'
            }`}
          >
            {segmented ? (
              <SpeechBlocks rawText={rawText} segmented={segmented} span={span} markRef={markRef} />
            ) : span ? (
              <>
                {rawText.slice(0, span.start)}
                <mark
                  ref={markRef}
                  tabIndex={-1}
                  className="scroll-my-4 rounded-sm bg-gold-300 px-0.5 text-slate-950 shadow-[0_0_0_2px_var(--color-gold-300)] box-decoration-clone"
                >
                  {rawText.slice(span.start, span.end)}
                </mark>
                {rawText.slice(span.end)}
              </>
            ) : (
              rawText
            )}
          </div>
        </>
      );
    }
    return <NoTranscript documentUrl={hansard.document_url} />;
  }
  if (loading && !failed) return <Spinner label="Loading the full proceedings…" className="justify-start py-4" />;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="text-red-800">The full proceedings could not be loaded.</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'mt-3')}>
        Retry
      </button>
    </div>
  );
}

/**
 * No transcript yet: a plain sentence saying so, and where a reader can read the sitting meanwhile,
 * named by where the link leads. How an operator adds the Official Report is in the README.
 */
function NoTranscript({ documentUrl }: { documentUrl: string | null | undefined }) {
  const link = transcriptLink(documentUrl);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
      <p>The full transcript of this sitting has not been published on Kakyerɛ yet.</p>
      <p className="mt-2">
        <ExternalLink inline href={link.href}>
          {link.text}
        </ExternalLink>
        {link.note}.
      </p>
    </div>
  );
}
