package webtest

import (
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
)

// site serves a build folder on 127.0.0.1, a secure context for the
// browser (service workers, caches), the way any static host serves files:
// app.wasm.gz as the gzip file it is, which the page inflates itself. Like
// `APP serve` it serves only the files on the build's list (ListFile), so
// that a file the page needs and the list lacks fails the tests. With
// encoded set it is sent instead as a host that compresses on its own would:
// with Content-Encoding: gzip, so the browser inflates it first. With down
// set every request fails, as without a network.
type site struct {
	URL     string
	encoded atomic.Bool
	down    atomic.Bool
	hits    atomic.Int64 // requests for app.wasm.gz
	srv     *http.Server
}

// contentTypes are the types the page needs that Go's mime table may lack.
var contentTypes = map[string]string{
	".webmanifest": "application/manifest+json",
	".js":          "text/javascript; charset=utf-8",
	".gz":          "application/gzip",
}

func serve(tb testing.TB, dir string) *site {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("cannot listen on 127.0.0.1: %v", err)
	}
	listed, err := webserve.Files(dir)
	if err != nil {
		tb.Fatal(err)
	}
	s := &site{URL: "http://" + ln.Addr().String() + "/"}
	files := http.FileServer(http.Dir(dir))
	s.srv = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.down.Load() {
			http.Error(w, "offline", http.StatusServiceUnavailable)
			return
		}
		if !onList(listed, r.URL.Path) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		if t, ok := contentTypes[filepath.Ext(r.URL.Path)]; ok {
			w.Header().Set("Content-Type", t)
		}
		if strings.HasSuffix(r.URL.Path, ".wasm.gz") {
			s.hits.Add(1)
			if s.encoded.Load() {
				w.Header().Set("Content-Type", "application/wasm")
				w.Header().Set("Content-Encoding", "gzip")
			}
		}
		files.ServeHTTP(w, r)
	})}
	go func() { _ = s.srv.Serve(ln) }()
	tb.Cleanup(func() { _ = s.srv.Close() })
	return s
}

// onList reports whether the file a URL path asks for, "/" and any path
// ending in "/" being that folder's index.html, is on the list listed.
func onList(listed []string, urlPath string) bool {
	name := strings.TrimPrefix(urlPath, "/")
	if name == "" || strings.HasSuffix(name, "/") {
		name += webserve.IndexFile
	}
	return slices.Contains(listed, name)
}
