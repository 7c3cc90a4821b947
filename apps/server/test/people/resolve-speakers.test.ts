import { describe, expect, it } from 'vitest';
import type { ChairChange, ParsedSitting } from '../../src/modules/engines/official-report/parsed-sitting.js';
import { resolveSpeakers } from '../../src/modules/engines/official-report/resolve-speakers.js';
import type { RosterPerson, SittingRoster } from '../../src/modules/engines/official-report/sitting-roster.js';

// Small fictional sittings: the people, constituencies and words are invented for these tests.

const seat = (area: string, party = 'NDC', areaOtherNames: string[] = []) => ({ area, areaOtherNames, party });
const member = (id: string, name: string, area: string, extra: Partial<RosterPerson> = {}): RosterPerson => ({ id, name, aliases: [], seats: [seat(area)], posts: [], ...extra });

const PEOPLE: RosterPerson[] = [
  { id: 'person/ama-serwaa-boadu', name: 'Ama Serwaa Boadu', aliases: [], seats: [], posts: [{ role: 'Speaker', label: 'Speaker', portfolio: null }], gender: 'female' },
  member('person/kojo-mensah-darko', 'Kojo Mensah Darko', 'Lagoon North', { posts: [{ role: 'First Deputy Speaker', label: 'First Deputy Speaker', portfolio: null }], gender: 'male' }),
  member('person/yaw-asamoah-tetteh', 'Yaw Asamoah Tetteh', 'Hill Top', { posts: [{ role: 'Second Deputy Speaker', label: 'Second Deputy Speaker', portfolio: null }], gender: 'male' }),
  member('person/kwabena-fosu-quaye', 'Kwabena Fosu Quaye', 'River East', { posts: [{ role: 'Majority Leader', label: 'Majority Leader', portfolio: null }] }),
  member('person/efua-nyarko-amponsah', 'Efua Nyarko Amponsah', 'Salt Pond', { gender: 'female', posts: [{ role: 'Minister', label: 'Minister, Fisheries', portfolio: 'Fisheries' }] }),
  // Two Members called Agyekum: "Mr Agyekum" alone names nobody until one of them has spoken.
  member('person/kofi-agyekum', 'Kofi Agyekum', 'Forest West'),
  member('person/samuel-agyekum', 'Samuel Agyekum', 'Forest East'),
  member('person/abena-dufie-ankrah', 'Abena Dufie Ankrah', 'Market Square', { aliases: ['Abena D. Ankrah-Boateng'], gender: 'female' }),
  member('person/kwame-ofori-attah', 'Kwame Ofori-Attah', 'Palm Grove'),
  member('person/nii-lartey-bortey', 'Nii Lartey Bortey', 'Sea View', { aliases: ['Nii Lartey Borte'] }),
  // OCR near-misses: "Danquah" and "Danqua" one letter apart, so "Mr Kofi Danquha" is a tie.
  member('person/kofi-danquah', 'Kofi Danquah', 'Cocoa Hills'),
  member('person/kofi-danqua', 'Kofi Danqua', 'Gold Coast'),
];

/** A person with no seat that day and a post known only in another session. */
const MINISTER_2019: RosterPerson = { id: 'person/esi-aba-crentsil', name: 'Esi Aba Crentsil', aliases: [], seats: [], posts: [{ role: 'Minister', label: 'Minister, Roads', portfolio: 'Roads', knownOn: '2019-01-24' }] };

const roster = (persons: RosterPerson[] = PEOPLE, date = '2020-03-10'): SittingRoster => ({ date, persons, partial: false });

/**
 * Offices the label reader takes only with a name ("Minister for Roads (Mrs X)"): on their own the
 * parser prints them as a role, as a hand-built speech does here.
 */
const ROLE_ONLY = /^Minister for \w+$/;

