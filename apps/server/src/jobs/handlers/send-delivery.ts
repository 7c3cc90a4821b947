import { sendAlertDelivery } from '../../modules/records/alerts/send-alert.js';
import { sendPushDelivery } from '../../modules/records/alerts/push-alerts.js';
import type { AlertJobContext } from '../alert-job-context.js';

export async function sendDelivery(payload: { deliveryId: string }, context: AlertJobContext) {
  return { outcome: await sendAlertDelivery(context, payload.deliveryId) };
}

export async function sendPushAlert(payload: { pushDeliveryId: string }, context: AlertJobContext) {
  // A server that cannot sign pushes leaves them pending for one that can (every server can today).
  if (!context.push) throw new Error('Web Push is not configured in this process');
  return { outcome: await sendPushDelivery({ ...context, push: context.push }, payload.pushDeliveryId) };
}
