import { LIMITS } from '@kakyere/contract/constants';
import type { HansardListItem } from '@kakyere/contract';
import { useId, useState } from 'react';
import { SittingLine } from '../../../components/hansard/sitting-line';
import { AiLabel } from '../../../components/ui/ai-label';
import { ChipList } from '../../../components/ui/chip-list';
import { formatLongDate } from '../../../lib/format-date';
import { isAiGenerated } from '../../../lib/provenance';
import { useHydrated } from '../../../lib/use-hydrated';
import { relativeDate } from '../lib/relative-date';
import { BookmarkIcon, ExpandIcon } from './icons';
import { ShareButton } from './share-button';

interface FeedCardProps {
  hansard: HansardListItem;
  saved: boolean;
  onToggleSave: (id: string) => void;
  onViewFull: (hansard: HansardListItem) => void;
}

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function FeedCard({ hansard, saved, onToggleSave, onViewFull }: FeedCardProps) {
  // "3 days ago" depends on the reader's today, which the server cannot know: the page arrives
  // with the date itself and says how long ago once hydrated.
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();

  return (
    <article
      data-testid="hansard-card"
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="px-4 pt-4 sm:px-5 sm:pt-5">
        <SittingLine
          hansard={hansard}
          layout="flex"
          className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600"
          timeClassName="font-medium text-slate-700"
          dateText={hydrated ? relativeDate(hansard.date) : formatLongDate(hansard.date)}
        />
        <h2 id={titleId} className="mt-1.5 text-lg leading-snug font-semibold text-slate-900">
          {hansard.title}
        </h2>
        <ChipList
          className="mt-3"
          label="Affected industries"
          items={hansard.affected_industries}
          max={LIMITS.feedCardIndustryChips}
        />

        <div id={detailsId} className="mt-3">
          {isAiGenerated(hansard.provenance) && <AiLabel />}
          <p className={`mt-1.5 text-[0.9375rem] leading-relaxed text-slate-700 ${expanded ? '' : 'line-clamp-3'}`}>
            {hansard.summary}
          </p>
          {expanded && hansard.key_topics.length > 0 && (
            <div className="mt-4 rounded-xl bg-slate-50 p-4">
              <h3 className="text-sm font-semibold text-slate-900">Key Discussion Points</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
                {hansard.key_topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
          className="-ml-1 inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {expanded ? 'Show less' : 'Read more...'}
        </button>
      </div>

      <div className="flex items-center gap-1 border-t border-slate-100 px-2 py-1 sm:px-3">
        <button type="button" className={actionClass} onClick={() => onViewFull(hansard)}>
          <ExpandIcon />
          View Full
        </button>
        <button
          type="button"
          aria-pressed={saved}
          onClick={() => onToggleSave(hansard.id)}
          className={`${actionClass} ${saved ? 'text-brand-800' : ''}`}
        >
          <BookmarkIcon filled={saved} />
          {saved ? 'Saved' : 'Save'}
        </button>
        <span className="ml-auto">
          <ShareButton id={hansard.id} title={hansard.title} className={actionClass} />
        </span>
      </div>
    </article>
  );
}
