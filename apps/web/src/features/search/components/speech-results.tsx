import { speechPlace } from '@kakyere/contract/constants';
import type { SearchSpeech } from '@kakyere/contract';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format-date';
import { groupBySitting } from '../lib/group-by-sitting';
import { ExcerptText } from './excerpt-text';

/**
 * The speeches found, in the ranking's order, under the heading of their sitting (consecutive ones
 * from one sitting share it). Each says who spoke, under which business, the words around the
 * matches, and opens the sitting at the speech (rendered there on the server).
 */
export function SpeechResults({ speeches }: { speeches: SearchSpeech[] }) {
  return (
    <ol className="space-y-4" aria-label="Speeches found">
      {groupBySitting(speeches).map((group) => (
        <li key={group.key} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
            <h3 className="font-semibold text-slate-900">
              <Link to={`/hansards/${encodeURIComponent(group.hansardId)}`} className="text-brand-800 underline-offset-4 hover:underline">
                {group.sittingTitle}
              </Link>
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">
              Sitting of <time dateTime={group.date}>{formatLongDate(group.date)}</time>
            </p>
          </div>
          <ol className="divide-y divide-slate-100">
            {group.speeches.map((speech) => (
              <SpeechResult key={speech.id} speech={speech} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

function SpeechResult({ speech }: { speech: SearchSpeech }) {
  return (
    <li className="px-4 py-3 sm:px-5" data-testid="speech-result" data-match={speech.match}>
      {speech.match !== 'all' && (
        <p className="mb-1 text-xs font-medium text-slate-600">{speech.match === 'exchange' ? 'In the same exchange' : 'Matches part of the search (its words or its business item)'}</p>
      )}
      <p className="text-sm">
        <Speaker speech={speech} />
        {speech.heading && <span className="text-slate-600"> · {speech.heading}</span>}
      </p>
      <p className="mt-1.5 leading-relaxed text-slate-800">
        <ExcerptText excerpt={speech.excerpt} />
      </p>
      <p className="mt-1.5 text-sm">
        <Link to={speechPlace(speech.hansardId, speech.id)} className="font-medium text-brand-800 underline underline-offset-4 hover:decoration-2">
          Read it in the sitting<span className="sr-only"> of {formatLongDate(speech.date)}, said by {speech.person?.name ?? speech.label}</span>
        </Link>
      </p>
    </li>
  );
}

/** Who spoke: the Member linked to their page, or the label as the record prints it when it names no one Kakyerɛ can identify. */
function Speaker({ speech }: { speech: SearchSpeech }) {
  if (speech.person) {
    return (
      <Link to={speech.person.url} className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700">
        {speech.person.name}
      </Link>
    );
  }
  return (
    <>
      <span className="font-semibold text-slate-900">{speech.label}</span> <span className="text-slate-600">(speaker not identified)</span>
    </>
  );
}
