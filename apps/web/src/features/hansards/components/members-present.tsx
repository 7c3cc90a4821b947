import type { Hansard } from '@kakyere/contract';
import { Link } from 'react-router';
import { NoneRecorded } from '../../../components/ui/detail-section';

/**
 * Key MPs Present as the editors listed them, each name that resolves to one Member linked to their
 * page; the others as written (the list's BulletList, with links).
 */
export function MembersPresent({ people }: { people: Hansard['mps_present_people'] }) {
  if (people.length === 0) return <NoneRecorded />;
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-600 sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid">
      {people.map(({ name, person }) => (
        <li key={name}>
          {person ? (
            <Link
              to={`/members/${encodeURIComponent(person.id)}`}
              className="text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </li>
      ))}
    </ul>
  );
}
