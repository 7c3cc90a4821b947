import { createHash, randomUUID } from 'node:crypto';
import { BILL_MESSAGES, OPINION_DISCLAIMER, type LegalOpinion } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../errors.js';
import { BUILTIN_OPINION_ENGINE, composeBuiltinOpinion } from '../ai/legal-opinion/compose-builtin-opinion.js';
import { expandQuestion } from '../ai/legal-opinion/expand-question.js';
import { selectBillText } from '../bill-texts/bill-text-repository.js';
import { listBillSectionTexts } from '../bill-texts/list-bill-sections.js';
import { searchBillSections } from '../bill-texts/search-bill-sections.js';
import { selectBillHead } from '../bills/bill-repository.js';
import { insertOpinion, selectOpinionOnBill, selectStoredOpinion, type AnswerKey, type LegalOpinionRow } from './opinion-repository.js';
import { questionKey } from './question-key.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An answer as the API gives it: the disclaimer is added here, by the server, never by a model. */
export function toApiOpinion(row: LegalOpinionRow, cached: boolean): LegalOpinion {
  return {
    id: row.id,
    question: row.question,
    opinion: row.opinion,
    timestamp: new Date(row.createdAt).toISOString(),
    citations: row.citations,
    engine: { name: row.engineName, model: row.engineModel || null, version: row.engineVersion },
    disclaimer: OPINION_DISCLAIMER,
    cached,
  };
}

/**
 * A legal opinion on a bill, grounded in its text: the answer already given to the same question on
 * the same text by the same engine, else a new one, stored. `question` has been validated and trimmed.
 * The question is data throughout: it is matched against the text, never followed.
 */
export async function askLegalQuestion(db: Database, billId: string, question: string): Promise<LegalOpinion> {
  const [bill, text] = await Promise.all([selectBillHead(db, billId), selectBillText(db, billId)]);
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);

  const engine = BUILTIN_OPINION_ENGINE;
  const key: AnswerKey = {
    billId,
    questionKey: questionKey(question),
    // Without its text, an answer rests on the summary: a new summary means a new answer.
    sourceHash: text?.contentHash ?? sha256(`summary:${bill.summary}`),
    engineName: engine.name,
    engineModel: engine.model ?? '',
    engineVersion: engine.version,
  };
  const stored = await selectStoredOpinion(db, key);
  if (stored) return toApiOpinion(stored, true);

  const [sections, ranked] = text
    ? await Promise.all([listBillSectionTexts(db, billId), searchBillSections(db, billId, expandQuestion(question), 50)])
    : [[], []];
  // The database's full-text rank, scaled to the best match, is one of the engine's signals.
  const topRank = Math.max(0, ...ranked.map((r) => r.rank));
  const rankOf = new Map(ranked.map((r) => [r.position, topRank > 0 ? r.rank / topRank : 0]));
  const composed = composeBuiltinOpinion(
    question,
    { title: bill.title, summary: bill.summary },
    sections.map((s) => ({ number: s.number, heading: s.heading, text: s.text, textRank: rankOf.get(s.position) ?? 0 })),
  );
  const { row, inserted } = await insertOpinion(db, {
    ...key,
    id: randomUUID(),
    question,
    opinion: composed.opinion,
    citations: composed.citations,
  });
  return toApiOpinion(row, !inserted);
}

/** An opinion given on this bill, to show again (its page after the form was posted); null when there is none. */
export async function getLegalOpinion(db: Database, billId: string, opinionId: string): Promise<LegalOpinion | null> {
  const row = await selectOpinionOnBill(db, opinionId, billId);
  return row ? toApiOpinion(row, false) : null;
}
