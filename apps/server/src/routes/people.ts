import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MemberQuestionListResponseSchema,
  MemberSittingListResponseSchema,
  ParliamentsResponseSchema,
  PeopleListResponseSchema,
  PeopleQuerySchema,
  PersonParamsSchema,
  PersonQuestionsQuerySchema,
  PersonRecordQuerySchema,
  PersonResponseSchema,
  SpeechListResponseSchema,
} from '@kakyere/contract';
import { getPerson } from '../modules/records/people/get-person.js';
import { listMemberQuestions } from '../modules/records/people/list-member-questions.js';
import { listMemberSittings, listMemberSpeeches } from '../modules/records/people/list-member-record.js';
import { listParliaments } from '../modules/records/people/list-parliaments.js';
import { listPeople } from '../modules/records/people/list-people.js';
import { readSyncFields } from '../modules/records/open-data/sync-fields.js';
import { errorResponses } from './error-responses.js';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/people',
    {
      schema: {
        summary:
          'Members of Parliament with the seats a filter or search is about, newest Parliament first, then by constituency and name. The roster is partial (the 8th and 9th Parliaments most): a Member missing is unknown, not absent. With `since`, only those changed since then, and those deleted or merged',
        querystring: PeopleQuerySchema,
        response: { 200: PeopleListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { since } = request.query;
      const sync = since === undefined ? {} : await readSyncFields(app.db, 'person', since);
      const { rows, total } = await listPeople(app.db, request.query);
      return { success: true as const, data: rows, total, ...sync };
    },
  );

  app.get(
    '/api/parliaments',
    {
      schema: {
        summary:
          "The Parliaments newest first, with their seats and how many of them Kakyerɛ knows the Member of (fewer means the roster here is not complete), and the parties and regions the Members list filters by",
        response: { 200: ParliamentsResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ success: true as const, data: await listParliaments(app.db) }),
  );

  app.get(
    '/api/people/:id',
    {
      schema: {
        summary:
          "A Member: names, seats by Parliament, posts, counts of what the record holds (by Parliament and year) and bills whose sponsor line names them. A merged person's old id answers with the person it became (see `id`)",
        params: PersonParamsSchema,
        response: { 200: PersonResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getPerson(app.db, request.params.id) }),
  );

  app.get(
    '/api/people/:id/speeches',
    {
      schema: {
        summary:
          "A Member's speeches in the record, newest sitting first, in a year or a Parliament if asked (the rows the person's counts count; a merged person's old id answers for the person it became)",
        params: PersonParamsSchema,
        querystring: PersonRecordQuerySchema,
        response: { 200: SpeechListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { rows, total } = await listMemberSpeeches(app.db, request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/api/people/:id/sittings',
    {
      schema: {
        summary: 'The sittings a Member spoke in, newest first, in a year or a Parliament if asked, with how often they spoke at each',
        params: PersonParamsSchema,
        querystring: PersonRecordQuerySchema,
        response: { 200: MemberSittingListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { rows, total } = await listMemberSittings(app.db, request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/api/people/:id/questions',
    {
      schema: {
        summary:
          "Question time: the Questions standing in a Member's name (role=asked, the default: asked by them or on their behalf) or those they answered as a Minister (role=answered), newest sitting first, in a year or a Parliament if asked (the rows the person's `questions` counts count)",
        params: PersonParamsSchema,
        querystring: PersonQuestionsQuerySchema,
        response: { 200: MemberQuestionListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { role, ...query } = request.query;
      const { rows, total } = await listMemberQuestions(app.db, request.params.id, role, query);
      return { success: true as const, data: rows, total };
    },
  );
};
