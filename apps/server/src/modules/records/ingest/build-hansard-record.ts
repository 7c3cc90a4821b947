import type { Hansard } from '@kakyere/contract';
import type { NewHansardRow } from '@kakyere/db';
import { analyseSitting, type AnalysisLogger } from '../../engines/ai/hansard-analysis/analyse-sitting.js';
import type { AnalysisEngine } from '../../engines/ai/hansard-analysis/analysis-engine.js';
import { buildEvidence } from '../../engines/ai/hansard-analysis/build-evidence.js';
import { toApiHansard } from '../hansards/api/to-api-hansard.js';
import type { AttributeSpeakers, DatedSitting, DerivedSeat } from './attribute-speakers.js';
import type { AttributedQuestion, SpeechAttribution } from '../speeches/build-speech-rows.js';
import { listMembersPresent } from './list-members-present.js';
import { listSpeakersPresent } from './list-speakers-present.js';
import { NotAHansardError, parseOfficialReport } from './parse-official-report.js';

/** One sitting's record as it arrives: text (from a PDF or a text file) and where it came from. */
export interface IngestInput {
  text: string;
  /** The PDF as published, kept so /api/hansards/{id}/pdf can serve it; null for text input. */
  pdf: Uint8Array | null;
  filename: string;
  /** Where the public can read the original, when it came from the web. */
  documentUrl: string | null;
  /** Provenance: a URL or "file:<name>". */
  source: string;
}

export interface IngestDeps {
  engine: AnalysisEngine;
  fallback: AnalysisEngine;
  timeoutMs: number;
  logger: AnalysisLogger;
  /** Links a normalised bill name to a bill record, when one exists. */
  findBillId: (bill: string) => string | null;
  /** Who said each speech: the roster of the sitting's date (modules/records/speeches). */
  attributeSpeakers: AttributeSpeakers;
}

export interface HansardRecord {
  row: NewHansardRow;
  document: { filename: string; content: Uint8Array } | null;
  /**
   * The sitting's speeches with who said them, stored with the sitting (its stored speeches stay when
   * absent), and the seats the attribution derived from the record's labels (stored with it too).
   */
  speeches?: { sitting: DatedSitting; attributions: SpeechAttribution[]; questions: AttributedQuestion[]; derivedSeats?: DerivedSeat[] };
}

/** Parses and analyses one sitting into the row that will be stored. Stores nothing. */
export async function buildHansardRecord(input: IngestInput, deps: IngestDeps): Promise<HansardRecord> {
  const sitting = parseOfficialReport(input.text);
  if (!sitting.date) throw new NotAHansardError("no sitting date found; is this an Official Report?");
  const result = await analyseSitting(sitting, deps);
  const { analysis } = result;
  const evidence = buildEvidence(sitting, analysis, deps.findBillId, result.fallbackReason);
  const dated = { ...sitting, date: sitting.date };
  const speakers = await deps.attributeSpeakers(dated, { recordUrl: recordUrl(input) });
  return {
    row: {
      // One sitting a day: the date is the stable, readable id, so re-ingesting updates it.
      id: sitting.date,
      title: analysis.title,
      sittingDate: sitting.date,
      sessionType: analysis.session_type,
      summary: analysis.summary.map((s) => s.sentence).join(' '),
      keyTopics: analysis.key_topics,
      affectedIndustries: analysis.affected_industries.map((t) => t.industry),
      billsDiscussed: analysis.bills_discussed.map((b) => b.bill),
      mpsPresent: listSpeakersPresent(speakers) ?? listMembersPresent(sitting),
      rawText: sitting.text,
      documentUrl: input.documentUrl,
      source: input.source,
      engine: result.engine,
      engineVersion: result.version,
      engineModel: result.model,
      evidence,
    },
    document: input.pdf ? { filename: pdfName(input.filename, sitting.date), content: input.pdf } : null,
    speeches: {
      sitting: dated,
      attributions: speakers.attributions,
      questions: speakers.questions,
      derivedSeats: speakers.derivedSeats ?? [],
    },
  };
}

/** The record's address on the web, when it has one (a local file's source is "file:<name>"). */
function recordUrl(input: IngestInput): string | null {
  if (input.documentUrl && /^https?:\/\//.test(input.documentUrl)) return input.documentUrl;
  return /^https?:\/\//.test(input.source) ? input.source : null;
}

const pdfName = (filename: string, date: string) =>
  /\.pdf$/i.test(filename) ? filename.split(/[\\/]/).pop()! : `hansard-${date}.pdf`;

/** The API's Hansard shape (the one mapper, toApiHansard) for `--json`, before (or without) storing; `analysisVersion` null when not stored. */
export function toHansardJson(
  record: HansardRecord,
  timestamps: { createdAt: string; updatedAt: string },
  analysisVersion: number | null = null,
): Hansard {
  const { row } = record;
  return toApiHansard({
    id: row.id,
    title: row.title,
    sittingDate: row.sittingDate,
    sessionType: row.sessionType ?? null,
    summary: row.summary,
    affectedIndustries: row.affectedIndustries ?? [],
    keyTopics: row.keyTopics ?? [],
    billsDiscussed: row.billsDiscussed ?? [],
    mpsPresent: row.mpsPresent ?? [],
    rawText: row.rawText ?? '',
    documentUrl: row.documentUrl ?? null,
    source: row.source,
    engine: row.engine,
    engineVersion: row.engineVersion ?? null,
    engineModel: row.engineModel ?? null,
    evidence: row.evidence ?? null,
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
    hasPdf: record.document !== null,
    analysisVersion,
    newerMachineVersion: null,
  });
}
