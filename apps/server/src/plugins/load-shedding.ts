import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type ErrorResponse } from '@kakyere/contract';
import { ERROR_STATUS } from '../errors.js';

/** What a shed request is told: come back after this many seconds. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The addresses (GET) that run a search of the record. `/search` is one only with words to search
 * for (`?q=`); without them it is a form.
 */
export const SEARCH_PATHS: readonly string[] = ['/api/search', '/api/search/follow-preview', '/feeds/search.atom', '/search'];

/** Whether a request runs a search: a GET or HEAD of a search address with `q`. */
function runsSearch(method: string, url: string, paths: ReadonlySet<string>): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const query = url.indexOf('?');
  if (query < 0) return false;
  const pathname = url.slice(0, query).replace(/\/+$/, '');
  return paths.has(pathname) && new URLSearchParams(url.slice(query + 1)).has('q');
}

/** While shedding, one warning per this many milliseconds, with the count shed since the last. */
const LOG_EVERY_MS = 10_000;

/**
 * Sheds load past capacity: while more than `maxRequestsInFlight` requests are being handled, a new
 * one is answered 503 with `Retry-After` at once, before any other hook (security headers, rate
 * limit, routing work, the database) spends anything on it. A crowd beyond what the process can serve
 * then gets a fast "come back shortly" instead of queueing for seconds behind everyone else.
 *
 * Why a count of requests in flight, not event-loop delay (@fastify/under-pressure, tried and removed):
 * on a busy 2-core machine the loop's delay swings with everything else on the CPU, and shedding on it
 * refused 2-30% of a crowd the server could serve. The count only grows when answers stop keeping up
 * with arrivals, and 1,000 keep-alive connections, each waiting for one answer, can never hold more
 * than 1,000 requests in flight, so the default of 1,500 never sheds them.
 *
 * Searches have an allowance of their own, `searchMaxInFlight`. One is tens to hundreds of
 * milliseconds of database work where other answers take a few, so 1,000 of them in flight never
 * reach the overall count, yet take minutes to answer: every one waits for all the others and none
 * is answered in time. Past the allowance a search is told to come back, like any shed request
 * (bench/README.md, "Under a crowd"; decision record 021).
 *
 * The counts are taken in the first onRequest hook and given back once per request, on whichever comes
 * first of the response finishing ('finish') or the connection closing under it ('close', a client
 * that gave up): an aborted or failed request cannot leak a slot, and none is given back twice.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  { maxRequestsInFlight, searchMaxInFlight = 0, searchPaths = SEARCH_PATHS }: { maxRequestsInFlight: number; searchMaxInFlight?: number; searchPaths?: readonly string[] },
): void {
  if (maxRequestsInFlight <= 0) return; // 0 turns shedding off
  // The answer is the same every time: serialised once, sent without the serialiser.
  const body = JSON.stringify({ success: false, error: MESSAGES.overloaded } satisfies ErrorResponse);
  let inFlight = 0;
  let shedSinceLog = 0;
  let loggedAt = -Infinity;

  const searchAddresses = new Set(searchPaths);
  let searchesInFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    const isSearch = searchMaxInFlight > 0 && runsSearch(request.method, request.url, searchAddresses);
    if (inFlight >= maxRequestsInFlight || (isSearch && searchesInFlight >= searchMaxInFlight)) {
      // Not through the error handler: it logs every 5xx, and a log line per shed request is load itself.
      shedSinceLog++;
      const now = Date.now();
      if (now - loggedAt >= LOG_EVERY_MS) {
        app.log.warn({ shed: shedSinceLog, maxRequestsInFlight, searchMaxInFlight }, 'over capacity: answering 503 with Retry-After');
        shedSinceLog = 0;
        loggedAt = now;
      }
      void reply
        .code(ERROR_STATUS.unavailable)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body);
      return; // replied: the route and later hooks do not run
    }
    inFlight++;
    if (isSearch) searchesInFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
      if (isSearch) searchesInFlight--;
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    done();
  });
}

/** Infrastructure, registered first so its hook runs before every other. */
export const loadSheddingPlugin = fp(
  async (app) => {
    const { maxRequestsInFlight, searchMaxInFlight } = app.config.server;
    registerLoadShedding(app, { maxRequestsInFlight, searchMaxInFlight });
  },
  { name: 'load-shedding', dependencies: ['config'] },
);
