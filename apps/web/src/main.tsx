import { PAGE_STATE_ELEMENT_ID, pickDateLocale } from '@kakyere/contract/constants';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
// From react-router/dom: the provider that can flush a navigation synchronously (flushSync), as
// choosing a bill tab or searching bills asks; the plain one warns and renders it as a transition.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/create-query-client';
import { registerServiceWorker } from './app/register-service-worker';
import { routes } from './app/router';
import { dateLocaleQueryKey } from './lib/date-locale';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The query cache the server rendered the page with, from its JSON block (no inline script). */
function readServerState(): unknown {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy routes this address shows before hydrating, so the first render in the browser is
 * the page the server rendered, not a loading fallback.
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const state = readServerState();
  const serverRendered = root.firstElementChild !== null;
  if (state) hydrate(queryClient, state);
  // The locale the server wrote the page's dates in, so hydration finds the same text; a page the
  // browser renders itself uses the browser's own languages.
  const dateLocale =
    queryClient.getQueryData<string>(dateLocaleQueryKey) ??
    pickDateLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
  if (serverRendered) await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {});
  const app = (
    <AppProviders queryClient={queryClient} dateLocale={dateLocale}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (serverRendered) {
    hydrateRoot(root, app, {
      // Reported, so a mismatch between server and browser never goes unnoticed (the e2e suite fails on it).
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
registerServiceWorker();
