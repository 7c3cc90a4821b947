import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_SOCKETS, acceptSocketCount, listenSocketsPlugin } from '../src/plugins/listen-sockets.js';

// The real server listens through app.serve(); tests elsewhere use inject() and never reach it.
const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

async function appWithHeldRoute() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = { arrived: 0, release: () => release() };
  const app = Fastify({ logger: false, forceCloseConnections: 'idle' });
  await app.register(listenSocketsPlugin);
  app.get('/hello', async (request) => ({ remote: request.socket.remotePort }));
  app.get('/held', async () => {
    held.arrived++;
    await gate;
    return { done: true };
  });
  opened.push(app);
  return { app, held };
}

/** A request on a connection of its own, as a new visitor makes one. */
const fresh = (url: string) => fetch(url, { headers: { connection: 'close' } });

describe('app.serve', () => {
  it('answers every new connection through the one app, whichever socket accepted it', async () => {
    const { app } = await appWithHeldRoute();
    const url = await app.serve({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(Array.from({ length: 64 }, () => fresh(`${url}/hello`)));
    expect(answers.map((res) => res.status)).toEqual(Array(64).fill(200));
  });

  it.runIf(process.platform === 'linux')('refuses a port another server already listens on, as a plain listen does', async () => {
    const { app: first } = await appWithHeldRoute();
    await first.serve({ port: 0, host: '127.0.0.1' });
    const { port } = first.server.address() as AddressInfo;
    const { app: second } = await appWithHeldRoute();
    await expect(second.serve({ port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('closes every socket and waits for the requests they took before app.close() resolves', async () => {
    const { app, held } = await appWithHeldRoute();
    const url = await app.serve({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Two connections: with 1,024 sockets on the port, both come through an acceptor almost always, and
    // then only the acceptors' own accounting keeps close() waiting.
    const requests = [fresh(`${url}/held`), fresh(`${url}/held`)];
    await vi.waitFor(() => expect(held.arrived).toBe(2));

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    held.release();
    expect((await Promise.all(requests)).map((res) => res.status)).toEqual([200, 200]);
    await closing;

    // No socket is left on the port: a plain listen, which SO_REUSEPORT sockets would refuse, binds it.
    const probe = createServer();
    await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => probe.close(resolve));
  });
});

describe('acceptSocketCount', () => {
  const limits = (soft: string) =>
    `Limit                     Soft Limit           Hard Limit           Units     \nMax processes             63432                63432                processes \nMax open files            ${soft}                1048576              files     \n`;

  it('opens every socket when the open-file limit is high or unknown', () => {
    expect(acceptSocketCount(limits('1048576'))).toBe(ACCEPT_SOCKETS);
    expect(acceptSocketCount(limits('unlimited'))).toBe(ACCEPT_SOCKETS);
    expect(acceptSocketCount(null)).toBe(ACCEPT_SOCKETS);
  });

  it('leaves three quarters of a low limit to connections', () => {
    expect(acceptSocketCount(limits('4096'))).toBe(1024);
    expect(acceptSocketCount(limits('1024'))).toBe(256);
    expect(acceptSocketCount(limits('2'))).toBe(1);
  });
});
