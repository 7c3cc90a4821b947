import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kakyere/db';
import type { TextsConfig } from '../../../config.js';
import { createDeliveryPool } from '../outbox/create-delivery-pool.js';
import { createTextProviders } from './create-text-providers.js';
import type { SendResult, TextChannel, TextSender, TextStatus } from './text-message.js';
import { MAX_TEXT_ATTEMPTS, insertOutboxText, textBackoffMs, textOutboxClaims, type TextOutboxRow } from './text-outbox-repository.js';

export { MAX_TEXT_ATTEMPTS, textBackoffMs };

/** Requests to providers at once; the rest wait as outbox ids. */
const MAX_SENDING = 10;

const VARIABLE: Record<TextChannel, string> = { sms: 'SMS_PROVIDER', whatsapp: 'WHATSAPP_PROVIDER' };
const isChannel = (channel: string): channel is TextChannel => channel === 'sms' || channel === 'whatsapp';

/**
 * The site's one way to send SMS and WhatsApp, modelled on the mailer: every message is written to
 * the text outbox first (in the caller's transaction), then sent in the background by its channel's
 * provider. A transient failure (no answer, a timeout, 429, 5xx) is tried again with backoff; a
 * permanent one (an invalid or blocked number, an opted-out person) is recorded as failed and never
 * tried again. Without a provider the outbox row is the delivery and the log line carries the text,
 * so the embedded site works offline (and its confirmation links can be followed from the log).
 */
export function createTextSender({ config, db, log }: { config: TextsConfig; db: Database; log: FastifyBaseLogger }): TextSender {
  const providers = createTextProviders(config);
  const outbox = textOutboxClaims(config.retryAfterSeconds);
  async function sendClaimed(row: TextOutboxRow): Promise<TextStatus> {
    const context = { textId: row.id, channel: row.channel, kind: row.meta?.kind };
    if (!isChannel(row.channel)) {
      await outbox.finish(db, row.id, row.attempts, { status: 'failed', error: `unknown channel '${row.channel}'` });
      return 'failed';
    }
    const provider = providers[row.channel];
    if (!provider) {
      await outbox.finish(db, row.id, row.attempts, { status: 'logged', set: { sentAt: sql`now()` } });
      log.info({ ...context, to: row.toNumber }, `${row.channel === 'sms' ? 'SMS' : 'WhatsApp message'} kept in the outbox (no ${VARIABLE[row.channel]}) to ${row.toNumber}: ${row.body}`);
      return 'logged';
    }
    const result: SendResult = await provider.send(row.toNumber, row.body).catch((error: unknown) => ({ ok: false, permanent: false, error: error instanceof Error ? error.message : String(error) }));
    if (result.ok) {
      await outbox.finish(db, row.id, row.attempts, { status: 'sent', set: { providerMessageId: result.providerMessageId, sentAt: sql`now()` } });
      return 'sent';
    }
    const { attempts } = row;
    const status = await outbox.finish(db, row.id, attempts, result.permanent ? { status: 'failed', error: result.error } : { status: 'retry', error: result.error, ...(result.retryAfterMs !== undefined ? { retryAfterMs: result.retryAfterMs } : {}) });
    if (status === 'failed') {
      log.warn({ ...context, provider: provider.name, attempts, err: result.error }, result.permanent ? 'text refused for good; it will not be tried again' : 'text not sent after its last attempt');
      return 'failed';
    }
    const nextAttemptAt = new Date(Date.now() + Math.max(textBackoffMs(attempts), result.retryAfterMs ?? 0));
    log.warn({ ...context, provider: provider.name, attempts, nextAttemptAt, err: result.error }, 'text not sent; it stays in the outbox for another attempt');
    return 'pending';
  }

  async function deliverNow(id: string): Promise<void> {
    const row = await outbox.claim(db, id);
    if (row) await sendClaimed(row);
  }

  // As the mailer: the caller never waits for a provider.
  const pool = createDeliveryPool({
    max: MAX_SENDING,
    deliver: deliverNow,
    onError: (error, id) => log.error({ err: error, textId: id }, 'text delivery failed'),
  });

  return {
    enqueue: (executor, message) => insertOutboxText(executor, message),
    async deliver(id) {
      pool.add(id);
    },
    flush: () => pool.flush(),
    async retryPending() {
      const expired = await outbox.expireStale(db);
      if (expired > 0) log.warn({ count: expired }, 'texts not sent within a day are no longer tried');
      // Batches sent together until none is due: a restart after a crash may find hundreds waiting.
      let sent = 0;
      for (let batch = await outbox.claimDue(db, MAX_SENDING); batch.length > 0; batch = await outbox.claimDue(db, MAX_SENDING)) {
        const results = await Promise.all(batch.map((row) => sendClaimed(row)));
        sent += results.filter((status) => status === 'sent').length;
      }
      return sent;
    },
    hasProvider: (channel) => providers[channel] !== null,
    close() {
      // fetch keeps no connection of ours open; nothing to release.
    },
  };
}
