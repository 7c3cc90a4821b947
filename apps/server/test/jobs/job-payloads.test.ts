import { describe, expect, it } from 'vitest';
import { alertDigestJob } from '../../src/jobs/alert-jobs.js';
import { ingestHansardJob, ingestSourceJob } from '../../src/jobs/ingest-jobs.js';

describe('job payloads are checked by their schemas', () => {
  it('an ingest job takes a file or a URL, and nothing else', () => {
    expect(ingestHansardJob.payload.parse({ kind: 'file', path: '/data/sitting.pdf' })).toEqual({ kind: 'file', path: '/data/sitting.pdf' });
    expect(ingestHansardJob.payload.parse({ kind: 'url', url: 'https://www.parliament.gh/a.pdf', note: 1 })).toEqual({ kind: 'url', url: 'https://www.parliament.gh/a.pdf' });
    expect(() => ingestHansardJob.payload.parse({ kind: 'url', path: '/data/sitting.pdf' })).toThrow(/url/);
    expect(() => ingestHansardJob.payload.parse({ kind: 'ftp', url: 'x' })).toThrow();
  });

  it('the listing job takes a URL or none (INGEST_SOURCE_URL), never an empty one; the digest takes the schedule’s empty payload and passes nothing on', () => {
    expect(ingestSourceJob.payload.parse({})).toEqual({});
    expect(() => ingestSourceJob.payload.parse({ listingUrl: '' })).toThrow(/listingUrl/);
    expect(alertDigestJob.payload.parse({})).toEqual({});
    expect(alertDigestJob.payload.parse({ stray: true })).toEqual({});
  });
});
