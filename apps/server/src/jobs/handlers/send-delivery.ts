import { sendAlertDelivery } from '../../modules/alerts/send-alert.js';
import { sendPushDelivery } from '../../modules/alerts/push-alerts.js';
import type { JobContext } from '../define-job.js';

export async function sendDelivery(payload: { deliveryId: string }, context: JobContext) {
  return { outcome: await sendAlertDelivery(context, payload.deliveryId) };
}

export async function sendPushAlert(payload: { pushDeliveryId: string }, context: JobContext) {
  // A server that cannot sign pushes leaves them pending for one that can (every server can today).
  if (!context.push) throw new Error('Web Push is not configured in this process');
  return { outcome: await sendPushDelivery({ ...context, push: context.push }, payload.pushDeliveryId) };
}
