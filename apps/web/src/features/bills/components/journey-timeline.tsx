import type { BillStage, StageKey, StageStatus } from '@kakyere/contract';
import type { ReactNode } from 'react';
import { stageStatusBadge } from '../lib/badges';
import { BillDate } from './bill-date';
import { connectorColour, isDateNotRecorded, stageInfo, voteCounts } from '../lib/journey';
import { Badge } from './badge';
import { CheckIcon, CrossIcon } from './icons';
import { SourceLinks } from './source-links';

interface JourneyTimelineProps {
  /** All 8 stages, in order. */
  stages: readonly BillStage[];
  currentStage: StageKey;
}

/** The 8 legislative stages as a vertical timeline, the bill's current stage highlighted. */
export function JourneyTimeline({ stages, currentStage }: JourneyTimelineProps) {
  return (
    <ol aria-label="Legislative stages" className="mt-4">
      {stages.map((stage, index) => (
        <StageItem
          key={stage.stage}
          stage={stage}
          current={stage.stage === currentStage}
          last={index === stages.length - 1}
        />
      ))}
    </ol>
  );
}

function StageItem({ stage, current, last }: { stage: BillStage; current: boolean; last: boolean }) {
  const info = stageInfo(stage.stage);
  const colour = connectorColour(stage.stageStatus);
  const votes = voteCounts(stage);
  const notes = stage.notes?.trim();
  const undated = isDateNotRecorded(stage);
  return (
    <li
      data-testid="journey-stage"
      data-stage={stage.stage}
      data-status={stage.stageStatus}
      aria-current={current ? 'step' : undefined}
      className="flex gap-3 sm:gap-4"
    >
      <div className="flex w-10 shrink-0 flex-col items-center">
        <StageMarker status={stage.stageStatus} number={info.number} current={current} />
        {!last && (
          <span
            data-testid="stage-connector"
            data-status={stage.stageStatus}
            data-colour={colour}
            aria-hidden="true"
            className={`my-1 w-1 flex-1 rounded-full ${colour === 'green' ? 'bg-green-600' : 'bg-slate-300'}`}
          />
        )}
      </div>

      <div className={`min-w-0 flex-1 ${last ? '' : 'pb-4'}`}>
        <div
          className={`rounded-xl border px-3 py-2 sm:px-4 ${
            current ? 'border-brand-200 bg-brand-50 py-3 shadow-sm ring-1 ring-brand-200' : 'border-transparent'
          }`}
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-base leading-snug font-semibold text-slate-900">
              <span className="sr-only">Stage {info.number}: </span>
              {info.label}
            </h3>
            <Badge spec={stageStatusBadge(stage.stageStatus)} testId="stage-status" />
            {current && (
              <span className="inline-flex items-center rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                Current stage
              </span>
            )}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{info.description}</p>

          {(stage.startedDate || stage.completedDate || undated || stage.uncertain || stage.committeeName || votes) && (
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1.5 text-sm">
              {stage.startedDate && (
                <Fact term="Started">
                  <BillDate iso={stage.startedDate} />
                  {stage.uncertain && !stage.completedDate && <UncertainMark />}
                </Fact>
              )}
              {stage.completedDate && (
                <Fact term="Completed">
                  <BillDate iso={stage.completedDate} />
                  {stage.uncertain && <UncertainMark />}
                </Fact>
              )}
              {undated && (
                <Fact term="Completed">
                  <span data-testid="date-not-recorded" className="text-slate-600 italic">
                    date not recorded
                  </span>
                  {stage.uncertain && <UncertainMark />}
                </Fact>
              )}
              {stage.uncertain && !stage.startedDate && !stage.completedDate && !undated && (
                <Fact term="Record">
                  <UncertainMark />
                </Fact>
              )}
              {stage.committeeName && <Fact term="Committee">{stage.committeeName}</Fact>}
              {votes && (
                <Fact term="Votes">
                  <span className="inline-flex flex-wrap gap-x-3">
                    <span>
                      For <strong className="font-semibold text-slate-900">{votes.for}</strong>
                    </span>
                    <span>
                      Against <strong className="font-semibold text-slate-900">{votes.against}</strong>
                    </span>
                    {votes.abstain !== null && (
                      <span>
                        Abstain <strong className="font-semibold text-slate-900">{votes.abstain}</strong>
                      </span>
                    )}
                  </span>
                </Fact>
              )}
            </dl>
          )}

          {notes && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">{notes}</p>}

          {stage.sources.length > 0 && (
            <div className="mt-1 flex flex-wrap items-center gap-x-4 text-sm">
              <span className="text-slate-600">{stage.sources.length === 1 ? 'Source:' : 'Sources:'}</span>
              <SourceLinks urls={stage.sources} label={`Sources for ${info.label}`} className="contents" />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

/** Sources disagree on this stage's facts (spec's four stage statuses stay as they are). */
function UncertainMark() {
  return (
    <span
      data-testid="stage-uncertain"
      title="Sources disagree on this stage's date or facts"
      className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900"
    >
      uncertain<span className="sr-only">: sources disagree on this stage's date or facts</span>
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline text-slate-600">{term}: </dt>
      <dd className="inline text-slate-800">{children}</dd>
    </div>
  );
}

const MARKER_CLASSES: Record<StageStatus, string> = {
  completed: 'bg-green-700 text-white',
  in_progress: 'bg-blue-50 text-blue-800 ring-2 ring-blue-600 ring-inset',
  pending: 'bg-white text-slate-600 ring-2 ring-slate-300 ring-inset',
  rejected: 'bg-red-700 text-white',
};

/** The stage's icon: a tick when completed, a cross when rejected, else its number. */
function StageMarker({ status, number, current }: { status: StageStatus; number: number; current: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${MARKER_CLASSES[status]} ${
        current ? 'outline-4 outline-offset-2 outline-gold-400 outline-solid' : ''
      }`}
    >
      {status === 'completed' ? <CheckIcon /> : status === 'rejected' ? <CrossIcon /> : number}
    </span>
  );
}
