import fp from 'fastify-plugin';
import { createTextSender } from '../modules/texts/create-text-sender.js';
import type { TextSender } from '../modules/texts/text-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    texts: TextSender;
  }
}

/** Infrastructure: the site's one SMS and WhatsApp sender (a provider per channel when configured, else the outbox and a log line). */
export const textsPlugin = fp(
  async (app) => {
    const texts = createTextSender({ config: app.config.texts, db: app.db, log: app.log });
    app.decorate('texts', texts);
    const { sms, whatsapp } = app.config.texts;
    app.log.debug({ sms: sms?.provider ?? 'outbox', whatsapp: whatsapp?.provider ?? 'outbox' }, 'text providers');
    // Each replica looks for due texts every OUTBOX_RETRY_SECONDS (claims never collide), one pass at a
    // time: a pass waiting on slow providers must not be joined by the next one.
    let passing = false;
    const retry =
      sms || whatsapp
        ? setInterval(() => {
            if (passing) return;
            passing = true;
            texts
              .retryPending()
              .catch((error: unknown) => app.log.warn({ err: error }, 'retrying unsent texts failed'))
              .finally(() => (passing = false));
          }, app.config.texts.retryAfterSeconds * 1000).unref()
        : null;
    app.addHook('onClose', async () => {
      if (retry) clearInterval(retry);
      await texts.flush();
      texts.close();
    });
  },
  { name: 'texts', dependencies: ['config', 'database'] },
);
