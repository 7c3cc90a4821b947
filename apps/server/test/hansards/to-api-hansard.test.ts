import { describe, expect, it } from 'vitest';
import { HansardListItemSchema, HansardSchema } from '@kakyere/contract';
import { toHansardJson, type HansardRecord } from '../../src/modules/records/ingest/build-hansard-record.js';
import { toApiHansard, toApiListItem, type HansardDetailRow } from '../../src/modules/records/hansards/api/to-api-hansard.js';

const detailRow: HansardDetailRow = {
  id: '2011-10-26',
  title: 'Education sitting',
  sittingDate: '2011-10-26',
  sessionType: 'Second Meeting',
  summary: 'The House debated education.',
  affectedIndustries: ['Education'],
  keyTopics: ['schools'],
  billsDiscussed: ['Education Bill'],
  mpsPresent: ['Hon. A. Member'],
  rawText: 'PARLIAMENTARY DEBATES',
  documentUrl: null,
  source: 'file:education.txt',
  engine: 'builtin',
  engineVersion: '1',
  engineModel: null,
  evidence: null,
  createdAt: '2026-11-22 00:18:52.6+00',
  updatedAt: '2026-11-22 00:18:52.6+00',
  hasPdf: false,
  analysisVersion: 2,
  newerMachineVersion: null,
};

describe('the one Hansard → API mapper', () => {
  it("answers the detail and the list in the contract's key order, timestamps in ISO 8601", () => {
    const hansard = toApiHansard(detailRow);
    expect(Object.keys(hansard)).toEqual(Object.keys(HansardSchema.shape));
    expect(Object.keys(toApiListItem(detailRow))).toEqual(Object.keys(HansardListItemSchema.shape));
    expect(hansard.provenance.created_at).toBe('2026-11-22T00:18:52.600Z');
    expect(HansardSchema.parse(hansard)).toEqual(hansard);
  });

  it('gives `ingest --json` the same Hansard, defaults filled in for a record not yet stored', () => {
    const now = '2026-11-25T10:00:00.000Z';
    const record: HansardRecord = {
      row: { id: 'x', title: 'T', sittingDate: '2011-10-26', summary: 'S', source: 'file:x.txt', engine: 'builtin' },
      document: { filename: 'x.pdf', content: new Uint8Array() },
    };
    const json = toHansardJson(record, { createdAt: now, updatedAt: now });
    expect(JSON.stringify(json)).toBe(
      JSON.stringify({
        id: 'x',
        title: 'T',
        date: '2011-10-26',
        session_type: null,
        summary: 'S',
        affected_industries: [],
        key_topics: [],
        bills_discussed: [],
        mps_present: [],
        mps_present_people: [],
        raw_text: '',
        document_url: null,
        has_pdf: true,
        akn_path: null,
        provenance: { source: 'file:x.txt', engine: 'builtin', engine_version: null, model: null, created_at: now, updated_at: now },
        analysis_version: null,
        newer_machine_summary: null,
        evidence: null,
      }),
    );
  });
});
