/* Service worker: when the network is gone, page navigations get the offline page (spec §4, §8). */
const CACHE = 'offline-v2';
const PAGES = { nl: '/offline.html', en: '/offline-en.html' };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(Object.values(PAGES)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only page loads: everything else (API calls, chunks, images) goes to the network untouched.
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    fetch(request).catch(async () => {
      const path = new URL(request.url).pathname;
      const page = path === '/en' || path.startsWith('/en/') ? PAGES.en : PAGES.nl;
      return (await caches.match(page)) || Response.error();
    }),
  );
});
