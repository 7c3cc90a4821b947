import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

const comingSoon: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/coming-soon-page')).ComingSoonPage,
});

/** Every screen is its own chunk, so the first load carries only the shell and one screen. */
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
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
      },
      {
        path: 'hansards',
        lazy: async () => ({ Component: (await import('./routes/hansards-route')).HansardsRoute }),
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
        lazy: comingSoon,
      },
      { path: 'login', lazy: comingSoon },
      { path: 'signup', lazy: comingSoon },
      { path: 'profile', lazy: comingSoon },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
