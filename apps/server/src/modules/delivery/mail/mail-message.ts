import type { DbExecutor } from '@kakyere/db';

/** One e-mail, as every sender in the site writes it: a plain-text part and an HTML part. */
export interface MailMessage {
  /** What it is for ('verify-email', 'reset-password', later alerts); kept with it in the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message exists to deliver; logged when no mail server is configured. */
  link?: string;
  /** Extra headers: Message-ID (stable, so a resend is recognisable), List-Unsubscribe and its -Post. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Writes the message to the outbox and starts its delivery (or logs its link); resolves once it
   * is written, so an accepted message is never lost, whatever happens to the delivery.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /**
   * Writes the message to the outbox inside the caller's transaction, so it exists exactly when the
   * caller's change does; `deliver(id)` after the commit starts sending it.
   */
  enqueue(executor: DbExecutor, message: MailMessage): Promise<string>;
  /** Starts delivering an outbox row written by `enqueue` (once its transaction has committed). */
  deliver(id: string): Promise<void>;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  flush(): Promise<void>;
  /** Sends what an earlier attempt could not (a mail server that was down); returns how many went. */
  retryPending(): Promise<number>;
  close(): void;
}

export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';
