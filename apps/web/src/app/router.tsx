import { PAGES } from '@kakyere/contract/constants';
import { redirect, type RouteObject } from 'react-router';
import { HansardsRoute } from './routes/hansards-route';
import { HomeRoute } from './routes/home-route';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

/**
 * Every other screen is its own chunk, loaded when it is first visited. Paths come from the page
 * table (absolute, also where nested), and router.test.ts checks that each route has an entry and each
 * entry a route.
 */
export const routes: RouteObject[] = [
  {
    path: PAGES.home.path,
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
        path: PAGES.hansards.path,
        Component: HansardsRoute,
        children: [
          {
            path: PAGES.hansard.path,
            lazy: async () => ({
              Component: (await import('../features/hansards/components/hansard-detail-route'))
                .HansardDetailRoute,
            }),
          },
        ],
      },
      {
        path: PAGES.bills.path,
        lazy: async () => ({ Component: (await import('./routes/bills-route')).BillsRoute }),
      },
      {
        path: PAGES.bill.path,
        lazy: async () => ({ Component: (await import('./routes/bill-detail-route')).BillDetailRoute }),
      },
      {
        path: PAGES.members.path,
        lazy: async () => ({ Component: (await import('../features/members/components/members-page')).MembersPage }),
      },
      // A Member's page; by id alone it is sent on to the address with their name (the server does it before rendering).
      {
        path: PAGES.member.path,
        lazy: async () => ({ Component: (await import('./routes/member-route')).MemberRoute }),
      },
      {
        path: PAGES.memberById.path,
        lazy: async () => ({ Component: (await import('./routes/member-route')).MemberRoute }),
      },
      {
        path: PAGES.search.path,
        lazy: async () => ({ Component: (await import('./routes/search-route')).SearchRoute }),
      },
      {
        path: PAGES.subscribe.path,
        lazy: async () => ({ Component: (await import('../features/alerts/components/subscribe-page')).SubscribePage }),
      },
      // Where the e-mailed and texted links land: change or stop alerts, apply choices asked for again, confirm a number, unsubscribe.
      {
        path: PAGES.manageAlerts.path,
        lazy: async () => ({ Component: (await import('../features/alerts/components/manage-page')).ManagePage }),
      },
      {
        path: PAGES.confirmAlerts.path,
        lazy: async () => ({ Component: (await import('../features/alerts/components/confirm-page')).ConfirmPage }),
      },
      {
        path: PAGES.confirmPhone.path,
        lazy: async () => ({ Component: (await import('../features/alerts/components/phone-confirm-page')).PhoneConfirmPage }),
      },
      {
        path: PAGES.unsubscribe.path,
        lazy: async () => ({ Component: (await import('../features/alerts/components/unsubscribe-page')).UnsubscribePage }),
      },
      { path: PAGES.alerts.path, loader: () => redirect(PAGES.alerts.redirect) },
      // Accounts: each screen its own chunk; the header's avatar menu is all the first chunk carries.
      {
        path: PAGES.logIn.path,
        lazy: async () => ({ Component: (await import('../features/accounts/components/login-page')).LoginPage }),
      },
      {
        path: PAGES.signUp.path,
        lazy: async () => ({ Component: (await import('../features/accounts/components/sign-up-page')).SignUpPage }),
      },
      {
        path: PAGES.profile.path,
        lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute }),
      },
      {
        path: PAGES.forgotPassword.path,
        lazy: async () => ({
          Component: (await import('../features/accounts/components/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: PAGES.resetPassword.path,
        lazy: async () => ({
          Component: (await import('../features/accounts/components/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: PAGES.verifyEmail.path,
        lazy: async () => ({ Component: (await import('../features/accounts/components/verify-email-page')).VerifyEmailPage }),
      },
      {
        path: PAGES.openData.path,
        lazy: async () => ({ Component: (await import('../features/open-data/components/open-data-page')).OpenDataPage }),
      },
      {
        path: PAGES.notFound.path,
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
