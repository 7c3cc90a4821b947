import { FEED_PATHS, formatPopoloDate, isPersonUrlId, memberPath, PAGES, parliamentName, SEARCH_QUERY_MAX_LENGTH, searchPath } from '@kakyere/contract/constants';
import type { MemberPost, MemberSeat, Person } from '@kakyere/contract';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { FeedLink } from '../../../components/ui/feed-link';
import { PageLinks } from '../../../components/ui/page-links';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePerson, usePersonQuestions, usePersonSittings, usePersonSpeeches } from '../api/get-members';
import { MEMBER_RECORD_PAGE_SIZE, memberRecordSearch, questionRole, readMemberRecordQuery, recordApiQuery, type MemberRecordQuery } from '../lib/member-query';
import { seatLine, speechHref, speechLine } from '../lib/speech-line';
import { noQuestions, QuestionCounts, QuestionItems } from './member-questions';

const sectionHeading = 'text-lg font-semibold text-slate-900';
const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/**
 * /members/:id/:slug: a Member's seats, offices and what the record holds of them. Counts link to
 * exactly the rows they count (?year=, ?parliament=, ?view=sittings), paged by links, so all of it
 * works without JavaScript. No rankings and no rates: counts of what has been ingested, and say so.
 */
export interface MemberPageProps {
  /** What the app puts under the Member's name: "E-mail me when this Member speaks" (features stay apart). */
  follow?: (person: Pick<Person, 'id' | 'name'>) => ReactNode;
}

export function MemberPage({ follow }: MemberPageProps = {}) {
  const { id } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const person = usePerson(id);
  const data = person.data;
  const missing = !isPersonUrlId(id) || data === null || (person.isError && isNotFound(person.error));
  useDocumentTitle(data ? PAGES.member.subject.title({ title: data.name }) : missing ? PAGES.member.subject.missing : PAGES.member.title);

  // The one address (/members/{id}/{name}): the server sends people there; in the app, do the same.
  const canonical = data ? memberPath(data.id, data.name) : null;
  useEffect(() => {
    if (canonical && pathname !== canonical) void navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, pathname, search, navigate]);

  if (missing) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{PAGES.member.subject.missing}</h1>
        <p className="mt-3 text-slate-700">There is no Member at this address on Kakyerɛ.</p>
        <Link to={PAGES.members.path} className={buttonClass('primary', 'mt-6')}>
          Find a Member
        </Link>
      </div>
    );
  }
  if (!data) {
    return person.isError ? (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p className="font-medium text-red-800">Failed to fetch this Member</p>
        <button type="button" onClick={() => void person.refetch()} className={buttonClass('secondary', 'mt-4')}>
          Try again
        </button>
      </div>
    ) : (
      <Spinner label="Loading Member..." className="py-20" />
    );
  }
  return <MemberDetail person={data} urlId={id!} follow={follow} />;
}

