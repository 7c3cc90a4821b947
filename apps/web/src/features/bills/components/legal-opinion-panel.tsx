import { LIMITS } from '@kakyere/contract/constants';
import { PanelHeading } from './journey-panels';
import { ScaleIcon } from './icons';

/** Honest placeholder until AI legal opinions ship: says what is coming, offers no fake form. */
export function LegalOpinionPanel({ sourcesId }: { sourcesId: string }) {
  return (
    <>
      <PanelHeading title="Legal Opinion" />
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
            <ScaleIcon />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">Not available yet</p>
            <h3 className="mt-1 text-base font-semibold text-slate-900">AI legal opinions are coming to Kakyerɛ</h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              Soon you will be able to ask a question about this bill in up to {LIMITS.legalQuestionMaxLength}{' '}
              characters and get a plain-language opinion grounded in the bill’s own text.
            </p>
            <p className="mt-2 leading-relaxed text-slate-700">
              Each opinion will be marked as AI-generated and for information only; for advice on your situation,
              consult a qualified legal professional.
            </p>
            <p className="mt-3 text-sm text-slate-700">
              Until then, the{' '}
              <a href={`#${sourcesId}`} className="font-semibold text-brand-700 underline underline-offset-4">
                sources for this bill
              </a>{' '}
              link to the records it is based on.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
