import { sendAlertDelivery } from '../../modules/alerts/send-alert.js';
import type { JobContext } from '../define-job.js';

export async function sendDelivery(payload: { deliveryId: string }, context: JobContext) {
  return { outcome: await sendAlertDelivery(context, payload.deliveryId) };
}