/** Speeches from labels; each label's speech starts 100 characters after the one before. */
function sitting(labels: string[], chair: ChairChange[] = [{ office: 'Speaker', offset: 0, column: 1 }]): ParsedSitting {
  return {
    text: '',
    series: null,
    volume: null,
    number: null,
    date: '2020-03-10',
    meeting: null,
    presidingOfficer: null,
    chair,
    contents: [],
    sections: [],
    speeches: labels.map((label, i) => ({ speaker: { label, name: null, role: ROLE_ONLY.test(label) ? label : null, honorific: null }, text: 'Words.', span: { start: 100 * (i + 1), end: 100 * (i + 1) + 50 }, column: null, sectionIndex: -1 })),
    attendance: [],
    billsInContents: [],
    columns: [],
  };
}

const resolve = (labels: string[], chair?: ChairChange[], r = roster()) => resolveSpeakers(sitting(labels, chair), r);
const people = (labels: string[], chair?: ChairChange[], r = roster()) => resolve(labels, chair, r).map((a) => a.personId);

describe('speaker attribution', () => {
  it('gives the Chair to whoever presides at that point of the sitting', () => {
    const chair = [
      { office: 'Speaker', offset: 0, column: 1 },
      { office: 'First Deputy Speaker', offset: 150, column: 3 },
    ];
    const got = resolve(['Madam Speaker', 'Mr Speaker', 'Mr Chairman', 'Mr First Deputy Speaker'], chair);
    expect(got.map((a) => a.personId)).toEqual(['person/ama-serwaa-boadu', 'person/kojo-mensah-darko', 'person/kojo-mensah-darko', 'person/kojo-mensah-darko']);
    expect(got.map((a) => a.rule)).toEqual(['chair', 'chair', 'chair', 'chair']);
    expect(got[0]!.post).toBe('Speaker');
    expect(got[1]!.post).toBe('First Deputy Speaker');
  });

  it('never gives "Madam Speaker" to a man in the Chair', () => {
    const got = resolve(['Madam Speaker'], [{ office: 'First Deputy Speaker', offset: 0, column: 1 }]);
    expect(got[0]).toEqual({ personId: null, post: null, rule: 'unresolved:chair-gender' });
  });

  it('believes a Deputy Speaker who takes the Chair where no marker says so, and not one printed once in another deputy\'s run', () => {
    const deputy = [{ office: 'First Deputy Speaker', offset: 0, column: 1 }];
    expect(people(['Mr First Deputy Speaker', 'Mr Second Deputy Speaker', 'Mr Chairman', 'Mr Second Deputy Speaker'], deputy)).toEqual([
      'person/kojo-mensah-darko',
      'person/yaw-asamoah-tetteh',
      'person/yaw-asamoah-tetteh',
      'person/yaw-asamoah-tetteh',
    ]);
    const misprint = resolve(['Mr First Deputy Speaker', 'Mr Second Deputy Speaker', 'Mr First Deputy Speaker'], deputy);
    expect(misprint.map((a) => a.rule)).toEqual(['chair', 'unresolved:chair-conflict', 'chair']);
  });

  it('leaves an office label unresolved on a date when nobody is known to hold the office', () => {
    const withoutSpeaker = PEOPLE.filter((p) => p.id !== 'person/ama-serwaa-boadu');
    expect(resolve(['Madam Speaker'], undefined, roster(withoutSpeaker))[0]!.rule).toBe('unresolved:no-holder');
    expect(resolve(['Minority Leader'])[0]!.rule).toBe('unresolved:no-holder');
  });

  it('gives an office to its holder that day', () => {
    expect(resolve(['Majority Leader', 'Minister for Fisheries'])).toEqual([
      { personId: 'person/kwabena-fosu-quaye', post: 'Majority Leader', rule: 'office' },
      { personId: 'person/efua-nyarko-amponsah', post: 'Minister for Fisheries', rule: 'office' },
    ]);
  });

  it('strips titles and matches names in any order, with initials', () => {
    expect(resolve(['Mr K. F. Quaye', 'Hon Quaye Kwabena', 'Mr Kwabena Fosu Quaye', 'Minister for Fisheries (Mrs Efua N. Amponsah)'])).toEqual([
      { personId: 'person/kwabena-fosu-quaye', post: null, rule: 'surname-only' },
      { personId: 'person/kwabena-fosu-quaye', post: null, rule: 'name' },
      { personId: 'person/kwabena-fosu-quaye', post: null, rule: 'name' },
      { personId: 'person/efua-nyarko-amponsah', post: 'Minister for Fisheries', rule: 'name' },
    ]);
  });

  it('lets a constituency pick between two Members of one name, and refuses a name and seat that disagree', () => {
    expect(resolve(['Mr Agyekum (NDC - Forest East)', 'Mr Kofi Agyekum (NDC-- Forest Eest)', 'Mr Kofi Agyekum (NDC - Palm Grove)']).map((a) => [a.personId, a.rule])).toEqual([
      ['person/samuel-agyekum', 'name+seat'],
      ['person/kofi-agyekum', 'name+seat'],
      [null, 'unresolved:seat-conflict'],
    ]);
  });

  it('reads names through aliases, editors\' included', () => {
    expect(resolve(['Mrs Abena D. Ankrah-Boateng'])[0]).toEqual({ personId: 'person/abena-dufie-ankrah', post: null, rule: 'alias' });
  });

  it('gives a bare surname to the Member of that name who spoke earlier, and to nobody when two share it and neither has', () => {
    const got = resolve(['Mr Agyekum', 'Mr Samuel Agyekum', 'Mr Agyekum', 'Mr Bortey']);
    expect(got.map((a) => [a.personId, a.rule])).toEqual([
      [null, 'unresolved:surname-ambiguous'],
      ['person/samuel-agyekum', 'name'],
      ['person/samuel-agyekum', 'surname-earlier'],
      ['person/nii-lartey-bortey', 'surname-only'],
    ]);
  });

  it('does not take a given name or part of a double-barrelled name for a surname', () => {
    expect(resolve(['Mr Kwame', 'Mr Attah']).map((a) => a.personId)).toEqual([null, null]);
  });

  it('reads an OCR-damaged name only when it clearly beats the runner-up', () => {
    expect(resolve(['Mr Kwabena Fosu Quayc', 'Ms Efua Nyarkoo Amponsah'])).toEqual([
      { personId: 'person/kwabena-fosu-quaye', post: null, rule: 'ocr' },
      { personId: 'person/efua-nyarko-amponsah', post: null, rule: 'ocr' },
    ]);
    // "Danquha" is one letter from "Danquah" and two from "Danqua": too close to call.
    expect(resolve(['Mr Kofi Danquha'])[0]!.rule).toBe('unresolved:ocr-ambiguous');
  });

  it('never attributes a speech to someone without a seat or post that day', () => {
    const withMinister = [...PEOPLE, MINISTER_2019];
    // Not in the roster at all.
    expect(resolve(['Mr Kweku Baako Sarpong'])[0]).toEqual({ personId: null, post: null, rule: 'unresolved:not-in-roster' });
    // A post known only in 2019: not hers to hold in March 2020 by office alone, nor by name alone.
    expect(resolve(['Minister for Roads', 'Mrs Esi Aba Crentsil'], undefined, roster(withMinister)).map((a) => a.personId)).toEqual([null, null]);
    // The record itself names both the office and her: it says she held it.
    expect(resolve(['Minister for Roads (Mrs Esi Aba Crentsil)'], undefined, roster(withMinister))[0]).toEqual({ personId: 'person/esi-aba-crentsil', post: 'Minister for Roads', rule: 'name' });
    // In 2019's session the post is trusted.
    expect(resolve(['Minister for Roads'], undefined, roster(withMinister, '2019-05-02'))[0]!.personId).toBe('person/esi-aba-crentsil');
  });

  it('attributes groups to nobody', () => {
    expect(resolve(['Some Hon Members', 'An Hon Member'])).toEqual([
      { personId: null, post: null, rule: 'group' },
      { personId: null, post: null, rule: 'group' },
    ]);
  });

  it('answers in the order and number of the speeches, quickly', () => {
    const labels = Array.from({ length: 400 }, (_, i) => ['Madam Speaker', 'Mr Kwabena Fosu Quaye', 'Mr Quaye', 'Mr Kofi Danquha'][i % 4]!);
    const started = performance.now();
    const got = resolve(labels);
    expect(got).toHaveLength(400);
    expect(got[2]!.personId).toBe('person/kwabena-fosu-quaye');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
