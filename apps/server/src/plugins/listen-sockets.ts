import { readFileSync } from 'node:fs';
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
 * serves every ready keep-alive connection (~1,000 requests, 100–300 ms on our 2 cores), so a lone
 * socket took new connections at 5–10 a second and a burst left its last arrivals, requests already
 * sent, in the kernel's accept queue for seconds, where load shedding cannot see them. With
 * SO_REUSEPORT the kernel spreads new connections over the sockets by address hash, and each turn
 * accepts one from each. Of 3,000 arrivals at once, 32 sockets left ~1,900 waiting over 2 s, 1,024
 * ~700–1,300 (some sockets draw ten), 4,096 under 150 (bench/README.md, load). Each costs a file
 * descriptor and ~3 KB; 4,096 open in ~0.2 s.
 */
export const ACCEPT_SOCKETS = 4096;

/**
 * ACCEPT_SOCKETS, or a quarter of the open-file limit when that is lower, so that connections keep
 * most of the descriptors. `limits` is the text of /proc/self/limits (read after Node has raised its
 * soft limit to the hard one); without a readable limit, ACCEPT_SOCKETS.
 */
export function acceptSocketCount(limits: string | null): number {
  const soft = limits?.match(/^Max open files\s+(\d+|unlimited)/m)?.[1];
  if (!soft || soft === 'unlimited') return ACCEPT_SOCKETS;
  return Math.max(1, Math.min(ACCEPT_SOCKETS, Math.floor(Number(soft) / 4)));
}

function readProcessLimits(): string | null {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `listen` for the real server: the backlog above, and on Linux acceptSocketCount() sockets on the port.
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
      const sockets = process.platform === 'linux' ? acceptSocketCount(readProcessLimits()) : 1;
      if (sockets <= 1) return app.listen({ port, host, backlog: LISTEN_BACKLOG });
      // SO_REUSEPORT would let a second copy of the server share the port silently: check it is free first.
      if (port !== 0) {
        const probe = net.createServer();
        await listening(probe, { port, host });
        await closing(probe);
      }
      const address = await app.listen({ port, host, backlog: LISTEN_BACKLOG, reusePort: true } as FastifyListenOptions);
      const bound = app.server.address() as net.AddressInfo;
      for (let i = 1; i < sockets; i++) {
        // Sockets made as the HTTP server makes its own (half-open allowed: HTTP decides; no Nagle delay).
        const acceptor = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => app.server.emit('connection', socket));
        try {
          await listening(acceptor, { port: bound.port, host: bound.address, backlog: LISTEN_BACKLOG, reusePort: true });
        } catch (error) {
          // Out of file descriptors (a low limit): serve with the sockets there are, and say so.
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EMFILE' && code !== 'ENFILE') throw error;
          app.log.warn({ sockets: acceptors.length + 1, wanted: sockets, code }, 'fewer listening sockets than wanted: raise the open-file limit');
          break;
        }
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
