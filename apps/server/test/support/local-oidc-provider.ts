import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface LocalOidcProvider {
  /** For GOOGLE_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in on the next round trip. */
  signInAs(user: OidcUser): void;
  /** The next authorisation ends with this error instead of a code (a person who pressed Cancel). */
  failNext(error: string, description?: string): void;
  close(): Promise<void>;
}

/**
 * A local OpenID Connect provider on 127.0.0.1 standing in for Google (oauth2-mock-server): real
 * discovery, authorisation redirect, code exchange with PKCE, signed ID token and userinfo.
 */
export async function startLocalOidcProvider(): Promise<LocalOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const clientId = 'kakyere-test-client';
  let user: OidcUser = { sub: 'google-user-1', email: 'kofi.google@example.org', name: 'Kofi Boateng' };
  let failure: { error: string; description?: string } | null = null;

  const claims = () => ({ sub: user.sub, email: user.email, email_verified: true, name: user.name, ...(user.picture ? { picture: user.picture } : {}) });
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims(), { aud: clientId });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = claims();
  });
  server.service.on('beforeAuthorizeRedirect', (redirect) => {
    if (!failure) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', failure.error);
    if (failure.description) redirect.url.searchParams.set('error_description', failure.description);
    failure = null;
  });

  return {
    issuer: server.issuer.url!.replace(/\/+$/, ''),
    clientId,
    clientSecret: 'kakyere-test-secret',
    signInAs(next) {
      user = next;
    },
    failNext(error, description) {
      failure = { error, ...(description ? { description } : {}) };
    },
    close: () => server.stop(),
  };
}
