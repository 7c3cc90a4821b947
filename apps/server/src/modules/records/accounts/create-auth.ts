import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { ACCOUNT_LIMITS, GOOGLE_PROVIDER_ID } from '@kakyere/contract';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications, type Database } from '@kakyere/db';
import type { AuthConfig } from '../../../config.js';
import type { Mailer } from '../../delivery/mail/mail-message.js';
import { insertProfile, syncProfileIdentity } from './profile-repository.js';
import { renderAccountEmail } from './render-account-email.js';

/** The header the auth route sets to the client IP Fastify decided on (TRUST_PROXY); any client copy is dropped. */
export const CLIENT_IP_HEADER = 'x-kakyere-client-ip';

/** Where Better Auth answers, under the API's prefix. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * Per client IP per minute. Tighter on what guesses passwords, creates accounts or sends e-mail;
 * loose enough that a family or an office behind one mobile-network address can still sign in.
 */
export const AUTH_RATE_LIMITS = {
  default: { window: 60, max: 100 },
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 3 },
  '/sign-in/social': { window: 60, max: 20 },
} as const;

const THIRTY_DAYS = 60 * 60 * 24 * 30;

export interface CreateAuthOptions {
  config: AuthConfig;
  secret: string;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Better Auth on the site's own database: e-mail and password (spec: at least 6 characters),
 * verification and reset by e-mail through the site's mailer, database sessions in an HttpOnly
 * cookie, Google over OpenID Connect when configured, and rate limits counted in the database so
 * every replica counts together.
 */
export function createAuth({ config, secret, db, mailer, log }: CreateAuthOptions) {
  const { default: baseLimit, ...customRules } = AUTH_RATE_LIMITS;
  return betterAuth({
    appName: 'Kakyerɛ',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Into the server's log, at the server's level ("Invalid password" is an info line, not a warning).
    logger: {
      log(level, message, ...args) {
        const entry = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(entry, `auth: ${message}`);
        else log.info(entry, `auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications, rateLimit: authRateLimits },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: ACCOUNT_LIMITS.minPasswordLength,
      maxPasswordLength: ACCOUNT_LIMITS.maxPasswordLength,
      // Spec §4: sign-up signs the user in and goes to /; verification follows by e-mail.
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(renderAccountEmail({ kind: 'reset-password', to: user.email, name: user.name, link: url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(renderAccountEmail({ kind: 'verify-email', to: user.email, name: user.name, link: url }));
      },
    },
    session: { expiresIn: THIRTY_DAYS, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: baseLimit.window,
      max: baseLimit.max,
      customRules,
    },
    advanced: {
      cookiePrefix: 'kakyere',
      // The name the page renderer knows (pages for a session are never cached); __Secure- is added on https.
      cookies: { session_token: { name: 'kakyere_session' } },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth turns these checks off when NODE_ENV is 'test'; tests run with the settings of `npm start`.
      disableCSRFCheck: false,
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          // Better Auth runs this after its own write, outside a transaction we could join: the
          // write is idempotent and a missing profile is repaired on first read (decision 012).
          after: async (user) => insertProfile(db, user),
        },
        update: {
          after: async (user) => syncProfileIdentity(db, user),
        },
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

