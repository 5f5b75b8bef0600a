// boot.js loads the app: it downloads the compressed WebAssembly file with a
// progress bar, inflates it in the browser (DecompressionStream, so any static
// host can serve it as a plain file), starts it with Go's wasm_exec.js, and
// hides the loading screen when the app has drawn its first frame (the Go
// side calls sapc.ready, see ui/web_js.go). It also keeps the inflated
// WebAssembly for the service worker (sw.js), so the app opens offline after
// one visit; a page the worker serves starts from that copy (fromWorker).
'use strict';

(() => {
  const script = document.currentScript;
  const wasmURL = script.dataset.wasm; // app.wasm.gz?v=VERSION
  const rawURL = script.dataset.raw; // app.wasm?v=VERSION: the service worker's inflated copy
  const knownSize = Number(script.dataset.size) || 0; // compressed bytes, written by `make web`
  const cacheName = script.dataset.cache;
  const loading = document.getElementById('loading');
  const fill = loading.querySelector('.fill');
  const status = loading.querySelector('.status');

  function progress(fraction) {
    const pct = Math.max(0, Math.min(100, Math.round(fraction * 100)));
    fill.style.width = pct + '%';
    loading.setAttribute('aria-valuenow', String(pct));
  }

  function fail(err) {
    console.error('sapc: cannot start:', err);
    status.textContent = 'The app could not start: ' + (err && err.message ? err.message : err);
    const retry = document.createElement('button');
    retry.textContent = 'Try again';
    retry.onclick = () => location.reload();
    loading.appendChild(retry);
  }

  // counted passes a download through, moving the bar by its bytes.
  function counted(body, total) {
    let got = 0;
    return body.pipeThrough(new TransformStream({
      transform(chunk, out) {
        got += chunk.byteLength;
        if (total > 0) progress(got / total);
        out.enqueue(chunk);
      },
    }));
  }

  // inflated returns the WebAssembly bytes of a download: gunzipped, unless
  // the host already did that (it sent the file with Content-Encoding: gzip);
  // the first two bytes tell (1f 8b starts a gzip stream).
  async function inflated(body) {
    const reader = body.getReader();
    const first = await reader.read();
    const rest = new ReadableStream({
      start(out) { if (!first.done) out.enqueue(first.value); },
      async pull(out) {
        const next = await reader.read();
        if (next.done) out.close(); else out.enqueue(next.value);
      },
    });
    const head = first.value || new Uint8Array(0);
    const gzipped = head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
    return gzipped ? rest.pipeThrough(new DecompressionStream('gzip')) : rest;
  }

  // keep puts the inflated WebAssembly into the cache the service worker
  // serves from, as app.wasm, so installing the worker downloads nothing
  // again. Caches exist only on https and localhost.
  function keep(body) {
    const response = new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
    return caches.open(cacheName).then((c) => c.put(rawURL, response)).catch(() => {});
  }

  async function instantiate(bytes, imports) {
    const response = new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } });
    if (WebAssembly.instantiateStreaming) {
      return (await WebAssembly.instantiateStreaming(response, imports)).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
  }

  // fromWorker compiles the service worker's copy of the inflated
  // WebAssembly (app.wasm): nothing to download or inflate, and Chromium
  // keeps the machine code it compiles from a cached response beside it, so
  // from the third start on it loads that code instead of compiling again
  // (the first start it serves compiles from scratch, and the code is kept
  // once it has been running a while). That needs the worker's response
  // untouched, hence no progress bar here. null when no worker serves the
  // page or its cache has no app.wasm (a worker of an older build).
  async function fromWorker(imports) {
    if (!self.navigator.serviceWorker || !navigator.serviceWorker.controller || !WebAssembly.instantiateStreaming) {
      return null;
    }
    const response = await fetch(rawURL).catch(() => null);
    if (!response || !response.ok || response.headers.get('Content-Type') !== 'application/wasm') return null;
    return (await WebAssembly.instantiateStreaming(response, imports)).instance;
  }

  // download fetches app.wasm.gz with the progress bar, inflates it and
  // compiles it as it arrives; with a cache, a copy of the inflated bytes
  // goes there as it passes (saved, which resolves when it is kept).
  async function download(imports) {
    const response = await fetch(wasmURL);
    if (!response.ok) throw new Error('download failed: HTTP ' + response.status);
    const total = knownSize || Number(response.headers.get('Content-Length')) || 0;
    let wasm = await inflated(counted(response.body, total));
    let saved = Promise.resolve();
    if (cacheName && self.caches) {
      let copy;
      [wasm, copy] = wasm.tee();
      saved = keep(copy);
    }
    return { instance: await instantiate(wasm, imports), saved };
  }

  async function start() {
    if (!self.DecompressionStream || !self.WebAssembly) {
      throw new Error('this browser is too old; update it and open the page again');
    }
    const go = new Go();
    let instance = await fromWorker(go.importObject).catch((err) => {
      console.warn('sapc: the offline copy does not start, downloading:', err);
      return null;
    });
    let saved = Promise.resolve();
    if (!instance) ({ instance, saved } = await download(go.importObject));
    progress(1);
    status.textContent = 'Starting…';
    saved.then(registerWorker);
    go.run(instance).then(() => {
      status.textContent = 'The app has stopped. Reload the page to start it again.';
      loading.classList.remove('done');
    });
  }

  // registerWorker installs sw.js once the download is cached, so the worker
  // finds it there (the app runs meanwhile); service workers exist only on
  // https and localhost.
  function registerWorker() {
    if (!('serviceWorker' in navigator) || !self.isSecureContext) return;
    navigator.serviceWorker.register('sw.js').catch((err) => console.warn('sapc: no offline copy:', err));
  }

  // sapc.ready is called by the app when its first screen is laid out, with
  // its scale (device pixels per unit); the loading screen goes two
  // animation frames later, when that screen is drawn.
  self.sapc = self.sapc || {};
  self.sapc.ready = (info) => {
    self.sapc.scale = info && info.scale;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      self.sapc.firstFrame = performance.now();
      loading.classList.add('done');
      setTimeout(() => loading.remove(), 300);
    }));
  };

  start().catch(fail);
})();
