package webtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestWorkerKeepsTheAppInflated checks the service worker's copy of the
// app, which later starts compile (web/boot.js, fromWorker): app.wasm,
// inflated. The page here keeps no copy of its own (its data-cache is
// emptied), as when a new build's worker installs in the background, so
// the worker inflates app.wasm.gz itself, from a plain host and from one
// that compresses on its own. A reload then starts from that copy without
// asking the host for app.wasm.gz, and so does a restart without network.
func TestWorkerKeepsTheAppInflated(t *testing.T) {
	longTier(t)
	dir := uncachedCopy(t, webDir(t))
	gz, err := os.ReadFile(filepath.Join(dir, "app.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	want := inflatedSize(t, gz)
	for _, encoded := range []bool{false, true} {
		s := serve(t, dir)
		s.encoded.Store(encoded)
		profile := t.TempDir()
		p := openPhone(t, profile)
		p.open(s.URL)
		p.waitWorker()
		var kept struct {
			Type string
			Size int64
			Head []byte
		}
		if err := json.Unmarshal([]byte(eval[string](p, keptWasmJS)), &kept); err != nil {
			t.Fatal(err)
		}
		if kept.Type != "application/wasm" || kept.Size != want || string(kept.Head) != "\x00asm" {
			t.Errorf("encoded %v: the worker keeps %s of %d bytes starting %q, want application/wasm of %d starting \\0asm",
				encoded, kept.Type, kept.Size, kept.Head, want)
		}
		hits := s.hits.Load()
		p.reload()
		if got := s.hits.Load(); got != hits {
			t.Errorf("encoded %v: a reload asked the host for app.wasm.gz", encoded)
		}
		checkConsole(p)
		p.close()
		s.down.Store(true)
		p = openPhone(t, profile)
		p.open(s.URL)
		checkConsole(p)
		p.close()
	}
}

// keptWasmJS describes as JSON the app.wasm the service worker keeps.
const keptWasmJS = `(async () => {
	const name = (await caches.keys()).find((n) => n.startsWith('sapc-'));
	const cache = name && await caches.open(name);
	const kept = cache && await cache.match('app.wasm', { ignoreSearch: true });
	if (!kept) return JSON.stringify({ type: 'nothing', size: 0, head: '' });
	const bytes = new Uint8Array(await kept.arrayBuffer());
	return JSON.stringify({ type: kept.headers.get('Content-Type'), size: bytes.length, head: btoa(String.fromCharCode(...bytes.slice(0, 4))) });
})()`

// uncachedCopy copies the build folder dir with its page's data-cache
// emptied: the page then keeps nothing in the cache itself.
func uncachedCopy(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() == "index.html" {
			data = regexp.MustCompile(`data-cache="[^"]*"`).ReplaceAll(data, []byte(`data-cache=""`))
		}
		if err := os.WriteFile(filepath.Join(out, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}
