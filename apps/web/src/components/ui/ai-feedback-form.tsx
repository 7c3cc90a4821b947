import { AI_FEEDBACK_COMMENT_MAX_LENGTH } from '@kakyere/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from './button-styles';

type FeedbackState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

export interface AiFeedbackFormProps {
  /** The yes-or-no question: "Was this helpful?", "Is this summary accurate?". */
  question: string;
  /** The note's label once the reader has answered; it can ask something else after a "No". */
  noteLabel?: (answer: boolean) => string;
  send: (answer: boolean, note: string) => Promise<void>;
  /** What to tell the reader when sending failed. */
  errorMessage: (error: unknown) => string;
  className?: string;
}

/**
 * A reader's yes or no on something the AI wrote (a legal opinion, a Hansard summary), with an
 * optional note, sent once. The thank-you is announced from a live region that is there from the
 * start: one added with its text already in it is not reliably read out.
 */
export function AiFeedbackForm({ question, noteLabel = () => 'Anything to add?', send, errorMessage, className = '' }: AiFeedbackFormProps) {
  const noteId = useId();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const [state, setState] = useState<FeedbackState>({ status: 'idle' });
  const thanks = useRef<HTMLParagraphElement>(null);
  const sent = state.status === 'sent';
  // The button the reader pressed goes away with the form: keep their place on the thank-you instead.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  async function submit(chosen: boolean) {
    setState({ status: 'sending' });
    try {
      await send(chosen, note);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error) });
    }
  }

  const sending = state.status === 'sending';
  return (
    <div className={className}>
      <p ref={thanks} tabIndex={-1} role="status" className={sent ? 'text-sm font-medium text-brand-800 outline-none' : 'sr-only'}>
        {sent ? 'Thank you for your feedback.' : ''}
      </p>
      {!sent && (
        <>
          <fieldset disabled={sending}>
            <legend className="text-sm font-semibold text-slate-900">{question}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {([true, false] as const).map((option) => (
                <button
                  key={String(option)}
                  type="button"
                  aria-pressed={answer === option}
                  onClick={() => setAnswer(option)}
                  className={buttonClass(answer === option ? 'primary' : 'secondary', 'min-w-20')}
                >
                  {option ? 'Yes' : 'No'}
                </button>
              ))}
            </div>
            {answer !== null && (
              <div className="mt-3">
                <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
                  {noteLabel(answer)} <span className="font-normal text-slate-600">(optional)</span>
                </label>
                <textarea
                  id={noteId}
                  rows={2}
                  maxLength={AI_FEEDBACK_COMMENT_MAX_LENGTH}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
                />
                <button type="button" onClick={() => void submit(answer)} className={buttonClass('secondary', 'mt-2')}>
                  {sending ? 'Sending…' : 'Send feedback'}
                </button>
              </div>
            )}
          </fieldset>
          {state.status === 'error' && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {state.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
