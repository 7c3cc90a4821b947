import type { HansardListItem } from '@kakyere/contract';
import { SESSION_TYPE_FALLBACK } from '@kakyere/contract/constants';
import { formatLongDate } from '../../lib/format-date';

interface SittingLineProps {
  hansard: Pick<HansardListItem, 'date' | 'session_type'>;
  className: string;
  timeClassName?: string;
  /**
   * 'inline' (cards, modal headers): ' · ' between date and session. 'flex' (the feed card): the
   * line is a flex row whose gap spaces the parts, the session in a span of its own.
   */
  layout?: 'inline' | 'flex';
  /** What the date says, when not its long form (the feed's "3 days ago"); the long form is then its title. */
  dateText?: string;
}

/** A sitting's date and session type ('Official Proceeding' when none is recorded), above its title. */
export function SittingLine({ hansard, className, timeClassName, layout = 'inline', dateText }: SittingLineProps) {
  const longDate = formatLongDate(hansard.date);
  const session = hansard.session_type?.trim() || SESSION_TYPE_FALLBACK;
  return (
    <p className={className}>
      <time dateTime={hansard.date} title={dateText === undefined ? undefined : longDate} className={timeClassName}>
        {dateText ?? longDate}
      </time>
      {layout === 'flex' ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{session}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true"> · </span>
          {session}
        </>
      )}
    </p>
  );
}
