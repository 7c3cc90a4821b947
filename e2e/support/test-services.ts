// What the e2e server runs beside the site: a real SMTP server the site's mailer sends to, a local
// OpenID Connect provider standing in for Google, and a stand-in for the SMS and WhatsApp providers'
// REST endpoints. The specs reach them through a small control server on E2E_PORT + 1 (read a
// mailbox or a phone's texts, choose who signs in at "Google", make the next one fail).
import { createServer, type Server } from 'node:http';
import { startLocalOidcProvider, type LocalOidcProvider, type OidcUser } from '../../apps/server/test/support/local-oidc-provider.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../apps/server/test/support/local-smtp-server.js';
import { startLocalTextProvider, type LocalTextProvider } from '../../apps/server/test/support/local-text-provider.js';

export interface TestServices {
  smtp: LocalSmtpServer;
  oidc: LocalOidcProvider;
  texts: LocalTextProvider;
  control: Server;
  /**
   * What `POST /ingest { "fixture": "<file in apps/server/test/fixtures/official-report>" }` runs: an
   * Official Report ingested as `npm run ingest` does, while the site runs (set by the e2e server).
   */
  ingest: ((fixture: string) => Promise<{ hansardId: string }>) | null;
}

/** The message bodies texted to `to` so far, whichever provider carried them. */
const textsTo = (texts: LocalTextProvider, to: string) =>
  texts.received.filter((r) => (r.form.To ?? r.form.to ?? '').replace(/^whatsapp:/, '') === to).map((r) => r.form.Body ?? r.form.message ?? '');

export async function startTestServices(controlPort: number): Promise<TestServices> {
  const smtp = await startLocalSmtpServer();
  const oidc = await startLocalOidcProvider();
  const texts = await startLocalTextProvider();
  const services: Pick<TestServices, 'ingest'> = { ingest: null };
  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>) : {};
      if (request.method === 'GET' && url.pathname === '/mail') {
        const to = url.searchParams.get('to') ?? '';
        const subject = url.searchParams.get('subject');
        const index = Number(url.searchParams.get('index') ?? 0);
        smtp.waitFor(to, { timeoutMs: 10_000, index, ...(subject ? { subject: new RegExp(subject) } : {}) }).then(
          (mail) => send(200, mail),
          (error: Error) => send(404, { error: error.message }),
        );
        return;
      }
      if (request.method === 'GET' && url.pathname === '/texts') {
        const to = url.searchParams.get('to') ?? '';
        const deadline = Date.now() + 10_000;
        const poll = () => {
          const bodies = textsTo(texts, to);
          if (bodies.length > 0) return send(200, { bodies });
          if (Date.now() > deadline) return send(404, { error: `no text to ${to}` });
          setTimeout(poll, 100);
        };
        return poll();
      }
      if (request.method === 'POST' && url.pathname === '/ingest' && services.ingest) {
        services.ingest(body.fixture ?? '').then(
          (result) => send(200, result),
          (error: Error) => send(400, { error: error.message }),
        );
        return;
      }
      if (request.method === 'POST' && url.pathname === '/oidc/sign-in-as') {
        oidc.signInAs(body as unknown as OidcUser);
        return send(200, { ok: true });
      }
      if (request.method === 'POST' && url.pathname === '/oidc/fail-next') {
        oidc.failNext(body.error ?? 'access_denied', body.description);
        return send(200, { ok: true });
      }
      send(404, { error: 'no such control' });
    });
  });
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
  return Object.assign(services, { smtp, oidc, texts, control });
}
