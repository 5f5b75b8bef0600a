// sw.js, the service worker: it keeps every file of the app in a cache named
// after the build (`make web` writes the version below), so the app opens
// offline after the first visit. A new build has a new sw.js, which the
// browser installs beside the old one; it takes over on the next start and
// drops the old cache.
'use strict';

const CACHE = 'sapc-@VERSION@';
const FILES = ['./', 'index.html', 'boot.js', 'phone.js', 'wasm_exec.js', 'app.wasm.gz',
  'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

// install fetches what the cache lacks: boot.js has already put the big
// app.wasm.gz there while the page loaded it.
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const file of FILES) {
      if (!(await cache.match(file, { ignoreSearch: true }))) await cache.add(file);
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('sapc-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// fetch answers from the cache first (the ?v= of the page's URLs is
// ignored: a cache holds one build), then from the network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = request.mode === 'navigate' ? './' : request;
    return (await cache.match(key, { ignoreSearch: true })) || fetch(request);
  })());
});
