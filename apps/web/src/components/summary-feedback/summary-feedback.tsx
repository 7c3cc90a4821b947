import type { HansardListItem } from '@kakyere/contract';
import { isAiGenerated } from '../../lib/provenance';
import { useHydrated } from '../../lib/use-hydrated';
import { AiFeedbackForm } from '../ui/ai-feedback-form';
import { sendSummaryFeedback, summaryFeedbackErrorMessage } from './send-summary-feedback';

const noteLabel = (accurate: boolean) => (accurate ? 'Anything to add?' : 'What is wrong or missing?');

/**
 * "Is this summary accurate?" under a Hansard's AI summary, for the analysis version shown. Nothing
 * for the editors' own summaries or a record stored without a version. Only once the page is live:
 * the server's HTML has no buttons that would do nothing until then (and so nothing to mismatch).
 */
export function SummaryFeedback({ hansard }: { hansard: Pick<HansardListItem, 'id' | 'provenance' | 'analysis_version'> }) {
  const hydrated = useHydrated();
  const version = hansard.analysis_version;
  if (!hydrated || version === null || !isAiGenerated(hansard.provenance)) return null;
  return (
    <AiFeedbackForm
      // A new version is a new summary: the answer given on the old one does not carry over.
      key={`${hansard.id}@${version}`}
      question="Is this summary accurate?"
      noteLabel={noteLabel}
      send={(accurate, note) => sendSummaryFeedback(hansard.id, version, accurate, note)}
      errorMessage={summaryFeedbackErrorMessage}
      className="mt-3 border-t border-slate-100 pt-3"
    />
  );
}
