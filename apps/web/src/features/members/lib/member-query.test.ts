import { describe, expect, it } from 'vitest';
import { memberListToParams, memberRecordSearch, peopleApiQuery, peopleRequestUrl, readMemberListQuery, readMemberRecordQuery, recordRequestUrl } from './member-query';

const read = (search: string) => readMemberListQuery(new URLSearchParams(search));

describe('the Members list query', () => {
  it('opens on the current Parliament, and searches every Parliament', () => {
    expect(read('')).toEqual({ q: '', parliament: 9, region: '', party: '', page: 1 });
    expect(read('q=Suame').parliament).toBe('all');
    expect(read('q=Suame&parliament=9').parliament).toBe(9);
    expect(read('parliament=all').parliament).toBe('all');
  });

  it('ignores what the server would refuse', () => {
    expect(read('parliament=4&party=N%20D%20C&page=-2')).toEqual({ q: '', parliament: 9, region: '', party: '', page: 1 });
  });

  it('keeps the address clean: only what differs from the default', () => {
    expect(memberListToParams(read('')).toString()).toBe('');
    expect(memberListToParams(read('q=Suame&parliament=all')).toString()).toBe('q=Suame');
    expect(memberListToParams(read('parliament=5&region=Ashanti+Region&party=npp&page=2')).toString()).toBe('parliament=5&region=Ashanti+Region&party=npp&page=2');
  });

  it('asks the API for one page of 50', () => {
    expect(peopleRequestUrl(peopleApiQuery(read('q=Kyei Mensah&page=3')))).toBe('/api/people?q=Kyei+Mensah&page=3&limit=50');
    expect(peopleRequestUrl(peopleApiQuery(read('')))).toBe('/api/people?parliament=9&page=1&limit=50');
  });
});

describe("a Member's record query", () => {
  it('links each count to exactly its rows', () => {
    expect(memberRecordSearch({ view: 'speeches', year: 2012 })).toBe('?year=2012');
    expect(memberRecordSearch({ view: 'sittings', parliament: 8 })).toBe('?view=sittings&parliament=8');
    expect(memberRecordSearch({})).toBe('');
    expect(readMemberRecordQuery(new URLSearchParams('view=sittings&year=2012&page=2'))).toEqual({ view: 'sittings', year: 2012, page: 2 });
    expect(readMemberRecordQuery(new URLSearchParams('year=12x&parliament=3'))).toEqual({ view: 'speeches', page: 1 });
  });

  it('links the Questions asked and answered to their own views, and reads an unknown view as speeches', () => {
    expect(memberRecordSearch({ view: 'questions-answered', page: 2 })).toBe('?view=questions-answered&page=2');
    expect(readMemberRecordQuery(new URLSearchParams('view=questions-asked'))).toEqual({ view: 'questions-asked', page: 1 });
    expect(readMemberRecordQuery(new URLSearchParams('view=questions'))).toEqual({ view: 'speeches', page: 1 });
  });

  it('asks the API for the same rows', () => {
    expect(recordRequestUrl('kwame-mensah', 'speeches', { year: 2012, page: 1, limit: 20 })).toBe('/api/people/kwame-mensah/speeches?year=2012&page=1&limit=20');
    expect(recordRequestUrl('kwame-mensah', 'questions-answered', { page: 2, limit: 20 })).toBe('/api/people/kwame-mensah/questions?role=answered&page=2&limit=20');
  });
});
