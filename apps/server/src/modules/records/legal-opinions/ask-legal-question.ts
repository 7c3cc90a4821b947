import { createHash, randomUUID } from 'node:crypto';
import { BILL_MESSAGES, OPINION_DISCLAIMER, OpinionConfidenceSchema, type LaterBill, type LegalOpinion } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { checkLlmOpinion } from '../../engines/ai/legal-opinion/check-llm-opinion.js';
import { LLM_OPINION_SECTIONS } from '../../engines/ai/legal-opinion/build-opinion-prompt.js';
import { BUILTIN_OPINION_ENGINE, composeBuiltinOpinion, type ComposedOpinion } from '../../engines/ai/legal-opinion/compose-builtin-opinion.js';
import { describeSource } from '../../engines/ai/legal-opinion/opinion-templates.js';
import type { LlmOpinionEngine } from '../../engines/ai/legal-opinion/llm-opinion-engine.js';
import { rankSections } from '../../engines/ai/legal-opinion/rank-sections.js';
import { runWithFallback } from '../../engines/ai/shared/run-with-fallback.js';
import { expandQuestion } from '../../engines/ai/legal-opinion/expand-question.js';
import { selectBillText } from '../bill-texts/bill-text-repository.js';
import { listBillSectionTexts } from '../bill-texts/list-bill-sections.js';
import { searchBillSections } from '../bill-texts/search-bill-sections.js';
import { selectBillHead } from '../bills/bill-repository.js';
import { findLaterBills } from '../bills/find-later-bills.js';
import { insertOpinion, selectOpinionOnBill, selectStoredOpinion, type AnswerKey, type LegalOpinionRow } from './opinion-repository.js';
import { questionKey } from './question-key.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * An answer as the API gives it: the disclaimer is added here, by the server, never by a model; the
 * later bills that change its text are read when it is shown, so an old answer learns of a new repeal.
 */
export function toApiOpinion(row: LegalOpinionRow, cached: boolean, laterBills: LaterBill[], billTitle: string): LegalOpinion {
  return {
    id: row.id,
    question: row.question,
    opinion: row.opinion,
    timestamp: new Date(row.createdAt).toISOString(),
    citations: row.citations.map((c) => ({ ...c, quoteParts: c.quoteParts?.length ? c.quoteParts : [c.quote] })),
    confidence: OpinionConfidenceSchema.catch('answered').parse(row.confidence),
    source: row.source ?? { kind: 'bill', title: billTitle },
    laterBills,
    engine: { name: row.engineName, model: row.engineModel || null, version: row.engineVersion },
    disclaimer: OPINION_DISCLAIMER,
    cached,
  };
}

/** A configured LLM for opinions, and how long a reader may wait for it. */
export interface OpinionLlm {
  engine: LlmOpinionEngine;
  timeoutMs: number;
  log?: (reason: string) => void;
}

type Engine = { name: string; model: string | null; version: string };

/**
 * A legal opinion on a bill, grounded in its text: the answer already given to the same question on
 * the same text by the same engine, else a new one, stored. `question` has been validated and trimmed.
 * The question is data throughout: it is matched against the text, never followed. With an LLM
 * configured, the model is given the built-in ranking's best sections only and must cite them; an
 * answer that cites anything else, misquotes, or comes too late is replaced by the built-in engine's,
 * which is stored with the reason.
 */
export async function askLegalQuestion(db: Database, billId: string, question: string, llm: OpinionLlm | null = null): Promise<LegalOpinion> {
  const [bill, text] = await Promise.all([selectBillHead(db, billId), selectBillText(db, billId)]);
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  // Without its text, an answer rests on the summary: a new summary means a new answer.
  const sourceHash = text?.contentHash ?? sha256(`summary:${bill.summary}`);
  const keyFor = (engine: Engine): AnswerKey => ({
    billId,
    questionKey: questionKey(question),
    sourceHash,
    engineName: engine.name,
    engineModel: engine.model ?? '',
    engineVersion: engine.version,
  });
  // The model answers only from a text: a bill without one gets the built-in engine's honest answer.
  const preferred: Engine = llm && text ? llm.engine : BUILTIN_OPINION_ENGINE;
  const [stored, laterBills] = await Promise.all([selectStoredOpinion(db, keyFor(preferred)), findLaterBills(db, billId, bill)]);
  if (stored) return toApiOpinion(stored, true, laterBills, bill.title);

  const [sections, ranked] = text
    ? await Promise.all([listBillSectionTexts(db, billId), searchBillSections(db, billId, expandQuestion(question), 50)])
    : [[], []];
  // The database's full-text rank, scaled to the best match, is one of the engine's signals.
  const topRank = Math.max(0, ...ranked.map((r) => r.rank));
  const rankOf = new Map(ranked.map((r) => [r.position, topRank > 0 ? r.rank / topRank : 0]));
  const opinionSections = sections.map((s) => ({ number: s.number, heading: s.heading, text: s.text, textRank: rankOf.get(s.position) ?? 0 }));
  const billFacts = { title: bill.title, summary: bill.summary, textTitle: text?.title ?? null };
  const builtin = async () => composeBuiltinOpinion(question, billFacts, opinionSections);

  let engine: Engine = BUILTIN_OPINION_ENGINE;
  let composed: ComposedOpinion;
  let fallbackReason: string | null = null;
  if (llm && text) {
    const given = rankSections(question, opinionSections, { title: bill.title }).ranked.slice(0, LLM_OPINION_SECTIONS).map((r) => r.section);
    const source = describeSource(billFacts);
    const result = await runWithFallback<ComposedOpinion, unknown>({
      // The model sees every section's heading (the table of contents) beside the ranked sections in full.
      primary: async (signal) => llm.engine.answer(question, billFacts, { given, contents: opinionSections }, signal),
      // Checked against the text here, once, whichever engine answered (engines only parse).
      check: (raw) => checkLlmOpinion(raw, opinionSections, source),
      fallback: builtin,
      timeoutMs: llm.timeoutMs,
      onFallback: (reason) => llm.log?.(reason),
    });
    composed = result.value;
    fallbackReason = result.fallbackReason;
    if (!result.fellBack) engine = llm.engine;
  } else {
    composed = await builtin();
  }
  const { row, inserted } = await insertOpinion(db, {
    ...keyFor(engine),
    id: randomUUID(),
    question,
    opinion: composed.opinion,
    citations: composed.citations,
    confidence: composed.confidence,
    source: composed.source,
    fallbackReason,
  });
  return toApiOpinion(row, !inserted, laterBills, bill.title);
}

/** An opinion given on this bill, to show again (its page after the form was posted); null when there is none. */
export async function getLegalOpinion(db: Database, billId: string, opinionId: string): Promise<LegalOpinion | null> {
  const [row, bill] = await Promise.all([selectOpinionOnBill(db, opinionId, billId), selectBillHead(db, billId)]);
  return row && bill ? toApiOpinion(row, false, await findLaterBills(db, billId, bill), bill.title) : null;
}
