// boot.js loads the app: it downloads the compressed WebAssembly file with a
// progress bar, inflates it in the browser (DecompressionStream, so any static
// host can serve it as a plain file), starts it with Go's wasm_exec.js, and
// hides the loading screen when the app has drawn its first frame (the Go
// side calls sapc.ready, see ui/web_js.go). It also keeps a copy of the files
// for the service worker (sw.js), so the app opens offline after one visit.
'use strict';

(() => {
  const script = document.currentScript;
  const wasmURL = script.dataset.wasm;
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

  // keep puts a response into the cache the service worker serves from, so
  // installing it does not download the 10 MB again. Caches exist only on
  // https and localhost.
  function keep(url, response) {
    return caches.open(cacheName).then((c) => c.put(url, response)).catch(() => {});
  }

  async function instantiate(bytes, imports) {
    const response = new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } });
    if (WebAssembly.instantiateStreaming) {
      return (await WebAssembly.instantiateStreaming(response, imports)).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
  }

  async function start() {
    if (!self.DecompressionStream || !self.WebAssembly) {
      throw new Error('this browser is too old; update it and open the page again');
    }
    const response = await fetch(wasmURL);
    if (!response.ok) throw new Error('download failed: HTTP ' + response.status);
    const total = knownSize || Number(response.headers.get('Content-Length')) || 0;
    let mine = response.body;
    let saved = Promise.resolve();
    if (cacheName && self.caches) {
      let copy;
      [mine, copy] = mine.tee();
      saved = keep(wasmURL, new Response(copy));
    }
    const go = new Go();
    const instance = await instantiate(await inflated(counted(mine, total)), go.importObject);
    progress(1);
    status.textContent = 'Starting…';
    await saved;
    registerWorker();
    go.run(instance).then(() => {
      status.textContent = 'The app has stopped. Reload the page to start it again.';
      loading.classList.remove('done');
    });
  }

  // registerWorker installs sw.js once the download is cached, so the worker
  // finds it there; service workers exist only on https and localhost.
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
