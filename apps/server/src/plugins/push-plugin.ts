import fp from 'fastify-plugin';
import { ensureVapidKeys } from '../modules/push/ensure-vapid-keys.js';
import type { PushDeps } from '../modules/push/send-push.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: the VAPID keys and subject every replica signs with (what `sendPush` needs beside the database). */
    push: Pick<PushDeps, 'vapid'>;
  }
}

/** Infrastructure: the site's VAPID keys, from the environment or generated once into the database. */
export const pushPlugin = fp(
  async (app) => {
    const keys = await ensureVapidKeys(app.db, app.config.push.vapidKeys);
    app.decorate('push', { vapid: { ...keys, subject: app.config.push.subject } });
  },
  { name: 'push', dependencies: ['config', 'database'] },
);
