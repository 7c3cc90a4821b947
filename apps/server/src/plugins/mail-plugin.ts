import fp from 'fastify-plugin';
import { createMailer } from '../modules/mail/create-mailer.js';
import type { Mailer } from '../modules/mail/mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A message a mail server refused is tried again this often (each replica; claims never collide). */
const RETRY_EVERY_MS = 60_000;

/** Infrastructure: the site's one mailer (SMTP when configured, else the outbox and a log line). */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer({ config: app.config.mail, db: app.db, log: app.log });
    app.decorate('mailer', mailer);
    const retry = app.config.mail.smtpUrl
      ? setInterval(() => {
          mailer.retryPending().catch((error: unknown) => app.log.warn({ err: error }, 'retrying unsent e-mail failed'));
        }, RETRY_EVERY_MS).unref()
      : null;
    app.addHook('onClose', async () => {
      if (retry) clearInterval(retry);
      await mailer.flush();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
