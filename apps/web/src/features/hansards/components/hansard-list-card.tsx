import type { HansardListItem } from '@kakyere/contract';
import { LIMITS } from '@kakyere/contract/constants';
import { useId } from 'react';
import { SittingLine } from '../../../components/hansard/sitting-line';
import { AiLabel } from '../../../components/ui/ai-label';
import { buttonClass } from '../../../components/ui/button-styles';
import { ChipList } from '../../../components/ui/chip-list';
import { isAiGenerated } from '../../../lib/provenance';

interface HansardListCardProps {
  hansard: HansardListItem;
  onOpen: (id: string) => void;
}

export function HansardListCard({ hansard, onOpen }: HansardListCardProps) {
  const titleId = useId();
  return (
    <article
      data-testid="hansard-card"
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SittingLine hansard={hansard} className="text-sm text-slate-600" timeClassName="font-medium text-slate-700" />
      <h2 id={titleId} className="mt-1.5 text-lg leading-snug font-semibold text-slate-900">
        {hansard.title}
      </h2>
      <ChipList
        className="mt-3"
        label="Affected industries"
        items={hansard.affected_industries}
        max={LIMITS.listCardIndustryChips}
        overflowLabel={(n) => `+${n} more`}
      />
      <div className="mt-3 flex-1">
        {isAiGenerated(hansard.provenance) && <AiLabel />}
        <p className="mt-1.5 line-clamp-4 text-[0.9375rem] leading-relaxed text-slate-700">{hansard.summary}</p>
      </div>
      <div className="mt-4">
        <button type="button" onClick={() => onOpen(hansard.id)} className={buttonClass('secondary', 'w-full sm:w-auto')}>
          Read Full Hansard
        </button>
      </div>
    </article>
  );
}
