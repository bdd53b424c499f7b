// Kaizen service worker (hand-written; build/service-worker-plugin.ts fills in the build's files).
// It caches the hashed app shell so the PWA opens without a network, and never touches /api:
// care data must always come fresh from the server.
const CACHE = 'kaizen-shell-__CACHE_VERSION__';
const PRECACHE_URLS = ['__PRECACHE_URLS__'];
const SHELL_URL = '/';

// The first worker takes over at once. A new release waits until the person chooses to reload
// (the app's update prompt posts SKIP_WAITING): switching under an open form or booking would mix
// two releases' code in one page.
self.addEventListener('install', (event) => {
  const firstInstall = !self.registration.active;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS))
      .then(() => (firstInstall ? self.skipWaiting() : undefined)),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('kaizen-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const cacheFirst = async (request) => {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
};

// Pages come from the network so a new release shows at once; offline, the cached shell answers.
const networkFirstPage = (request) =>
  fetch(request).catch(() => caches.match(SHELL_URL).then((shell) => shell || Response.error()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  // The clinician workspace (/clinician/) is another page of the build: the patient shell is
  // no answer for it, so its pages and code are left to the network.
  if (url.pathname === '/clinician' || url.pathname.startsWith('/clinician/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  // Hashed file names never change content, so a cached copy is always right.
  if (url.pathname.startsWith('/assets/') || PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
