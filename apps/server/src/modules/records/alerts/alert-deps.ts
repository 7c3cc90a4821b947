import type { Database } from '@kakyere/db';
import type { Mailer } from '../../delivery/mail/mail-message.js';
import type { PushDeps } from '../../delivery/push/send-push.js';
import type { TextSender } from '../../delivery/texts/text-message.js';

/** Web Push as the alerts use it: the database comes with the alert dependencies. */
export type PushSender = Omit<PushDeps, 'db'>;

/** What every alert operation needs: built once at start-up and handed to routes and jobs. */
export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  /** SMS and WhatsApp: alerts, and the links that confirm a number. */
  texts: TextSender;
  publicUrl: string;
  /** Signs manage and confirmation links. */
  secret: string;
  /** Called once an alert is recorded as sent, before it is handed over (the crash tests' hook). */
  onAlertSent?: () => void;
  /** Web Push (signed-in readers' browsers); absent where nothing sends pushes. */
  push?: PushSender;
  /** A sitting older than this many days when it is published alerts nobody (ALERT_MAX_AGE_DAYS). */
  alertMaxAgeDays: number;
}
