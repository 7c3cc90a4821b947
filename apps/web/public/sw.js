/* Kakyerɛ service worker (served at /sw.js).
 * - Pre-caches the app shell: index.html plus every built asset listed in /asset-manifest.json.
 * - Navigations: network first. Each page is kept under its own path (account pages never), and
 *   offline a page falls back to its own copy, else to the unrendered app shell, so the app opens offline.
 * - GET /api/hansards (the feed and the list): network first, keeping the last response so the
 *   feed can be read offline.
 * - Hashed assets under /assets/: cache first (their names change whenever their content does).
 * - push: shows a notification; clicking it opens the page it names (a tab already showing it is
 *   focused, else an open tab of the site is navigated there, else a new one opens).
 * - pushsubscriptionchange: the renewed subscription is stored for the signed-in reader again.
 * The build replaces BUILD_ID, so each release installs a new worker and drops old caches. */

const BUILD_ID = 'dev';
const SHELL_CACHE = `kakyere-shell-${BUILD_ID}`;
const API_CACHE = 'kakyere-api-v1';
// /app-shell is the page with nothing rendered in it: the app renders whatever address it is
// opened at, so it stands in for any page not kept yet (a kept page is rendered for its own address).
const APP_SHELL = '/app-shell';
const SHELL_URLS = ['/', APP_SHELL, '/logo.svg', '/manifest.webmanifest'];
/** Pages with a person's own details: never written to a cache another visitor could read. */
const PRIVATE_PAGES = ['/login', '/signup', '/profile'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      let assets = [];
      try {
        const response = await fetch('/asset-manifest.json', { cache: 'no-store' });
        if (response.ok) assets = (await response.json()).assets ?? [];
      } catch {
        // Offline or in development: the shell is cached as it is used instead.
      }
      await cache.addAll([...SHELL_URLS, ...assets]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('kakyere-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

function isHansardList(url) {
  return url.pathname === '/api/hansards';
}

async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function navigation(request) {
  const cache = await caches.open(SHELL_CACHE);
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    // A signed-in reader's page is marked no-store by the server: it is theirs, and is not kept either.
    const personal = /no-store/.test(response.headers.get('Cache-Control') ?? '');
    if (response.ok && !personal && !PRIVATE_PAGES.includes(path)) await cache.put(path, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(path)) ?? (await cache.match(APP_SHELL));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (isHansardList(url)) {
    event.respondWith(networkFirst(request, API_CACHE));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'Kakyerɛ';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || 'New parliamentary records have been published.',
      icon: '/logo.svg',
      badge: '/logo.svg',
      tag: payload.tag,
      data: { url: payload.url || '/' },
    }),
  );
});

/** Where a notification leads: a page of this site, never another one (a payload names a path). */
function notificationTarget(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The item already open: bring that tab forward.
      const showing = windows.find((client) => client.url === target);
      if (showing) return showing.focus();
      // Otherwise reuse an open tab of the site (focus first: navigating needs the click's permission
      // to bring it forward), and open a new one only when there is none or it cannot be navigated.
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
      if (tab) {
        try {
          const focused = await tab.focus();
          return await focused.navigate(target);
        } catch {
          // An uncontrolled tab cannot be navigated by the worker.
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});

// The push service replaced this browser's subscription (Firefox renews them): subscribe again with
// the same key and store it for the signed-in reader, so notifications keep arriving.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const options = event.oldSubscription?.options;
      const subscription =
        event.newSubscription ??
        (options?.applicationServerKey
          ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
          : null);
      if (!subscription) return;
      await fetch('/api/notifications/push/subscription', {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
