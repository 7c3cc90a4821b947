import type { DbExecutor } from '@kakyere/db';

export type TextChannel = 'sms' | 'whatsapp';

/** One SMS or WhatsApp message, as the site writes it to the text outbox. */
export interface TextMessage {
  channel: TextChannel;
  /** E.164, e.g. +233241234567 (the WhatsApp adapter adds its `whatsapp:` prefix itself). */
  to: string;
  body: string;
  /** Kept with the row: what it is for ({ kind, subscriptionId } or { deliveryId }). */
  meta?: Record<string, unknown>;
}

/** How one request to a provider went. A transient failure may go through later; a permanent one never will. */
export type SendResult =
  | { ok: true; providerMessageId: string | null }
  | { ok: false; permanent: boolean; error: string; retryAfterMs?: number };

/** One provider's way to send one message on one channel. */
export interface TextProvider {
  /** 'africastalking' or 'twilio', for logs. */
  name: string;
  send(to: string, body: string): Promise<SendResult>;
}

export type TextStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

export interface TextSender {
  /**
   * Writes the message to the outbox inside the caller's transaction, so it exists exactly when the
   * caller's change does; `deliver(id)` after the commit starts sending it.
   */
  enqueue(executor: DbExecutor, message: TextMessage): Promise<string>;
  /** Starts delivering an outbox row written by `enqueue` (once its transaction has committed). */
  deliver(id: string): Promise<void>;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  flush(): Promise<void>;
  /** Sends what is due again (a transient failure whose backoff has passed); returns how many went. */
  retryPending(): Promise<number>;
  /** Whether a channel has a provider; without one the outbox row is the delivery. */
  hasProvider(channel: TextChannel): boolean;
  close(): void;
}
