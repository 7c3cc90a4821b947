import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HansardAnalysis } from '@kakyere/contract';
import type { AnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/analysis-engine.js';
import type { ParsedSitting } from '../../src/modules/engines/official-report/parsed-sitting.js';

/** A short sitting written for these tests in the style of the Official Report. */
export const SITTING_TEXT = `PARLIAMENTARY DEBATES
OFFICIAL REPORT
Tuesday, 12th March, 2024
The House met at 10.00 a.m.
[MR SPEAKER IN THE CHAIR]
PRAYERS
BILLS — SECOND READING
FISHERIES AND AQUACULTURE BILL, 2024
Minister for Fisheries and Aquaculture Development (Mrs Abena Owusu-Darko): Mr Speaker, I beg to move, that the
Fisheries and Aquaculture Bill, 2024 be now read a Second time.
Mr Speaker, the Bill seeks to regulate the fishing industry and to protect the livelihoods of our coastal
communities. Light fishing and the use of unapproved nets have depleted the stocks of small pelagic fish.
Mr Yaw Boateng-Mensah (Ketu Central): Mr Speaker, I rise to support the Motion. The closed season must come with
relief for fisherfolk, and the Ministry must make premix fuel available at the approved price.
Question put and Motion agreed to.
The Fisheries and Aquaculture Bill, 2024 accordingly read a Second time.
ADJOURNMENT
The House was adjourned at 2.15 p.m. till Wednesday, 13th March, 2024 at 10.00 a.m.
`;

export function makeSitting(text: string = SITTING_TEXT): ParsedSitting {
  return {
    text,
    series: 'Eighth Series',
    volume: 41,
    number: 7,
    date: '2024-03-12',
    meeting: 'First Meeting',
    presidingOfficer: 'Mr Speaker',
    chair: [{ office: 'Speaker', offset: 0, column: null }],
    contents: [{ heading: 'Fisheries and Aquaculture Bill, 2024', group: 'BILLS — SECOND READING', columns: [601] }],
    sections: [],
    speeches: [],
    attendance: [],
    billsInContents: ['Fisheries and Aquaculture Bill, 2024'],
    columns: [],
  };
}

/** An answer a careful model could give: every quote is in SITTING_TEXT (one across a line break). */
export function validAnswer(): HansardAnalysis {
  return {
    title: 'Second Reading of the Fisheries and Aquaculture Bill, 2024',
    session_type: 'First Meeting',
    summary: [
      {
        sentence: 'The Minister moved the Second Reading of the Fisheries and Aquaculture Bill, 2024.',
        quote: 'I beg to move, that the Fisheries and Aquaculture Bill, 2024 be now read a Second time.',
      },
      {
        sentence: 'She said light fishing and unapproved nets had depleted stocks of small pelagic fish.',
        quote: 'Light fishing and the use of unapproved nets have depleted the stocks of small pelagic fish.',
      },
      {
        sentence: 'The House agreed to the Motion and the Bill was read a Second time.',
        quote: 'Question put and Motion agreed to.',
      },
    ],
    key_topics: ['fisheries regulation', 'light fishing', 'closed season', 'premix fuel', 'coastal livelihoods'],
    affected_industries: [
      { industry: 'Agriculture', quote: 'the Bill seeks to regulate the fishing industry and to protect the livelihoods of our coastal communities' },
      { industry: 'Environment', quote: 'have depleted the stocks of small pelagic fish' },
    ],
    bills_discussed: [{ bill: 'Fisheries and Aquaculture Bill, 2024', quote: 'The Fisheries and Aquaculture Bill, 2024 accordingly read a Second time.' }],
  };
}

/** Stands in for the built-in engine, so these tests do not depend on it. */
export function stubBuiltinEngine(): AnalysisEngine & { calls: number } {
  const engine = {
    name: 'builtin',
    model: null,
    version: 'builtin-test',
    calls: 0,
    async analyse(): Promise<HansardAnalysis> {
      engine.calls += 1;
      return { ...validAnswer(), title: 'Built-in analysis of the sitting' };
    },
  };
  return engine;
}

export function recordingLogger(): { warn(obj: object, msg: string): void; warnings: { obj: object; msg: string }[] } {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, warn: (obj, msg) => warnings.push({ obj, msg }) };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export type FakeReply = { status?: number; json: unknown } | 'hang';

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on a random local port that answers each request with `reply(request)`. */
export async function startFakeServer(reply: (request: RecordedRequest) => FakeReply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      requests.push(request);
      const answer = reply(request);
      if (answer === 'hang') return; // never answer: the client has to give up
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat-completions reply as an OpenAI-compatible server sends it. */
export function chatCompletion(content: string, model = 'test-model', finishReason = 'stop'): FakeReply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_710_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
      usage: { prompt_tokens: 900, completion_tokens: 400, total_tokens: 1300 },
    },
  };
}

/** The text of every message in a chat-completions (or Messages API) request body. */
export function promptText(body: Record<string, unknown>): string {
  const system = typeof body.system === 'string' ? body.system : '';
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  return [system, ...messages.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))].join('\n');
}
