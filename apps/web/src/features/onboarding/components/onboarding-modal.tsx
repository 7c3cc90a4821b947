import { LIMITS } from '@kakyere/contract/constants';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { FEATURES, REMAINING_STAGES, STAGE_PREVIEW, STEP_TITLES } from '../lib/onboarding-content';

interface OnboardingModalProps {
  /** Called when the tour is finished ('Get Started') or skipped (Skip or Escape). */
  onDone: () => void;
}

const STEPS = LIMITS.onboardingSteps;

/** The first-visit tour (spec "Onboarding modal"): four steps, skippable until the last. */
export function OnboardingModal({ onDone }: OnboardingModalProps) {
  const [step, setStep] = useState(0);
  const titleId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const isLast = step === STEPS - 1;

  function previous() {
    const target = Math.max(0, step - 1);
    setStep(target);
    // Previous becomes disabled on the first step; keep focus on a working control.
    if (target === 0) nextRef.current?.focus();
  }

  function next() {
    if (isLast) onDone();
    else setStep(step + 1);
  }

  return (
    <Modal labelledBy={titleId} onClose={onDone} closeOnBackdrop={false} initialFocusRef={nextRef} size="md">
      <div className="flex items-center justify-between px-5 pt-4 sm:px-6">
        <ol className="flex gap-1.5" aria-hidden="true">
          {Array.from({ length: STEPS }, (_, i) => (
            <li
              key={i}
              className={`h-1.5 rounded-full transition-all ${i === step ? 'w-6 bg-brand-700' : i < step ? 'w-1.5 bg-brand-600' : 'w-1.5 bg-slate-300'}`}
            />
          ))}
        </ol>
        {!isLast ? (
          <button type="button" onClick={onDone} className={buttonClass('ghost', '-mr-2 px-3 text-slate-700')}>
            Skip
          </button>
        ) : (
          <span className="min-h-11" />
        )}
      </div>

      <div className="flex-1 overflow-y-auto px-5 pt-2 pb-6 sm:px-6">
        {step === 0 && <Welcome titleId={titleId} />}
        {step === 1 && <HowBillsBecomeLaws titleId={titleId} />}
        {step === 2 && <ExploreFeatures titleId={titleId} />}
        {step === 3 && <AllSet titleId={titleId} />}
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 sm:px-6">
        <button type="button" onClick={previous} disabled={step === 0} className={buttonClass('secondary')}>
          Previous
        </button>
        <span className="text-sm text-slate-600 tabular-nums" aria-live="polite">
          {step + 1} of {STEPS}
        </span>
        <button ref={nextRef} type="button" onClick={next} className={buttonClass('primary', 'min-w-28')}>
          {isLast ? 'Get Started' : 'Next'}
        </button>
      </div>
    </Modal>
  );
}

function StepTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}

function Welcome({ titleId }: { titleId: string }) {
  return (
    <div className="text-center">
      <img src="/logo.svg" alt="" width="72" height="72" className="mx-auto mb-4 size-18" />
      <StepTitle id={titleId}>{STEP_TITLES[0]}</StepTitle>
      <p className="mt-3 text-slate-700">
        <strong className="font-semibold text-slate-900">Kakyerɛ</strong> means{' '}
        <em className="font-semibold text-brand-800 not-italic">‘tell it’</em> in Twi.
      </p>
      <p className="mt-3 leading-relaxed text-slate-700">
        Our mission is to make the proceedings of the Parliament of Ghana accessible, understandable and
        actionable, so every citizen can follow what is said and decided in their name.
      </p>
    </div>
  );
}

function HowBillsBecomeLaws({ titleId }: { titleId: string }) {
  return (
    <div>
      <StepTitle id={titleId}>{STEP_TITLES[1]}</StepTitle>
      <p className="mt-2 text-slate-700">Every bill passes through {LIMITS.stageCount} stages before it becomes law:</p>
      <ol className="mt-4 space-y-3">
        {STAGE_PREVIEW.map((stage, i) => (
          <li key={stage.key} className="flex gap-3">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{stage.label}</p>
              <p className="text-sm text-slate-600">{stage.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 pl-11 text-sm font-medium text-brand-800">and {REMAINING_STAGES} more</p>
    </div>
  );
}

function ExploreFeatures({ titleId }: { titleId: string }) {
  return (
    <div>
      <StepTitle id={titleId}>{STEP_TITLES[2]}</StepTitle>
      <ul className="mt-4 grid gap-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{feature.title}</p>
            <p className="text-sm text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AllSet({ titleId }: { titleId: string }) {
  return (
    <div className="text-center">
      <div className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <StepTitle id={titleId}>{STEP_TITLES[3]}</StepTitle>
      <p className="mt-3 leading-relaxed text-slate-700">
        Start with the Parliament Feed, browse every Hansard, and subscribe to alerts for the industries you care
        about.
      </p>
    </div>
  );
}
