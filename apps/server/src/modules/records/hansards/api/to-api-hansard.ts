/** The API's shape of a Hansard, read by the hansards module and by ingestion (which the hansards module imports). */
import type { Hansard, HansardListItem } from '@kakyere/contract';
import type { HansardRow } from '@kakyere/db';

export type HansardListRow = Omit<HansardRow, 'rawText' | 'evidence' | 'publishedAt' | 'searchVector' | 'isSynthetic' | 'shownAnalysisVersion'> & {
  hasPdf: boolean;
  analysisVersion: number | null;
  newerMachineVersion: number | null;
};

/** A sitting with its full text: what GET /api/hansards/{id} and `ingest --json` answer with. */
export type HansardDetailRow = HansardListRow & Pick<HansardRow, 'rawText' | 'evidence'>;

// Postgres returns "2026-11-22 00:18:52.6+00"; clients get ISO 8601 (an ISO 8601 input stays as it is).
const toIso = (timestamp: string) => new Date(timestamp).toISOString();

export function toApiListItem(row: HansardListRow): HansardListItem {
  return {
    id: row.id,
    title: row.title,
    date: row.sittingDate,
    session_type: row.sessionType,
    summary: row.summary,
    affected_industries: row.affectedIndustries,
    key_topics: row.keyTopics,
    bills_discussed: row.billsDiscussed,
    mps_present: row.mpsPresent,
    document_url: row.documentUrl,
    has_pdf: row.hasPdf,
    provenance: {
      source: row.source,
      engine: row.engine,
      engine_version: row.engineVersion,
      model: row.engineModel,
      created_at: toIso(row.createdAt),
      updated_at: toIso(row.updatedAt),
    },
    analysis_version: row.analysisVersion,
    newer_machine_summary: row.newerMachineVersion === null ? null : { version: row.newerMachineVersion },
  };
}

/**
 * The one Hansard → API mapper; keys in the contract's order (mps_present_people and raw_text after
 * mps_present, evidence last). `membersPresent` are the names linked to their persons (the read path
 * links them: linkMembersPresent); without them no name is linked. `aknPath` is its Akoma Ntoso
 * document's address, which only a sitting with stored speeches has.
 */
export function toApiHansard(row: HansardDetailRow, membersPresent?: Hansard['mps_present_people'], aknPath: string | null = null): Hansard {
  const { document_url, has_pdf, provenance, analysis_version, newer_machine_summary, ...head } = toApiListItem(row);
  return {
    ...head,
    mps_present_people: membersPresent ?? row.mpsPresent.map((name) => ({ name, person: null })),
    raw_text: row.rawText,
    document_url,
    has_pdf,
    akn_path: aknPath,
    provenance,
    analysis_version,
    newer_machine_summary,
    evidence: row.evidence,
  };
}
