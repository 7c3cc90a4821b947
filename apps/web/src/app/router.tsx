import { redirect, type RouteObject } from 'react-router';
import { HansardsRoute } from './routes/hansards-route';
import { HomeRoute } from './routes/home-route';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

/** Every other screen is its own chunk, loaded when it is first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => (
      <AppShell>
        <span className="page-spinner" role="status" aria-label="Loading" />
      </AppShell>
    ),
    children: [
      // The feed and the Hansards list are where visitors land, so they ship in the first chunk:
      // one less round trip before they (and the first-visit tour) paint on a slow connection.
      { index: true, Component: HomeRoute },
      {
        path: 'hansards',
        Component: HansardsRoute,
        children: [
          {
            path: ':id',
            lazy: async () => ({
              Component: (await import('../features/hansards/components/hansard-detail-route'))
                .HansardDetailRoute,
            }),
          },
        ],
      },
      {
        path: 'bills',
        lazy: async () => ({ Component: (await import('./routes/bills-route')).BillsRoute }),
      },
      {
        path: 'bills/:id',
        lazy: async () => ({ Component: (await import('./routes/bill-detail-route')).BillDetailRoute }),
      },
      {
        path: 'subscribe',
        lazy: async () => ({ Component: (await import('../features/alerts/components/subscribe-page')).SubscribePage }),
      },
      // Where the e-mailed and texted links land: change or stop alerts, apply choices asked for again, confirm a number, unsubscribe.
      {
        path: 'subscribe/manage',
        lazy: async () => ({ Component: (await import('../features/alerts/components/manage-page')).ManagePage }),
      },
      {
        path: 'subscribe/confirm',
        lazy: async () => ({ Component: (await import('../features/alerts/components/confirm-page')).ConfirmPage }),
      },
      {
        path: 'subscribe/phone',
        lazy: async () => ({ Component: (await import('../features/alerts/components/phone-confirm-page')).PhoneConfirmPage }),
      },
      {
        path: 'unsubscribe',
        lazy: async () => ({ Component: (await import('../features/alerts/components/unsubscribe-page')).UnsubscribePage }),
      },
      // The bar calls this screen Alerts, so that is the address people guess and type.
      { path: 'alerts', loader: () => redirect('/subscribe') },
      // Accounts: each screen its own chunk; the header's avatar menu is all the first chunk carries.
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/accounts/components/login-page')).LoginPage }),
      },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('../features/accounts/components/sign-up-page')).SignUpPage }),
      },
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/accounts/components/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/accounts/components/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({ Component: (await import('../features/accounts/components/verify-email-page')).VerifyEmailPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
