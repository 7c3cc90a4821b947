import type { LegalOpinion } from '@kakyere/contract';
import { isQuestionLengthValid, LEGAL_OPINION_MESSAGES, LIMITS } from '@kakyere/contract/constants';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { useServerRendered } from '../../../lib/use-server-rendered';
import { buttonClass } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { askQuestion } from '../api/ask-question';
import { postedOpinionQueryKey, useBillSections } from '../api/get-bill-sections';
import { opinionErrorMessage } from '../lib/opinion-error-message';
import { addToOpinionHistory, readOpinionHistory, writeOpinionHistory } from '../lib/opinion-history';
import { starterQuestions } from '../lib/starter-questions';
import { OpinionCard } from './opinion-card';

/** Spec §4: idle, then submitting, then the opinion shown or an error shown. */
type AskState = { status: 'idle' } | { status: 'submitting' } | { status: 'error'; message: string };

interface LegalOpinionPanelProps {
  billId: string;
}

/**
 * Spec "Legal Opinion tab": a question of at most 140 characters about the bill, answered with an
 * opinion grounded in its text. Earlier answers on the bill in this browser stay listed below.
 * Without JavaScript the form posts to the page, which the server renders with the answer.
 */
export function LegalOpinionPanel({ billId }: LegalOpinionPanelProps) {
  // After the form was posted without JavaScript, the server sends the page with ?opinion=<id> (the
  // answer, rendered with the page) or ?asked=invalid (the question was empty or too long).
  const search = new URLSearchParams(useLocation().search);
  const postedId = search.get('opinion') ?? '';
  const serverOpinion = useServerRendered<LegalOpinion>(postedOpinionQueryKey(billId, postedId)) ?? null;
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const sections = useBillSections(billId);
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<AskState>(() =>
    search.get('asked') === 'invalid' ? { status: 'error', message: LEGAL_OPINION_MESSAGES.questionLength } : { status: 'idle' },
  );
  const [history, setHistory] = useState<LegalOpinion[]>(serverOpinion ? [serverOpinion] : []);

  // This browser's earlier answers (localStorage), read once the page is live so hydration matches.
  useEffect(() => {
    const stored = readOpinionHistory(billId);
    setHistory((current) => current.reduceRight((list, opinion) => addToOpinionHistory(list, opinion), stored));
  }, [billId]);

  const hydrated = useHydrated();
  const submitting = state.status === 'submitting';
  const length = question.length;
  // Without JavaScript the box is not watched, so the button stays enabled and the server judges.
  const disabled = hydrated && (submitting || length === 0 || length > LIMITS.legalQuestionMaxLength);
  const starters = sections.data?.hasText ? starterQuestions(sections.data.sections) : [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    // Whitespace only: say so without asking the server (spec §6).
    if (!isQuestionLengthValid(question)) {
      setState({ status: 'error', message: LEGAL_OPINION_MESSAGES.questionLength });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const opinion = await askQuestion(billId, question);
      setHistory((current) => {
        const next = addToOpinionHistory(current, opinion);
        writeOpinionHistory(billId, next);
        return next;
      });
      setQuestion('');
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'error', message: opinionErrorMessage(error) });
    }
  }

  return (
    <>
      <div className="mb-4">
        <h2 className="text-lg font-semibold text-slate-900">Legal Opinion</h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Ask a question about this bill in up to {LIMITS.legalQuestionMaxLength} characters. The answer quotes the sections it
          rests on.
        </p>
      </div>

      {sections.data && !sections.data.hasText && (
        <p className="mb-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="no-bill-text">
          The full text of this bill is not on Kakyerɛ yet, so answers can draw only on its summary and its record in
          Parliament, and cite no sections.
        </p>
      )}

      <form
        method="post"
        action={`/bills/${encodeURIComponent(billId)}?tab=legal-opinion`}
        onSubmit={(event) => void submit(event)}
        aria-label="Ask a legal question"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
          Your question
        </label>
        <textarea
          ref={textareaRef}
          id={fieldId}
          name="question"
          rows={LIMITS.legalQuestionRows}
          maxLength={LIMITS.legalQuestionMaxLength}
          value={question}
          onChange={(event) => {
            setQuestion(event.target.value);
            if (state.status === 'error') setState({ status: 'idle' });
          }}
          placeholder="e.g. Who has to pay, and how much?"
          aria-describedby={state.status === 'error' ? `${counterId} ${errorId}` : counterId}
          aria-invalid={state.status === 'error' || undefined}
          className="mt-1 w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 sm:text-sm"
        />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p id={counterId} className="text-sm text-slate-600" aria-live="polite" data-testid="question-counter">
            {length}/{LIMITS.legalQuestionMaxLength} characters
          </p>
          <button type="submit" disabled={disabled} className={buttonClass('primary')}>
            {submitting ? 'Getting opinion…' : 'Get Legal Opinion'}
          </button>
        </div>
        {state.status === 'error' && (
          <p id={errorId} role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {state.message}
          </p>
        )}
        {starters.length > 0 && (
          <div className="mt-4 border-t border-slate-100 pt-3">
            <p className="text-sm font-medium text-slate-800">Not sure what to ask? Try:</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {starters.map((starter) => (
                // A submit button with the question as its value: without JavaScript it asks it.
                <button
                  key={starter}
                  type="submit"
                  name="question"
                  value={starter}
                  onClick={(event) => {
                    event.preventDefault();
                    setQuestion(starter);
                    setState({ status: 'idle' });
                    textareaRef.current?.focus();
                  }}
                  className="min-h-11 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {starter}
                </button>
              ))}
            </div>
          </div>
        )}
      </form>

      {submitting && <Spinner label="Reading the bill…" className="justify-start py-6" />}

      {history.length > 0 && (
        <section aria-label="Answers" className="mt-6 space-y-4">
          {history.map((opinion, index) => (
            <OpinionCard key={opinion.id} billId={billId} opinion={opinion} latest={index === 0} />
          ))}
        </section>
      )}
    </>
  );
}
