import { AI_FEEDBACK_COMMENT_MAX_LENGTH, speechAnchor } from '@kakyere/contract/constants';
import { memo, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { useHydrated } from '../../../lib/use-hydrated';
import { reportWrongSpeaker, wrongSpeakerErrorMessage, type SpeechMark } from '../api/get-speeches';
import { overlap, type SegmentedTranscript } from '../lib/segment-transcript';

interface SpeechBlocksProps {
  rawText: string;
  segmented: SegmentedTranscript<SpeechMark>;
  /** The highlighted passage; it may run over several speeches. */
  span: { start: number; end: number } | null;
  /** Given to the first marked piece, which the highlight scrolls to and focuses. */
  markRef: RefObject<HTMLElement | null>;
}

/** Where a piece of text ends once its trailing blank lines are dropped (the gap between speeches is drawn instead). */
function shownEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && /\s/.test(text.charAt(at - 1))) at -= 1;
  return at;
}

/**
 * The transcript as speeches: the text before the first speech as is, then each speech's stretch
 * of raw_text under a line saying who spoke. A sitting can have 500 speeches, so each block is
 * memoised on plain values (a new highlight redraws only the blocks it touches) and the browser
 * skips laying out the blocks out of view (content-visibility).
 */
export function SpeechBlocks({ rawText, segmented, span, markRef }: SpeechBlocksProps) {
  const { lead, blocks } = segmented;
  // The first piece the highlight touches holds the ref: the lead, or a block.
  const firstMarked = span ? [lead, ...blocks].findIndex((piece) => piece && overlap(piece.start, piece.end, span)) : -1;
  return (
    <>
      {lead && (
        <Passage
          text={rawText}
          start={lead.start}
          end={shownEnd(rawText, lead.start, lead.end)}
          {...markProps(overlap(lead.start, lead.end, span), firstMarked === 0 ? markRef : undefined)}
        />
      )}
      {blocks.map((block, n) => (
        <SpeechBlock
          key={block.speech.id}
          speech={block.speech}
          text={rawText}
          start={block.start}
          end={shownEnd(rawText, block.start, block.end)}
          {...markProps(overlap(block.start, block.end, span), firstMarked === n + 1 ? markRef : undefined)}
        />
      ))}
    </>
  );
}

interface MarkProps {
  markStart: number;
  markEnd: number;
  markRef: RefObject<HTMLElement | null> | undefined;
}

const markProps = (mark: { start: number; end: number } | null, markRef: RefObject<HTMLElement | null> | undefined): MarkProps =>
  mark ? { markStart: mark.start, markEnd: mark.end, markRef } : { markStart: -1, markEnd: -1, markRef: undefined };

interface PassageProps extends MarkProps {
  text: string;
  start: number;
  end: number;
}

/** A stretch of the transcript as text (split, never parsed as HTML), its highlighted part in <mark>. */
function Passage({ text, start, end, markStart, markEnd, markRef }: PassageProps) {
  const to = Math.min(markEnd, end);
  if (markStart < 0 || markStart >= to) return <div className="whitespace-pre-wrap">{text.slice(start, end)}</div>;
  return (
    <div className="whitespace-pre-wrap">
      {text.slice(start, markStart)}
      <mark
        ref={markRef}
        tabIndex={markRef ? -1 : undefined}
        className="scroll-my-4 rounded-sm bg-gold-300 px-0.5 text-slate-950 shadow-[0_0_0_2px_var(--color-gold-300)] box-decoration-clone"
      >
        {text.slice(markStart, to)}
      </mark>
      {text.slice(to, end)}
    </div>
  );
}

interface SpeechBlockProps extends PassageProps {
  speech: SpeechMark;
}

const SpeechBlock = memo(function SpeechBlock({ speech, ...passage }: SpeechBlockProps) {
  return (
    <div
      id={speechAnchor(speech.id)}
      tabIndex={-1}
      className="-mx-2 scroll-mt-2 rounded-lg border-t border-slate-200 px-2 pt-2.5 pb-1 [contain-intrinsic-size:auto_7rem] [content-visibility:auto] first:border-t-0 target:bg-gold-100 focus:bg-gold-100 focus:outline-none"
    >
      <div className="mb-1 flex flex-wrap items-baseline gap-x-3 gap-y-1 font-sans text-sm leading-snug">
        <SpeakerLine speech={speech} />
        <WrongSpeaker speechId={speech.id} />
      </div>
      <Passage {...passage} />
    </div>
  );
});

/** Who spoke: the person's name linked to their page (with the office the label names), or the label as printed, said to be unidentified. */
function SpeakerLine({ speech }: { speech: SpeechMark }) {
  const { person, post, label } = speech;
  if (person) {
    return (
      <p className="min-w-0">
        <Link to={`/members/${encodeURIComponent(person.id)}`} className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700">
          {person.name}
        </Link>
        {post && <span className="text-slate-600">, {post}</span>}
      </p>
    );
  }
  return (
    <p className="min-w-0">
      <span className="font-semibold text-slate-900">{label}</span> <span className="text-slate-600">(speaker not identified)</span>
    </p>
  );
}

type ReportState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

/**
 * "Wrong speaker?": a disclosure with an optional "Who was it?" and a Send button. Only once the
 * page is live (the server's HTML has no control that would do nothing), and its form only once
 * opened, so 500 speeches cost 500 small summaries.
 */
function WrongSpeaker({ speechId }: { speechId: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  return (
    <details className="group ml-auto open:ml-0 open:basis-full" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center rounded text-xs text-slate-600 underline decoration-slate-300 underline-offset-2 hover:text-slate-900 [&::-webkit-details-marker]:hidden">
        Wrong speaker?
      </summary>
      {open && <WrongSpeakerForm speechId={speechId} />}
    </details>
  );
}

function WrongSpeakerForm({ speechId }: { speechId: string }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  const thanks = useRef<HTMLParagraphElement>(null);
  const sent = state.status === 'sent';
  // The Send button goes away with the form: keep the reader's place on the confirmation instead.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  async function send() {
    setState({ status: 'sending' });
    try {
      await reportWrongSpeaker(speechId, note);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: wrongSpeakerErrorMessage(error) });
    }
  }

  const sending = state.status === 'sending';
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-white p-3">
      <p ref={thanks} tabIndex={-1} role="status" className={sent ? 'text-sm font-medium text-brand-800 outline-none' : 'sr-only'}>
        {sent ? 'Thank you. The editors will check who spoke.' : ''}
      </p>
      {!sent && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset disabled={sending}>
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
              Who was it? <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <input
              id={noteId}
              type="text"
              maxLength={AI_FEEDBACK_COMMENT_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
            <button type="submit" className={buttonClass('secondary', 'mt-2')}>
              {sending ? 'Sending…' : 'Send'}
            </button>
          </fieldset>
          {state.status === 'error' && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {state.message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
