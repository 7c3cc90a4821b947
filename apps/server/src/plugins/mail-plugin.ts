import fp from 'fastify-plugin';
import { createMailer } from '../modules/mail/create-mailer.js';
import type { Mailer } from '../modules/mail/mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Infrastructure: the site's one mailer (SMTP when configured, else the outbox and a log line). */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer({ config: app.config.mail, db: app.db, log: app.log });
    app.decorate('mailer', mailer);
    // A message a mail server refused, or one a crashed process left, is tried again on every pass
    // (each replica runs one; claims never collide).
    const retry = app.config.mail.smtpUrl
      ? setInterval(() => {
          mailer.retryPending().catch((error: unknown) => app.log.warn({ err: error }, 'retrying unsent e-mail failed'));
        }, app.config.mail.retryAfterSeconds * 1000).unref()
      : null;
    app.addHook('onClose', async () => {
      if (retry) clearInterval(retry);
      await mailer.flush();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
