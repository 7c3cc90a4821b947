import type { MemberQuestion, PageDataSource, Person, Speech } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { emptyPageData } from '../../../test-support/empty-page-data';

const person: Person = {
  id: 'osei-kyei-mensah-bonsu',
  name: 'Osei Kyei-Mensah-Bonsu',
  other_names: [],
  identifiers: [{ scheme: 'wikidata', identifier: 'Q7106472' }],
  seats: [
    {
      parliament: 8,
      parliament_name: '8th Parliament',
      period_start: '2021-01-07',
      period_end: '2025-01-06',
      constituency: { id: 'suame', name: 'Suame' },
      region: 'Ashanti Region',
      party: { id: 'npp', name: 'New Patriotic Party' },
      start_date: null,
      end_date: null,
      derived_from: null,
    },
  ],
  posts: [{ role: 'Majority Leader', label: 'Majority Leader', portfolio: null, organization: 'Parliament of Ghana', parliament: 7, start_date: null, end_date: null, known_on: '2018-01-23' }],
  counts: { speeches: 3, sittings: 2, by_parliament: [{ parliament: 5, speeches: 3, sittings: 2 }], by_year: [{ year: 2012, speeches: 3, sittings: 2 }] },
  questions: { asked: 1, answered: 0 },
  bills: [],
};

const speech = (id: string, date: string): Speech => ({
  id,
  hansard_id: date,
  date,
  position: 1,
  label: 'Mr Osei Kyei-Mensah-Bonsu',
  person: { id: person.id, name: person.name },
  post: null,
  heading: 'STATEMENTS',
  column: 10,
  text: 'Mr Speaker, I rise to speak on the matter.',
  start: 0,
  end: 60,
});

const question: MemberQuestion = {
  id: '2012-02-02-c5-1a2b3c4d',
  hansard_id: '2012-02-02',
  date: '2012-02-02',
  number: 783,
  minister: 'Minister for Local Government and Rural Development',
  on_behalf_of: 'Mr. Osei Kyei-Mensah-Bonsu',
  asked_by: { id: 'edem-asmah', name: 'Edem Asmah' },
  member: { id: person.id, name: person.name },
  text: 'asked the Minister for Local Government and Rural Development what steps the Ministry is taking to make the sub-structures of the district assemblies work.',
  answer_speech_id: '2012-02-02-c5-9f8e7d6c',
  answered_by: { id: 'samuel-ofosu-ampofo', name: 'Samuel Ofosu-Ampofo' },
};

function source(asked: unknown[], withPerson: Person | null = person): PageDataSource {
  return emptyPageData({
    person: async (id) => (id === person.id ? withPerson : null),
    personSpeeches: async (_id, query) => {
      asked.push(query);
      return { rows: [speech('2012-02-09-c10-1', '2012-02-09'), speech('2012-02-08-c10-1', '2012-02-08')], total: 3 };
    },
    personSittings: async () => ({ rows: [{ hansard_id: '2012-02-09', date: '2012-02-09', title: 'Sitting of 9 February', speeches: 1 }], total: 2 }),
    personQuestions: async (_id, role, query) => {
      asked.push({ role, ...query });
      return role === 'asked' ? { rows: [question], total: 1 } : { rows: [], total: 0 };
    },
  });
}

// React marks where one text node ends and the next begins: read the text as a reader sees it.
const page = async (path: string, data: PageDataSource) => (await render(new URL(path, 'http://localhost'), data, { user: null })).html.replaceAll('<!-- -->', '');
const HERE = '/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu';

