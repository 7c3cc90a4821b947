import { OPINION_FEEDBACK_COMMENT_MAX_LENGTH } from '@kakyere/contract/constants';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { sendOpinionFeedback } from '../api/ask-question';
import { opinionErrorMessage } from '../lib/opinion-error-message';

type FeedbackState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

/** "Was this helpful?": yes or no, with an optional comment, sent once. */
export function OpinionFeedback({ billId, opinionId }: { billId: string; opinionId: string }) {
  const commentId = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<FeedbackState>({ status: 'idle' });

  if (state.status === 'sent') {
    return (
      <p role="status" className="mt-4 text-sm font-medium text-brand-800">
        Thank you for your feedback.
      </p>
    );
  }

  async function send(answer: boolean) {
    setState({ status: 'sending' });
    try {
      await sendOpinionFeedback(billId, opinionId, answer, comment);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: opinionErrorMessage(error) });
    }
  }

  const sending = state.status === 'sending';
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <fieldset disabled={sending}>
        <legend className="text-sm font-semibold text-slate-900">Was this helpful?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {([true, false] as const).map((answer) => (
            <button
              key={String(answer)}
              type="button"
              aria-pressed={helpful === answer}
              onClick={() => setHelpful(answer)}
              className={buttonClass(helpful === answer ? 'primary' : 'secondary', 'min-w-20')}
            >
              {answer ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
        {helpful !== null && (
          <div className="mt-3">
            <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
              Anything to add? <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <textarea
              id={commentId}
              rows={2}
              maxLength={OPINION_FEEDBACK_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
            <button type="button" onClick={() => void send(helpful)} className={buttonClass('secondary', 'mt-2')}>
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
    </div>
  );
}
