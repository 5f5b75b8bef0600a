// sw.js, the service worker: it keeps every file of the app in a cache named
// after the build (`make web` writes the version below), so the app opens
// offline after the first visit. A new build has a new sw.js, which the
// browser installs beside the old one; it takes over on the next start and
// drops the old cache.
'use strict';

const VERSION = '@VERSION@';
const CACHE = 'sapc-' + VERSION;
const FILES = ['./', 'index.html', 'boot.js', 'phone.js', 'wasm_exec.js', 'app.wasm',
  'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

// install fetches what the cache lacks: boot.js has already put the big
// app.wasm there while the page loaded it. The cache keeps the WebAssembly
// inflated, as app.wasm (the host has only app.wasm.gz), so that the page
// compiles it straight from the cache, where Chromium keeps its compiled
// code beside it (see fromWorker in boot.js).
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const file of FILES) {
      if (await cache.match(file, { ignoreSearch: true })) continue;
      if (file === 'app.wasm') await cache.put(file, await inflatedWasm());
      else await cache.add(file);
    }
    await self.skipWaiting();
  })());
});

// inflatedWasm downloads app.wasm.gz and returns it inflated, as app.wasm
// would be served, unless the host already inflated it (it sent the file
// with Content-Encoding: gzip): a gzip stream starts with 1f 8b.
async function inflatedWasm() {
  const response = await fetch('app.wasm.gz?v=' + VERSION);
  if (!response.ok) throw new Error('app.wasm.gz: HTTP ' + response.status);
  const blob = await response.blob();
  const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  const gzipped = head.length === 2 && head[0] === 0x1f && head[1] === 0x8b;
  const body = gzipped ? blob.stream().pipeThrough(new DecompressionStream('gzip')) : blob.stream();
  return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
}

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
