import net from 'node:net';
import type { FastifyListenOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pending connections the kernel queues before accept (Node's default is 511). A crowd arriving at
 * once overflows a short queue, and the dropped SYNs are retried only after a second or more.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Listening sockets on the one port (Linux). Since libuv 1.45 (Node 20) a listening socket accepts
 * ONE connection per turn of the event loop (libuv/libuv#3696; nodejs/node#57364). Under load a turn
 * serves every ready keep-alive connection, ~1,000 requests and 100–200 ms on our 2 cores, so new
 * connections were taken at 5–10 a second: a burst of 1,000 left the last few dozen, their requests
 * already sent, in the kernel's accept queue for 2–5 s (wrk's time-outs), where load shedding cannot
 * see them either. With SO_REUSEPORT the kernel spreads new connections over this many sockets, and
 * each turn accepts one from each: 32 times the rate, with the connections still served by the one
 * HTTP server (its timeouts, keep-alive and error handling).
 */
export const ACCEPT_SOCKETS = 32;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `listen` for the real server: the backlog above, and on Linux ACCEPT_SOCKETS sockets on the port.
     * A port another process already listens on is refused (EADDRINUSE), as a plain listen would.
     */
    serve(options: { port: number; host: string }): Promise<string>;
  }
}

const listening = (server: net.Server, options: net.ListenOptions) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });

const closing = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Infrastructure: how the process listens. Tests use inject() and never listen through it. */
export const listenSocketsPlugin = fp(
  async (app) => {
    // Sockets beside the app's own; each hands what it accepts to the app's HTTP server.
    const acceptors: net.Server[] = [];
    const drained: Promise<void>[] = [];

    app.decorate('serve', async ({ port, host }: { port: number; host: string }) => {
      if (process.platform !== 'linux' || ACCEPT_SOCKETS <= 1) return app.listen({ port, host, backlog: LISTEN_BACKLOG });
      // SO_REUSEPORT would let a second copy of the server share the port silently: check it is free first.
      if (port !== 0) {
        const probe = net.createServer();
        await listening(probe, { port, host });
        await closing(probe);
      }
      const address = await app.listen({ port, host, backlog: LISTEN_BACKLOG, reusePort: true } as FastifyListenOptions);
      const bound = app.server.address() as net.AddressInfo;
      for (let i = 1; i < ACCEPT_SOCKETS; i++) {
        // Sockets made as the HTTP server makes its own (half-open allowed: HTTP decides; no Nagle delay).
        const acceptor = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => app.server.emit('connection', socket));
        await listening(acceptor, { port: bound.port, host: bound.address, backlog: LISTEN_BACKLOG, reusePort: true });
        acceptors.push(acceptor);
      }
      return address;
    });

    // Closing stops every socket accepting at once, and waits, like the app's own server, for the
    // connections they took to finish, so app.close() still means no request is left in flight.
    app.addHook('preClose', (done) => {
      drained.push(...acceptors.splice(0).map(closing));
      done();
    });
    app.addHook('onClose', async () => {
      await Promise.all(drained.splice(0));
    });
  },
  { name: 'listen-sockets' },
);