describe('a Member page rendered on the server', () => {
  it('shows seats, offices and recent speeches, each linking to its place in the sitting', async () => {
    const html = await page('/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu', source([]));
    expect(html).toContain('<h1');
    expect(html).toContain('Osei Kyei-Mensah-Bonsu');
    expect(html).toContain('Suame · Ashanti Region · New Patriotic Party');
    expect(html).toContain('as listed on 23 January 2018');
    expect(html).toContain('href="/hansards/2012-02-09?speech=2012-02-09-c10-1#speech-2012-02-09-c10-1"');
    expect(html).toContain('Recent speeches');
  });

  it('links their Atom feed visibly: a plain link named "Atom feed" and whose it is', async () => {
    const html = await page(HERE, source([]));
    const link = html.match(/<a href="\/feeds\/members\/osei-kyei-mensah-bonsu\.atom" type="application\/atom\+xml"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
    expect(link).toContain('<svg');
    expect(link.replace(/<[^>]+>/g, '')).toBe('Atom feed of Osei Kyei-Mensah-Bonsu&#x27;s speeches');
  });

  it('offers "Search what they said": a GET form to the search page with the Member as its filter', async () => {
    const html = await page(HERE, source([]));
    const form = html.match(/<form role="search" aria-label="Search what Osei Kyei-Mensah-Bonsu said"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
    expect(form).toContain('action="/search" method="get"');
    expect(form).toContain('<input type="hidden" name="person" value="osei-kyei-mensah-bonsu"/>');
    expect(form).toMatch(/<label for="[^"]+"[^>]*>Search what they said<\/label>/);
    expect(form).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
  });

  it('says where a seat the roster lacks was read: the Official Report whose label names the Member and the seat', async () => {
    const derived: Person = {
      ...person,
      seats: [
        {
          ...person.seats[0]!,
          parliament: 9,
          parliament_name: '9th Parliament',
          period_start: '2025-01-07',
          period_end: null,
          derived_from: { hansard_id: '2025-06-10', date: '2025-06-10', label: 'Mr Osei Kyei-Mensah-Bonsu (NPP – Suame)' },
        },
        person.seats[0]!,
      ],
    };
    const html = await page(HERE, source([], derived));
    expect(html).toMatch(/\(from the <a [^>]*href="\/hansards\/2025-06-10"[^>]*>Official Report of 10 June 2025<\/a>\)/);
    expect(html).toContain('title="Printed there as &quot;Mr Osei Kyei-Mensah-Bonsu (NPP – Suame)&quot;"');
    // The roster's own seat says nothing of the kind.
    expect(html.match(/data-testid="seat-derived"/g)).toHaveLength(1);
  });

  it('links every count to exactly the rows it counts, which the page lists without JavaScript', async () => {
    const asked: unknown[] = [];
    const html = await page('/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu?year=2012', source(asked));
    expect(html).toContain(`href="${HERE}?year=2012"`);
    expect(html).toContain(`href="${HERE}?view=sittings&amp;year=2012"`);
    expect(html).toContain(`href="${HERE}?parliament=5"`);
    expect(html).toContain('Speeches in 2012');
    expect(asked).toEqual([{ year: 2012, parliament: undefined, page: 1, limit: 20 }]);
  });

  it('counts the Questions asked and answered as a Minister, each number linking to its list', async () => {
    const html = await page(HERE, source([]));
    expect(html).toMatch(/Questions <span[^>]*>asked: <a/);
    expect(html).toContain(`href="${HERE}?view=questions-asked"`);
    expect(html).toMatch(/Questions answered as a <span[^>]*>Minister: <a/);
    expect(html).toContain(`href="${HERE}?view=questions-answered"`);
    expect(html).toMatch(/aria-label="1 Question asked"[^>]*>1</);
  });

  it('lists the Questions standing in their name without JavaScript: the number, the Minister, who asked, the Question and its answer in the sitting', async () => {
    const asked: unknown[] = [];
    const html = await page(`${HERE}?view=questions-asked`, source(asked));
    expect(asked).toEqual([{ role: 'asked', year: undefined, parliament: undefined, page: 1, limit: 20 }]);
    expect(html).toContain('Questions asked</h3>');
    expect(html).toContain('>2 February 2012</time> · Q. 783 · to the Minister for Local Government and Rural Development');
    expect(html).toContain('href="/members/edem-asmah/edem-asmah"');
    expect(html).toContain('on behalf of Mr. Osei Kyei-Mensah-Bonsu');
    expect(html).toContain(`href="/hansards/2012-02-02?speech=${question.id}#speech-${question.id}"`);
    expect(html).toContain('>…asked the Minister for Local Government and Rural Development what steps the Ministry is taking');
    expect(html).toContain(`href="/hansards/2012-02-02?speech=${question.answer_speech_id}#speech-${question.answer_speech_id}"`);
    expect(html).toContain('href="/members/samuel-ofosu-ampofo/samuel-ofosu-ampofo"');
  });

  it('says plainly when they answered no Question as a Minister', async () => {
    const asked: unknown[] = [];
    const html = await page(`${HERE}?view=questions-answered`, source(asked));
    expect(asked).toEqual([{ role: 'answered', year: undefined, parliament: undefined, page: 1, limit: 20 }]);
    expect(html).toContain('Questions answered as a Minister</h3>');
    expect(html).toContain('The record holds no Question answered by Osei Kyei-Mensah-Bonsu as a Minister.');
  });

  it('says plainly when the record holds nothing yet', async () => {
    const html = await page('/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu', source([], { ...person, counts: { speeches: 0, sittings: 0, by_parliament: [], by_year: [] }, questions: { asked: 0, answered: 0 } }));
    expect(html).toContain('The record does not yet hold any speech by Osei Kyei-Mensah-Bonsu');
  });

  it('says Member not found for a person Kakyerɛ does not know', async () => {
    const html = await page('/members/nobody/nobody', source([]));
    expect(html).toContain('Member not found');
  });
});