function MemberDetail({ person, urlId, follow }: { person: Person; urlId: string; follow: MemberPageProps['follow'] }) {
  const newest = person.seats[0];
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-12 sm:px-6">
      <Link to={PAGES.members.path} className={buttonClass('link', 'text-sm')}>
        ← All Members
      </Link>
      <header className="mt-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{person.name}</h1>
        {newest && (
          <p className="mt-1 text-slate-700">
            {newest.parliament_name}: {seatLine(newest)}
          </p>
        )}
        {person.other_names.length > 0 && <p className="mt-1 text-sm text-slate-600">Also written: {person.other_names.join('; ')}</p>}
        <FeedLink href={FEED_PATHS.member(person.id)} of={`${person.name}'s speeches`} />
      </header>
      {follow && <div className="mt-4">{follow(person)}</div>}

      <div className="mt-6 space-y-6">
        <Section title="Seats in Parliament" id="seats">
          <Seats seats={person.seats} />
        </Section>
        {person.posts.length > 0 && (
          <Section title="Offices held" id="offices">
            <Posts posts={person.posts} />
          </Section>
        )}
        <Section title="In the record" id="record">
          <Record person={person} urlId={urlId} />
        </Section>
        <Section title="Bills sponsored" id="bills">
          {person.bills.length === 0 ? (
            <p className="text-slate-700">No bill on Kakyerɛ names {person.name} in its sponsor line.</p>
          ) : (
            <ul className="space-y-3">
              {person.bills.map((bill) => (
                <li key={bill.id}>
                  <Link to={`/bills/${encodeURIComponent(bill.id)}`} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                    {bill.title}
                  </Link>
                  {bill.bill_number && <span className="text-sm text-slate-600"> ({bill.bill_number})</span>}
                  <p className="text-sm text-slate-600">Sponsor line: {bill.sponsor}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Identifiers person={person} />
      </div>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`member-${id}`} className={card}>
      <h2 id={`member-${id}`} className={sectionHeading}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const dateRange = (start: string | null, end: string | null, open = 'now') =>
  start ? `${formatPopoloDate(start)} – ${end ? formatPopoloDate(end) : open}` : end ? `until ${formatPopoloDate(end)}` : null;

function Seats({ seats }: { seats: MemberSeat[] }) {
  if (seats.length === 0) return <p className="text-slate-700">No seat in Parliament is on Kakyerɛ for this person.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {seats.map((seat, i) => {
        const own = seat.start_date || seat.end_date ? dateRange(seat.start_date, seat.end_date) : null;
        return (
          <li key={`${seat.parliament}-${seat.constituency?.id ?? ''}-${i}`} className="py-2 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">{seat.parliament_name}</p>
            <p className="text-slate-700">{seatLine(seat)}</p>
            <p className="text-sm text-slate-600">{own ? `Seat held ${own}` : dateRange(seat.period_start, seat.period_end)}</p>
            {seat.derived_from && (
              // Not on the roster: read off a sitting's record, where the label names the Member and the seat.
              <p className="text-sm text-slate-600" data-testid="seat-derived">
                (from the{' '}
                <Link
                  to={`/hansards/${encodeURIComponent(seat.derived_from.hansard_id)}`}
                  className="text-brand-800 underline underline-offset-4"
                  title={`Printed there as "${seat.derived_from.label}"`}
                >
                  Official Report of {formatPopoloDate(seat.derived_from.date)}
                </Link>
                )
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Posts({ posts }: { posts: MemberPost[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {posts.map((post, i) => {
        const when = post.known_on
          ? `as listed on ${formatPopoloDate(post.known_on)}`
          : (dateRange(post.start_date, post.end_date) ?? (post.parliament ? `in the ${parliamentName(post.parliament)}` : null));
        return (
          <li key={`${post.role}-${i}`} className="py-2 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">{post.label ?? post.role}</p>
            <p className="text-sm text-slate-600">{[post.organization, when].filter(Boolean).join(', ')}</p>
          </li>
        );
      })}
    </ul>
  );
}

function Record({ person, urlId }: { person: Person; urlId: string }) {
  const { search } = useLocation();
  const query = readMemberRecordQuery(new URLSearchParams(search));
  const { counts } = person;
  if (counts.speeches === 0) {
    // Questions can stand in their name (asked on their behalf) though they have not spoken.
    return (
      <div className="space-y-5">
        <p className="text-slate-700" data-testid="record-empty">
          The record does not yet hold any speech by {person.name}. Kakyerɛ holds only the sittings it has ingested so far, so this says nothing about
          what they said in Parliament.
        </p>
        <QuestionCounts person={person} />
        {questionRole(query.view) && <RecordList urlId={urlId} query={query} person={person} />}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        In the sittings Kakyerɛ has ingested so far, the record holds{' '}
        <Link to={memberRecordSearch({ view: 'speeches' })} className="font-semibold text-brand-800 underline underline-offset-4">
          {counts.speeches} {counts.speeches === 1 ? 'speech' : 'speeches'}
        </Link>{' '}
        by {person.name}, in{' '}
        <Link to={memberRecordSearch({ view: 'sittings' })} className="font-semibold text-brand-800 underline underline-offset-4">
          {counts.sittings} {counts.sittings === 1 ? 'sitting' : 'sittings'}
        </Link>
        .
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountTable caption="By Parliament" rows={counts.by_parliament.map((r) => ({ ...r, label: parliamentName(r.parliament), filter: { parliament: r.parliament } as Partial<MemberRecordQuery> }))} />
        <CountTable caption="By year" rows={counts.by_year.map((r) => ({ ...r, label: String(r.year), filter: { year: r.year } as Partial<MemberRecordQuery> }))} />
      </div>
      <QuestionCounts person={person} />
      <SearchTheirWords person={person} />
      <RecordList urlId={urlId} query={query} person={person} />
    </div>
  );
}

/**
 * "Search what they said": a GET form to the search page with this Member as its filter, so it
 * works without JavaScript; with it, the search opens in place. Empty, it opens the search page
 * ready for words, the Member already chosen.
 */
function SearchTheirWords({ person }: { person: Person }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [words, setWords] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchPath({ q: words.trim(), person: person.id }));
  }
  return (
    <form role="search" aria-label={`Search what ${person.name} said`} method="get" action={PAGES.search.path} onSubmit={submit} className="rounded-xl bg-slate-50 p-3">
      <input type="hidden" name="person" value={person.id} />
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        Search what they said
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          name="q"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="e.g. roads, cocoa"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 sm:text-sm"
        />
        <button type="submit" className={buttonClass('secondary')}>
          Search
        </button>
      </div>
    </form>
  );
}

function CountTable({ caption, rows }: { caption: string; rows: { label: string; speeches: number; sittings: number; filter: Partial<MemberRecordQuery> }[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1 font-medium">
            {caption === 'By year' ? 'Year' : 'Parliament'}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Speeches
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Sittings
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100">
            <th scope="row" className="py-1 font-normal text-slate-800">
              {row.label}
            </th>
            <td className="py-1 text-right">
              <Link to={memberRecordSearch({ ...row.filter, view: 'speeches' })} className="inline-block min-w-8 font-medium text-brand-800 underline underline-offset-4" aria-label={`${row.speeches} speeches, ${row.label}`}>
                {row.speeches}
              </Link>
            </td>
            <td className="py-1 text-right">
              <Link to={memberRecordSearch({ ...row.filter, view: 'sittings' })} className="inline-block min-w-8 font-medium text-brand-800 underline underline-offset-4" aria-label={`${row.sittings} sittings, ${row.label}`}>
                {row.sittings}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const whereOf = (query: MemberRecordQuery) => (query.year ? ` in ${query.year}` : query.parliament ? `, ${parliamentName(query.parliament)}` : '');

/** "Speeches in 2012", "Sittings spoken in, 8th Parliament", "Questions asked", "Recent speeches". */
function listTitle(query: MemberRecordQuery): string {
  const where = whereOf(query);
  if (query.view === 'sittings') return `Sittings spoken in${where}`;
  if (query.view === 'questions-asked') return `Questions asked${where}`;
  if (query.view === 'questions-answered') return `Questions answered as a Minister${where}`;
  return where ? `Speeches${where}` : 'Recent speeches';
}

function RecordList({ urlId, query, person }: { urlId: string; query: MemberRecordQuery; person: Person }) {
  const { counts } = person;
  const api = recordApiQuery(query);
  const role = questionRole(query.view);
  const speeches = usePersonSpeeches(urlId, api, query.view === 'speeches');
  const sittings = usePersonSittings(urlId, api, query.view === 'sittings');
  const questions = usePersonQuestions(urlId, role === 'answered' ? 'questions-answered' : 'questions-asked', api, role !== null);
  const active = role ? questions : query.view === 'speeches' ? speeches : sittings;
  const total = active.data?.total ?? 0;
  const filtered = query.year !== undefined || query.parliament !== undefined || query.view !== 'speeches';
  return (
    <section aria-labelledby="member-record-list">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="member-record-list" className="text-base font-semibold text-slate-900">
          {listTitle(query)}
        </h3>
        {filtered && (
          <Link to={memberRecordSearch({})} className={buttonClass('link', 'text-sm')}>
            Show recent speeches
          </Link>
        )}
      </div>
      {active.isPending ? (
        <Spinner label="Loading..." className="py-8" />
      ) : active.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          Failed to fetch the record.
        </p>
      ) : total === 0 ? (
        <p className="mt-2 text-slate-700" data-testid="record-list-empty">
          {role ? noQuestions(person.name, role, whereOf(query)) : `Nothing in the record for this choice (${counts.speeches} speeches in all).`}
        </p>
      ) : role && questions.data ? (
        <QuestionItems rows={questions.data.rows} role={role} label={listTitle(query)} />
      ) : query.view === 'speeches' && speeches.data ? (
        <ol className="mt-2 divide-y divide-slate-100" aria-label={listTitle(query)}>
          {speeches.data.rows.map((speech) => (
            <li key={speech.id} className="py-3">
              <p className="text-sm text-slate-600">
                <time dateTime={speech.date}>{formatLongDate(speech.date)}</time>
                {speech.heading ? ` · ${speech.heading}` : ''}
              </p>
              <p className="mt-0.5 text-slate-800">
                <Link to={speechHref(speech)} className="text-brand-800 underline-offset-4 hover:underline">
                  {speechLine(speech.text)}
                </Link>
              </p>
            </li>
          ))}
        </ol>
      ) : sittings.data ? (
        <ol className="mt-2 divide-y divide-slate-100" aria-label={listTitle(query)}>
          {sittings.data.rows.map((sitting) => (
            <li key={sitting.hansard_id} className="py-3">
              <Link to={`/hansards/${encodeURIComponent(sitting.hansard_id)}`} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                {sitting.title}
              </Link>
              <p className="text-sm text-slate-600">
                <time dateTime={sitting.date}>{formatLongDate(sitting.date)}</time> · spoke {sitting.speeches} {sitting.speeches === 1 ? 'time' : 'times'}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      <RecordPager query={query} total={total} />
    </section>
  );
}

function RecordPager({ query, total }: { query: MemberRecordQuery; total: number }) {
  return (
    <PageLinks
      label="Pages of the record"
      page={query.page}
      pages={Math.ceil(total / MEMBER_RECORD_PAGE_SIZE)}
      hrefOf={(page) => memberRecordSearch({ ...query, page })}
      className="mt-3"
    />
  );
}

const WIKIDATA = /^Q\d+$/;

function Identifiers({ person }: { person: Person }) {
  const wikidata = person.identifiers.find((i) => i.scheme === 'wikidata' && WIKIDATA.test(i.identifier));
  if (!wikidata) return null;
  return (
    <p className="text-sm text-slate-600">
      Elsewhere:{' '}
      <a href={`https://www.wikidata.org/wiki/${wikidata.identifier}`} className="text-brand-800 underline underline-offset-4" rel="noopener noreferrer">
        Wikidata ({wikidata.identifier})
      </a>
    </p>
  );
}
