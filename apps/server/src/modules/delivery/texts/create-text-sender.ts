import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kakyere/db';
import type { TextsConfig } from '../../../config.js';
import { createDeliveryPool } from '../outbox/create-delivery-pool.js';
import { createTextProviders } from './create-text-providers.js';
import type { SendResult, TextChannel, TextSender, TextStatus } from './text-message.js';
import {
  attemptsOf,
  claimDueTexts,
  claimText,
  expireStaleTexts,
  insertOutboxText,
  markTextFailed,
  markTextForRetry,
  markTextLogged,
  markTextSent,
  type TextOutboxRow,
} from './text-outbox-repository.js';

/** After this many attempts a transient failure is recorded as failed. With the backoff below: about half an hour. */
export const MAX_TEXT_ATTEMPTS = 6;
/** Requests to providers at once; the rest wait as outbox ids. */
const MAX_SENDING = 10;
/** 1, 2, 4, 8, 16 minutes after attempts 1 to 5, never more than 30 (the retry pass runs each minute by default). */
export const textBackoffMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);

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
  async function sendClaimed(row: TextOutboxRow): Promise<TextStatus> {
    const context = { textId: row.id, channel: row.channel, kind: row.meta?.kind };
    if (!isChannel(row.channel)) {
      await markTextFailed(db, row.id, `unknown channel '${row.channel}'`);
      return 'failed';
    }
    const provider = providers[row.channel];
    if (!provider) {
      await markTextLogged(db, row.id);
      log.info({ ...context, to: row.toNumber }, `${row.channel === 'sms' ? 'SMS' : 'WhatsApp message'} kept in the outbox (no ${VARIABLE[row.channel]}) to ${row.toNumber}: ${row.body}`);
      return 'logged';
    }
    const result: SendResult = await provider.send(row.toNumber, row.body).catch((error: unknown) => ({ ok: false, permanent: false, error: error instanceof Error ? error.message : String(error) }));
    if (result.ok) {
      await markTextSent(db, row.id, result.providerMessageId);
      return 'sent';
    }
    const attempts = attemptsOf(row);
    if (result.permanent || attempts >= MAX_TEXT_ATTEMPTS) {
      await markTextFailed(db, row.id, result.error);
      log.warn({ ...context, provider: provider.name, attempts, err: result.error }, result.permanent ? 'text refused for good; it will not be tried again' : 'text not sent after its last attempt');
      return 'failed';
    }
    const nextAttemptAt = new Date(Date.now() + Math.max(textBackoffMs(attempts), result.retryAfterMs ?? 0));
    await markTextForRetry(db, row.id, result.error, nextAttemptAt);
    log.warn({ ...context, provider: provider.name, attempts, nextAttemptAt, err: result.error }, 'text not sent; it stays in the outbox for another attempt');
    return 'pending';
  }

  async function deliverNow(id: string): Promise<void> {
    const row = await claimText(db, id);
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
      const expired = await expireStaleTexts(db);
      if (expired > 0) log.warn({ count: expired }, 'texts not sent within a day are no longer tried');
      // Batches sent together until none is due: a restart after a crash may find hundreds waiting.
      let sent = 0;
      for (let batch = await claimDueTexts(db, MAX_SENDING, config.retryAfterSeconds); batch.length > 0; batch = await claimDueTexts(db, MAX_SENDING, config.retryAfterSeconds)) {
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
