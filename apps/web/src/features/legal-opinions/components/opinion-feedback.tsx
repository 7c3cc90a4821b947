import { AiFeedbackForm } from '../../../components/ui/ai-feedback-form';
import { sendOpinionFeedback } from '../api/ask-question';
import { opinionErrorMessage } from '../lib/opinion-error-message';

/** "Was this helpful?": yes or no, with an optional comment, sent once. */
export function OpinionFeedback({ billId, opinionId }: { billId: string; opinionId: string }) {
  return (
    <AiFeedbackForm
      question="Was this helpful?"
      send={(helpful, comment) => sendOpinionFeedback(billId, opinionId, helpful, comment)}
      errorMessage={opinionErrorMessage}
      className="mt-4 border-t border-slate-100 pt-3"
    />
  );
}
