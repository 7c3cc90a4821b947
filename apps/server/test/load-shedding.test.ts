import { request as httpRequest, type ClientRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kakyere/contract';
import { registerLoadShedding, RETRY_AFTER_SECONDS } from '../src/plugins/load-shedding.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A route that holds every request until the test lets them all go: requests kept in flight at will. */
function heldRoute() {
  let release = () => {};
  let gate = Promise.resolve();
  const held = {
    arrived: 0,
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    register(app: FastifyInstance) {
      app.get('/test/held', async () => {
        held.arrived++;
        await gate;
        return { success: true };
      });
    },
  };
  return held;
}

describe('load shedding past MAX_REQUESTS_IN_FLIGHT', () => {
  const held = heldRoute();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_REQUESTS_IN_FLIGHT: '2' }, { configure: (app) => held.register(app) });
  });
  afterAll(() => {
    held.release(); // a failed test must not leave requests held, or closing waits for them
    return t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** Holds two requests in flight (the limit), checks a third is shed, then lets the two finish. */
  async function expectExactlyTwoServedAtOnce() {
    held.hold();
    const before = held.arrived;
    const first = get('/test/held');
    const second = get('/test/held');
    await vi.waitFor(() => expect(held.arrived).toBe(before + 2));
    const shed = await get('/api/hansards');
    expect(shed.statusCode).toBe(503);
    held.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    return shed;
  }

  it('answers 503 with Retry-After in the API error shape while the limit is in flight, at once, for any route', async () => {
    held.hold();
    const holding = [get('/test/held'), get('/test/held')];
    await vi.waitFor(() => expect(held.arrived).toBe(2));

    const shed = await get('/api/hansards');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.json()).toEqual({ success: false, error: MESSAGES.overloaded });
    // Pages and the held route itself are shed the same way, and a shed request never reaches its route.
    expect((await get('/')).statusCode).toBe(503);
    expect((await get('/test/held')).statusCode).toBe(503);
    expect(held.arrived).toBe(2);

    held.release();
    for (const res of await Promise.all(holding)) expect(res.statusCode).toBe(200);
  });

  it('serves again once the requests in flight have finished: the count goes back to exactly zero', async () => {
    expect((await get('/api/hansards')).statusCode).toBe(200);
    // Twice more: two still fit and a third does not, so no slot leaked and none was given back twice.
    await expectExactlyTwoServedAtOnce();
    await expectExactlyTwoServedAtOnce();
    expect((await get('/api/hansards')).statusCode).toBe(200);
  });

  it('gives the slot of a request whose client hung up back once, when the connection closes', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    held.hold();
    const before = held.arrived;
    const open = (): { req: ClientRequest; done: Promise<number> } => {
      const req = httpRequest(`${url}/test/held`, { agent: false });
      const done = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
      });
      req.end();
      return { req, done };
    };
    const abandoned = open();
    const waiting = open();
    await vi.waitFor(() => expect(held.arrived).toBe(before + 2));
    expect((await fetch(`${url}/api/hansards`)).status).toBe(503);

    // The client gives up; its request is still being handled, but its connection is gone.
    abandoned.done.catch(() => {});
    abandoned.req.destroy();
    await vi.waitFor(async () => expect((await fetch(`${url}/api/hansards`)).status).toBe(200));

    // The held handler then finishes on the closed connection: no second release of its slot.
    held.release();
    expect(await waiting.done).toBe(200);
    await expectExactlyTwoServedAtOnce();
  });
});

describe('MAX_REQUESTS_IN_FLIGHT=0', () => {
  const held = heldRoute();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_REQUESTS_IN_FLIGHT: '0' }, { configure: (app) => held.register(app) });
  });
  afterAll(() => {
    held.release(); // a failed test must not leave requests held, or closing waits for them
    return t.close();
  });

  it('turns shedding off: any number of requests in flight, every one served', async () => {
    held.hold();
    const holding = Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/test/held' }));
    await vi.waitFor(() => expect(held.arrived).toBe(5));
    expect((await t.app.inject({ method: 'GET', url: '/api/hansards' })).statusCode).toBe(200);
    held.release();
    for (const res of await Promise.all(holding)) expect(res.statusCode).toBe(200);
  });
});

describe('the searches’ own allowance (SEARCH_MAX_IN_FLIGHT)', () => {
  let app: FastifyInstance;
  let release = () => {};
  let arrived = 0;
  beforeAll(async () => {
    app = Fastify();
    registerLoadShedding(app, { maxRequestsInFlight: 100, searchMaxInFlight: 2, searchPaths: ['/test/search'] });
    let gate = new Promise<void>((resolve) => (release = resolve));
    // A search is held until the test lets it go; the same address without words answers at once.
    app.get('/test/search', async (request) => {
      if (!(request.query as Record<string, string>).q) return { form: true };
      arrived++;
      await gate;
      gate = new Promise<void>((resolve) => (release = resolve));
      return { searched: true };
    });
    app.get('/test/other', async () => ({ other: true }));
    await app.ready();
  });
  afterAll(async () => {
    release();
    await app.close();
  });

  it('sheds a search past the allowance with 503 and Retry-After, while every other request is served', async () => {
    const searching = [app.inject('/test/search?q=cocoa'), app.inject('/test/search?q=galamsey')];
    await vi.waitFor(() => expect(arrived).toBe(2));

    const shed = await app.inject('/test/search?q=tariff');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ success: false, error: MESSAGES.overloaded });
    expect(arrived).toBe(2);
    // Far below the overall count: anything that is not a search is served.
    expect((await app.inject('/test/other')).statusCode).toBe(200);
    expect((await app.inject('/test/search')).json()).toEqual({ form: true });

    release();
    for (const res of await Promise.all(searching)) expect(res.statusCode).toBe(200);
    // The slots came back: a search is admitted again.
    const again = app.inject('/test/search?q=cocoa');
    await vi.waitFor(() => expect(arrived).toBe(3));
    release();
    expect((await again).statusCode).toBe(200);
  });
});
