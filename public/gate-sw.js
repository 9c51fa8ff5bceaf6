// The gate's service worker: registered only by the gate's pages (/gate and /admin/check-in),
// each with its own scope, so no public page is ever controlled by it. It keeps the page and the
// code that page hands it (src/client/features/gate/lib/offline.ts), and answers from them when
// the network is gone. The API is never cached: the page keeps its data in IndexedDB.
const CACHE = 'gate-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep') return;
  const urls = [...new Set(event.data.urls)];
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined))))
      .then(() => event.ports[0]?.postMessage('kept')),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The page from the network when there is one (a new build), else the one kept.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
          }
          return response;
        })
        .catch(() => caches.match(url.pathname).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: kept ones first, others fetched and kept.
    event.respondWith(
      caches.match(url.pathname).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
            }
            return response;
          }),
      ),
    );
  }
});
