import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@kakyere/db';

/**
 * Confirms a subscription's address as its owner does (double opt-in): the confirmation e-mail's
 * link, then the page's button (a POST). Returns the link's token.
 */
export async function confirmAddressByEmail(app: FastifyInstance, database: Pick<DatabaseHandle, 'executeSql'>, email: string): Promise<string> {
  await app.services.mailer.flush();
  const { rows } = await database.executeSql(
    `select text_body from mail_outbox where to_address = $1 and kind = 'subscription-confirm-address' order by created_at desc limit 1`,
    [email.toLowerCase()],
  );
  const body = (rows[0] as { text_body?: string } | undefined)?.text_body;
  const link = body?.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === '/subscribe/confirm');
  if (!link) throw new Error(`no confirmation link was e-mailed to ${email}`);
  const token = new URL(link).searchParams.get('token')!;
  const res = await app.inject({ method: 'POST', url: '/api/notifications/confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`confirming ${email} failed: ${res.statusCode} ${res.body}`);
  await app.services.mailer.flush();
  return token;
}
