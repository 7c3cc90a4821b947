import { memberPath } from '@kakyere/contract/constants';
import type { MemberQuestion, MemberQuestionRole, Person } from '@kakyere/contract';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format-date';
import { memberRecordSearch } from '../lib/member-query';
import { speechHref, speechLine } from '../lib/speech-line';

const countLink = 'inline-block min-w-8 font-semibold text-brand-800 underline underline-offset-4';
const quiet = 'text-brand-800 underline underline-offset-4 hover:no-underline';

const questionWord = (n: number) => (n === 1 ? 'Question' : 'Questions');

/**
 * Question time on a person's page: how many Questions stand in their name and how many they
 * answered as a Minister, each number a link to exactly those Questions (?view=questions-…).
 */
export function QuestionCounts({ person }: { person: Person }) {
  const { asked, answered } = person.questions;
  return (
    <div data-testid="question-counts">
      <h3 className="text-base font-semibold text-slate-900">Questions</h3>
      <ul className="mt-1 flex flex-col gap-x-8 gap-y-1 text-slate-700 sm:flex-row">
        <li>
          Questions{' '}
          <span className="whitespace-nowrap">
            asked:{' '}
            <Link to={memberRecordSearch({ view: 'questions-asked' })} className={countLink} aria-label={`${asked} ${questionWord(asked)} asked`}>
              {asked}
            </Link>
          </span>
        </li>
        <li>
          Questions answered as a{' '}
          <span className="whitespace-nowrap">
            Minister:{' '}
            <Link to={memberRecordSearch({ view: 'questions-answered' })} className={countLink} aria-label={`${answered} ${questionWord(answered)} answered as a Minister`}>
              {answered}
            </Link>
          </span>
        </li>
      </ul>
      <p className="mt-1 text-sm text-slate-600">Questions asked are those standing in their name at question time, including any another Member asked on their behalf.</p>
    </div>
  );
}

/** What the list says when it has nothing: plainly, and that it is only what has been ingested. */
export function noQuestions(name: string, role: MemberQuestionRole, where: string): string {
  const none = role === 'asked' ? `No Question standing in the name of ${name} is in the record${where}.` : `The record holds no Question answered by ${name} as a Minister${where}.`;
  return `${none} Kakyerɛ holds only the sittings it has ingested so far.`;
}

/** The Question's words as printed; they open after the asker's name ("asked the Minister …"), so say so. */
export function questionLine(text: string): string {
  const line = speechLine(text);
  return /^[a-z]/.test(line) ? `…${line}` : line;
}

const PersonLink = ({ person }: { person: { id: string; name: string } }) => (
  <Link to={memberPath(person.id, person.name)} className={quiet}>
    {person.name}
  </Link>
);

/** Who asked, when it is worth saying: always for a Minister's answers, and when asked on another's behalf. */
function AskedBy({ question, role }: { question: MemberQuestion; role: MemberQuestionRole }) {
  if (role === 'asked' && !question.on_behalf_of) return null;
  return (
    <p className="text-sm text-slate-600">
      Asked by {question.asked_by ? <PersonLink person={question.asked_by} /> : role === 'asked' ? 'another Member' : 'a Member'}
      {question.on_behalf_of ? ` on behalf of ${question.on_behalf_of}` : ''}
    </p>
  );
}

export function QuestionItems({ rows, role, label }: { rows: MemberQuestion[]; role: MemberQuestionRole; label: string }) {
  return (
    <ol className="mt-2 divide-y divide-slate-100" aria-label={label}>
      {rows.map((question) => {
        const name = [question.number !== null ? `Q. ${question.number}` : 'Question', `of ${formatLongDate(question.date)}`].join(' ');
        return (
          <li key={question.id} className="py-3">
            <p className="text-sm text-slate-600">
              <time dateTime={question.date}>{formatLongDate(question.date)}</time>
              {question.number !== null ? ` · Q. ${question.number}` : ''} · to the {question.minister}
            </p>
            <AskedBy question={question} role={role} />
            <p className="mt-0.5 text-slate-800">
              <Link to={speechHref(question)} className="text-brand-800 underline-offset-4 hover:underline">
                {questionLine(question.text)}
              </Link>
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {question.answer_speech_id ? (
                <>
                  <Link to={speechHref({ id: question.answer_speech_id, hansard_id: question.hansard_id })} className={quiet} aria-label={`Read the answer to ${name}`}>
                    Read the answer
                  </Link>
                  {role === 'asked' && question.answered_by ? (
                    <>
                      {' '}
                      by <PersonLink person={question.answered_by} />
                    </>
                  ) : null}
                </>
              ) : (
                'No answer to it is in the record.'
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
