import type { Amendment, Debate, Stakeholder } from '@kakyere/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { amendmentStatusBadge, stakeholderPositionBadge } from '../lib/badges';
import { BillDate } from './bill-date';
import { amendmentTitle, isSiteHansardPath, isWebLink } from '../lib/journey';
import { Badge } from './badge';
import { ArrowRightIcon } from './icons';

export function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <p className="mt-0.5 text-sm text-slate-600">{children}</p>}
    </div>
  );
}

export function EmptyPanel({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <p className="font-medium text-slate-700">{text}</p>
    </div>
  );
}

const itemClass = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

function Field({ term, className = '', children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

export function AmendmentsPanel({ amendments }: { amendments: readonly Amendment[] }) {
  return (
    <>
      <PanelHeading title="Amendments">Changes proposed to the bill’s clauses, and what became of them.</PanelHeading>
      {amendments.length === 0 ? (
        <EmptyPanel text="No amendments recorded yet" />
      ) : (
        <ol className="space-y-3">
          {amendments.map((amendment, index) => (
            <li key={amendment.id} data-testid="amendment" className={itemClass}>
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{amendmentTitle(amendment, index)}</h3>
                <Badge spec={amendmentStatusBadge(amendment.status)} />
              </div>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                <Field term="Proposed by">{amendment.proposedBy}</Field>
                {amendment.clauseAffected && <Field term="Clause affected">{amendment.clauseAffected}</Field>}
                {amendment.rationale && (
                  <Field term="Rationale" className="sm:col-span-2">
                    <span className="leading-relaxed">{amendment.rationale}</span>
                  </Field>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function DebatesPanel({ debates }: { debates: readonly Debate[] }) {
  return (
    <>
      <PanelHeading title="Debates">Sittings where Parliament discussed this bill, with the official record.</PanelHeading>
      {debates.length === 0 ? (
        <EmptyPanel text="No debates recorded yet" />
      ) : (
        <ol className="space-y-3">
          {debates.map((debate) => (
            <li key={debate.id} data-testid="debate" className={itemClass}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-semibold text-slate-900">{debate.debateType}</h3>
                {debate.debateDate && (
                  <span className="text-sm text-slate-600">
                    <BillDate iso={debate.debateDate} />
                  </span>
                )}
              </div>
              {debate.debateSummary && (
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-slate-700">{debate.debateSummary}</p>
              )}
              <HansardLink url={debate.hansardUrl} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** A sitting on this site opens in the app; any other record opens in a new tab. */
function HansardLink({ url }: { url: string | null }) {
  if (!url) return <p className="mt-3 text-sm text-slate-600">No Hansard record is linked for this sitting.</p>;
  if (isSiteHansardPath(url)) {
    return (
      <Link
        to={url}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        View Hansard Record
        <ArrowRightIcon />
      </Link>
    );
  }
  if (!isWebLink(url)) return null;
  return (
    <ExternalLink href={url} className="mt-2">
      View Hansard Record
    </ExternalLink>
  );
}

export function StakeholdersPanel({ stakeholders }: { stakeholders: readonly Stakeholder[] }) {
  return (
    <>
      <PanelHeading title="Stakeholders">Organisations that took a position on the bill, and their concerns.</PanelHeading>
      {stakeholders.length === 0 ? (
        <EmptyPanel text="No stakeholder input recorded yet" />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {stakeholders.map((stakeholder) => (
            <li key={stakeholder.id} data-testid="stakeholder" className={`${itemClass} flex flex-col`}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{stakeholder.stakeholderName}</h3>
                  {stakeholder.stakeholderType && (
                    <p className="text-sm text-slate-600">{stakeholder.stakeholderType}</p>
                  )}
                </div>
                <Badge spec={stakeholderPositionBadge(stakeholder.position)} testId="stakeholder-position" />
              </div>
              <div className="mt-3 flex-1">
                <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Key concerns</h4>
                {stakeholder.keyConcerns.length > 0 ? (
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700 marker:text-brand-600">
                    {stakeholder.keyConcerns.map((concern) => (
                      <li key={concern}>{concern}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-slate-600">None recorded.</p>
                )}
              </div>
              {stakeholder.submissionUrl && isWebLink(stakeholder.submissionUrl) && (
                <ExternalLink href={stakeholder.submissionUrl} className="mt-2 self-start">
                  View Submission
                </ExternalLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
