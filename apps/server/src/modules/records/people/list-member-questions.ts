import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personUrlId, type MemberQuestion, type MemberQuestionRole, type PersonRecordQuery } from '@kakyere/contract';
import { persons, questions, speeches, type Database } from '@kakyere/db';
import { resolvePersonId } from './resolve-person-id.js';
import { paging } from '../speeches/speech-repository.js';
import { sittingDateConditions } from './list-member-record.js';

const askedBy = alias(persons, 'asked_by');
const member = alias(persons, 'member');
const answeredBy = alias(persons, 'answered_by');

/** Whose side of question time a role is: the Member a Question stands for, or the Minister who answered it. */
export const questionRoleColumn = (role: MemberQuestionRole) => (role === 'asked' ? questions.memberPersonId : questions.answeredByPersonId);

const named = (id: string | null, name: string | null) => (id && name ? { id: personUrlId(id), name } : null);

/**
 * The Questions standing in a Member's name (role 'asked') or answered by them as a Minister
 * ('answered'), newest sitting first, optionally in one year or Parliament: the rows
 * getPerson's `questions` counts count (both join the Question's speech). Parameterised.
 */
export async function listMemberQuestions(
  db: Database,
  urlId: string,
  role: MemberQuestionRole,
  query: PersonRecordQuery,
): Promise<{ rows: MemberQuestion[]; total: number }> {
  const personId = await resolvePersonId(db, urlId);
  const where: SQL = and(eq(questionRoleColumn(role), personId), ...(await sittingDateConditions(db, questions.sittingDate, query)))!;
  const { limit, page } = paging(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: questions.id,
        hansardId: questions.hansardId,
        date: questions.sittingDate,
        number: questions.number,
        minister: questions.minister,
        onBehalfOf: questions.onBehalfOfLabel,
        askedById: askedBy.id,
        askedByName: askedBy.name,
        memberId: member.id,
        memberName: member.name,
        text: speeches.text,
        answerSpeechId: questions.answerSpeechId,
        answeredById: answeredBy.id,
        answeredByName: answeredBy.name,
      })
      .from(questions)
      .innerJoin(speeches, eq(speeches.id, questions.id))
      .leftJoin(askedBy, eq(askedBy.id, questions.askedByPersonId))
      .leftJoin(member, eq(member.id, questions.memberPersonId))
      .leftJoin(answeredBy, eq(answeredBy.id, questions.answeredByPersonId))
      .where(where)
      .orderBy(sql`${questions.sittingDate} desc nulls last`, speeches.position)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(questions).innerJoin(speeches, eq(speeches.id, questions.id)).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      hansard_id: r.hansardId,
      date: r.date,
      number: r.number,
      minister: r.minister,
      on_behalf_of: r.onBehalfOf,
      asked_by: named(r.askedById, r.askedByName),
      member: named(r.memberId, r.memberName),
      text: r.text,
      answer_speech_id: r.answerSpeechId,
      answered_by: named(r.answeredById, r.answeredByName),
    })),
  };
}
