import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCapped, HttpRequestError, isRetryableStatus, type FetchCappedOptions } from '../../src/modules/delivery/http/fetch-capped.js';

// A real server on 127.0.0.1: the deadline, the cap and the status must hold against Node's own fetch.
let server: Server;
let base: string;
const received: { method: string; path: string; headers: Record<string, unknown>; body: string }[] = [];

function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      received.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body: Buffer.concat(chunks).toString() });
      switch (url.pathname) {
        case '/ok':
          return send(res, 200, 'hello');
        case '/moved':
          res.writeHead(302, { location: '/ok' });
          return res.end();
        case '/kb':
          return send(res, 200, Buffer.alloc(1024, 'x'));
        case '/streamed': {
          // No content-length: the cap must hold while reading.
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          for (let i = 0; i < 8; i++) res.write(Buffer.alloc(512, 'y'));
          return res.end();
        }
        case '/status':
          return send(res, Number(url.searchParams.get('code')), `status ${url.searchParams.get('code')}`, url.searchParams.has('retry') ? { 'retry-after': url.searchParams.get('retry')! } : {});
        case '/trickle':
          res.writeHead(200, { 'content-type': 'text/plain' });
          return res.write('first bytes, then nothing'); // ...and never ends.
        case '/silent':
          return; // never sends headers
        case '/echo':
          return send(res, 200, JSON.stringify({ method: req.method, body: Buffer.concat(chunks).toString() }), { 'content-type': 'application/json' });
        default:
          return send(res, 404, 'not found');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options: FetchCappedOptions = { timeoutMs: 2_000, maxBytes: 1024 };

async function failure(promise: Promise<unknown>): Promise<HttpRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpRequestError);
  return error as HttpRequestError;
}

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('fetchCapped', () => {
  it('reads the whole answer, with its status, headers and the URL that answered after a redirect', async () => {
    const answer = await fetchCapped(`${base}/moved`, options);
    expect(answer).toMatchObject({ status: 200, statusText: 'OK', url: `${base}/ok`, retryAfterMs: undefined });
    expect(answer.headers.get('content-type')).toBe('text/plain');
    expect(text(answer.body)).toBe('hello');
  });

  it('sends the method, headers and form it is given', async () => {
    received.length = 0;
    const answer = await fetchCapped(`${base}/echo`, { ...options, method: 'POST', headers: { 'x-key': 'k1' }, body: new URLSearchParams({ to: '+233', message: 'Hi there' }) });
    expect(JSON.parse(text(answer.body))).toEqual({ method: 'POST', body: 'to=%2B233&message=Hi+there' });
    expect(received[0]!.headers).toMatchObject({ 'x-key': 'k1', 'content-type': expect.stringMatching(/^application\/x-www-form-urlencoded/) });
  });

  it('refuses a redirect when told to, as a network failure', async () => {
    const error = await failure(fetchCapped(`${base}/moved`, { ...options, redirect: 'error' }));
    expect(error).toMatchObject({ kind: 'network', retryable: true });
  });

  describe('size cap', () => {
    it('takes an answer of exactly the cap', async () => {
      expect((await fetchCapped(`${base}/kb`, options)).body.length).toBe(1024);
    });

    it('refuses a declared length over the cap without reading the body', async () => {
      const error = await failure(fetchCapped(`${base}/kb`, { ...options, maxBytes: 1000 }));
      expect(error).toMatchObject({ kind: 'too-large', retryable: false, url: `${base}/kb`, detail: { size: 1024, maxBytes: 1000 } });
      expect(error.message).toBe('the answer is over 1000 bytes (1024 bytes)');
    });

    it('stops reading a streamed answer once it passes the cap', async () => {
      const error = await failure(fetchCapped(`${base}/streamed`, options));
      expect(error).toMatchObject({ kind: 'too-large', retryable: false, detail: { maxBytes: 1024 } });
      expect(error.detail.size).toBeGreaterThan(1024);
    });
  });

  describe('timeout', () => {
    it('gives up on a server that never answers', async () => {
      const started = Date.now();
      const error = await failure(fetchCapped(`${base}/silent`, { ...options, timeoutMs: 200 }));
      expect(error).toMatchObject({ kind: 'timeout', retryable: true, detail: { timeoutMs: 200 } });
      expect(error.message).toBe('no complete answer within 200 ms');
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('holds one deadline for the body too: a server that stops sending half-way times out', async () => {
      const started = Date.now();
      const error = await failure(fetchCapped(`${base}/trickle`, { ...options, timeoutMs: 200 }));
      expect(error).toMatchObject({ kind: 'timeout', retryable: true });
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  describe('HTTP status', () => {
    it.each([
      [404, 'Not Found', false],
      [400, 'Bad Request', false],
      [401, 'Unauthorized', false],
      [408, 'Request Timeout', true],
      [429, 'Too Many Requests', true],
      [500, 'Internal Server Error', true],
      [503, 'Service Unavailable', true],
    ])('%i fails as http-status, retryable %s', async (code, statusText, retryable) => {
      const error = await failure(fetchCapped(`${base}/status?code=${code}`, options));
      expect(error).toMatchObject({ kind: 'http-status', retryable, detail: { status: code, statusText } });
      expect(error.message).toBe(`HTTP ${code} ${statusText}`);
      expect(isRetryableStatus(code)).toBe(retryable);
    });

    it('keeps Retry-After, in seconds or as a date, capped at an hour', async () => {
      expect((await failure(fetchCapped(`${base}/status?code=429&retry=30`, options))).detail.retryAfterMs).toBe(30_000);
      expect((await failure(fetchCapped(`${base}/status?code=503&retry=999999`, options))).detail.retryAfterMs).toBe(3_600_000);
      const later = new Date(Date.now() + 120_000).toUTCString();
      const ms = (await failure(fetchCapped(`${base}/status?code=503&retry=${encodeURIComponent(later)}`, options))).detail.retryAfterMs!;
      expect(ms).toBeGreaterThan(100_000);
      expect(ms).toBeLessThanOrEqual(120_000);
    });

    it('hands back an answer of any status when asked (a provider explains its refusal in the body)', async () => {
      const answer = await fetchCapped(`${base}/status?code=429&retry=5`, { ...options, anyStatus: true });
      expect(answer).toMatchObject({ status: 429, retryAfterMs: 5_000 });
      expect(text(answer.body)).toBe('status 429');
    });
  });

  it('names the socket error when nothing listens, as a retryable network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(fetchCapped(url, options));
    expect(error).toMatchObject({ kind: 'network', retryable: true, url });
    expect(error.message).toMatch(/^network error: .*ECONNREFUSED/);
  });
});
