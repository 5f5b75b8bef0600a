package webserve

import (
	"bufio"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stamp is the version of the build stampedDir makes.
const stamp = "0123456789ab"

// stampedDir makes a folder laid out as `make web` writes it, with stamp as
// its version, and returns it with a folder beside it, outside the build,
// that holds secret.txt.
func stampedDir(t *testing.T) (dir, outside string) {
	t.Helper()
	base := t.TempDir()
	dir, outside = filepath.Join(base, "web"), filepath.Join(base, "outside")
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.Mkdir(outside, 0o755))
	page := fmt.Sprintf(`<script src="boot.js?v=%[1]s" data-wasm="app.wasm.gz?v=%[1]s"></script>`, stamp)
	files := map[string]string{
		IndexFile: page, "boot.js": "// boot", "sw.js": "// worker " + stamp,
		"manifest.webmanifest": "{}", "app.wasm.gz": "\x1f\x8bgzip", "app.wasm": "\x00asm",
		"icon-192.png": "\x89PNG", "notes.bin": "?",
	}
	for name, text := range files {
		writeFile(t, filepath.Join(dir, name), text)
		list(t, dir, name)
	}
	writeFile(t, filepath.Join(outside, "secret.txt"), "secret")
	return dir, outside
}

func writeFile(t *testing.T, name, text string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(name), 0o755))
	require.NoError(t, os.WriteFile(name, []byte(text), 0o644))
}

// list adds names to the list of the build's files in dir (ListFile), as
// `make web` writes it: one name a line.
func list(t *testing.T, dir string, names ...string) {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(dir, ListFile), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	require.NoError(t, err)
	for _, name := range names {
		_, err = fmt.Fprintln(f, name)
		require.NoError(t, err)
	}
	require.NoError(t, f.Close())
}

// serve starts a server of dir on 127.0.0.1 with opt, closed at the end of
// the test.
func serve(t *testing.T, dir string, opt Options) *Server {
	t.Helper()
	s, err := StartWith(dir, "127.0.0.1:0", opt)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// hostPort is the HOST:PORT s listens on.
func hostPort(s *Server) string {
	return strings.TrimSuffix(strings.TrimPrefix(s.URL, "http://"), "/")
}

// raw sends one request to s exactly as written (no client cleans its
// path) and returns the answer and its body.
func raw(t *testing.T, s *Server, method, target string) (*http.Response, string) {
	t.Helper()
	return rawFor(t, s, "Host: "+hostPort(s), method, target)
}

// rawFor is raw with the Host header line host ("" for none, as HTTP/1.0
// allows).
func rawFor(t *testing.T, s *Server, host, method, target string) (*http.Response, string) {
	t.Helper()
	conn, err := net.Dial("tcp", hostPort(s))
	require.NoError(t, err)
	defer conn.Close()
	proto := "HTTP/1.1"
	if host == "" {
		proto = "HTTP/1.0"
	} else {
		host += "\r\n"
	}
	_, err = fmt.Fprintf(conn, "%s %s %s\r\n%sAccept-Encoding: gzip\r\nConnection: close\r\n\r\n", method, target, proto, host)
	require.NoError(t, err)
	res, err := http.ReadResponse(bufio.NewReader(conn), &http.Request{Method: method})
	require.NoError(t, err, "%s %s", method, target)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res, string(body)
}

func TestRefusesLinksOutOfTheFolder(t *testing.T) {
	dir, outside := stampedDir(t)
	require.NoError(t, os.Symlink("../outside/secret.txt", filepath.Join(dir, "leak.txt")))
	require.NoError(t, os.Symlink("../outside", filepath.Join(dir, "leakdir")))
	require.NoError(t, os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(dir, "abs.txt")))
	require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(dir, "passwd.txt")))
	s := serve(t, dir, Options{})
	list(t, dir, "leak.txt", "leakdir/secret.txt", "abs.txt", "passwd.txt") // on the list, and still refused
	assertNotFound(t, s, "/leak.txt", "/leakdir/secret.txt", "/leakdir/", "/abs.txt", "/passwd.txt")
}

// assertNotFound checks that s answers each target 404, with none of the
// secrets the tests hide.
func assertNotFound(t *testing.T, s *Server, targets ...string) {
	t.Helper()
	for _, target := range targets {
		res, body := raw(t, s, http.MethodGet, target)
		assert.Equal(t, http.StatusNotFound, res.StatusCode, target)
		assert.NotContains(t, body, "secret", target)
		assert.NotContains(t, body, "root:", target)
		assert.NotContains(t, body, "a.js", target)
	}
}

func TestFollowsALinkThatStaysInside(t *testing.T) {
	dir, _ := stampedDir(t)
	require.NoError(t, os.Symlink("boot.js", filepath.Join(dir, "alias.js")))
	require.NoError(t, os.Symlink("sub/../boot.js", filepath.Join(dir, "winding.js")))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	require.NoError(t, os.Symlink(filepath.Join(dir, "boot.js"), filepath.Join(dir, "absolute.js")))
	s := serve(t, dir, Options{})
	list(t, dir, "alias.js", "winding.js", "absolute.js") // CheckDir would refuse absolute.js
	for _, target := range []string{"/alias.js", "/winding.js"} {
		res, body := raw(t, s, http.MethodGet, target)
		assert.Equal(t, http.StatusOK, res.StatusCode, target)
		assert.Equal(t, "// boot", body, target)
	}
	res, _ := raw(t, s, http.MethodGet, "/absolute.js")
	assert.Equal(t, http.StatusNotFound, res.StatusCode, "os.Root refuses an absolute link, even one that points inside")
}

func TestListsNoFolder(t *testing.T) {
	dir, _ := stampedDir(t)
	writeFile(t, filepath.Join(dir, "bare", "a.js"), "a")
	writeFile(t, filepath.Join(dir, "app", IndexFile), "sub page")
	list(t, dir, "bare/a.js", "app/"+IndexFile)
	s := serve(t, dir, Options{})
	assertNotFound(t, s, "/bare/", "/bare", "/app")
	res, body := raw(t, s, http.MethodGet, "/app/")
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "sub page", body, "a folder with an index.html is served as its page")
}

func TestHidesDotfiles(t *testing.T) {
	dir, _ := stampedDir(t)
	writeFile(t, filepath.Join(dir, ".env"), "secret")
	writeFile(t, filepath.Join(dir, ".git", "config"), "secret")
	writeFile(t, filepath.Join(dir, "sub", ".hidden.js"), "secret")
	assertNotFound(t, serve(t, dir, Options{}), "/.env", "/.git/config", "/.git/", "/sub/.hidden.js", "/%2eenv")
}

func TestRefusesTraversal(t *testing.T) {
	dir, _ := stampedDir(t)
	assertNotFound(t, serve(t, dir, Options{}),
		"/../outside/secret.txt", "/%2e%2e/outside/secret.txt", "/boot.js/../../outside/secret.txt",
		"/..%2foutside%2fsecret.txt", `/..\outside\secret.txt`, "//etc/passwd", "/./boot.js")
}

func TestFileNames(t *testing.T) {
	for urlPath, want := range map[string]string{
		"/": IndexFile, "/boot.js": "boot.js", "/sub/": "sub/index.html", "/sub/a.js": "sub/a.js",
		"": "", "boot.js": "", "/../x": "", "/a/../b": "", "/a//b": "", "/.env": "", "/a/.b/c": "",
		`/a\b`: "", "/c:x": "", "/a\x00": "", "/.": "", "/./": "",
	} {
		name, ok := fileName(urlPath)
		assert.Equal(t, want, name, urlPath)
		assert.Equal(t, want != "", ok, urlPath)
	}
}

func TestAllowsOnlyGetAndHead(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{})
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS"} {
		res, body := raw(t, s, method, "/index.html")
		assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode, method)
		assert.Equal(t, "GET, HEAD", res.Header.Get("Allow"), method)
		assert.NotContains(t, body, "<script", method)
	}
	_, err := os.Stat(filepath.Join(dir, IndexFile))
	assert.NoError(t, err, "DELETE deleted nothing")
}

func TestHeadSendsTheHeadersOnly(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{})
	res, err := http.Head(s.URL + "boot.js")
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, int64(len("// boot")), res.ContentLength)
	assert.Empty(t, body)
	assert.Equal(t, "text/javascript", mediaType(t, res))
}

func TestCacheControlPerFile(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{})
	for target, want := range map[string]string{
		"/": NoCache, "/index.html": NoCache, "/sw.js": NoCache, "/manifest.webmanifest": NoCache,
		"/icon-192.png": NoCache, "/boot.js": NoCache, "/app.wasm.gz": NoCache,
		"/boot.js?v=" + stamp: LongCache, "/app.wasm.gz?v=" + stamp: LongCache,
		"/boot.js?v=old": NoCache, "/boot.js?v=" + stamp + "&x=1": NoCache,
		"/sw.js?v=" + stamp: NoCache, "/index.html?v=" + stamp: NoCache,
	} {
		res, _ := raw(t, s, http.MethodGet, target)
		assert.Equal(t, http.StatusOK, res.StatusCode, target)
		assert.Equal(t, want, res.Header.Get("Cache-Control"), target)
	}

	writeFile(t, filepath.Join(dir, IndexFile), `<script src="boot.js?v=@VERSION@"></script>`)
	res, _ := raw(t, s, http.MethodGet, "/boot.js?v="+stamp)
	assert.Equal(t, NoCache, res.Header.Get("Cache-Control"), "a rebuilt page: the old version is no longer current")
}

func TestContentTypes(t *testing.T) {
	dir, _ := stampedDir(t)
	s := serve(t, dir, Options{})
	for target, want := range map[string]string{
		"/": "text/html", "/boot.js": "text/javascript", "/app.wasm": "application/wasm",
		"/manifest.webmanifest": "application/manifest+json", "/icon-192.png": "image/png",
		"/app.wasm.gz": "application/gzip", "/notes.bin": "application/octet-stream",
	} {
		res, _ := raw(t, s, http.MethodGet, target)
		assert.Equal(t, want, mediaType(t, res), target)
		assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"), target)
	}
	res, body := raw(t, s, http.MethodGet, "/app.wasm.gz")
	assert.Empty(t, res.Header.Get("Content-Encoding"), "the page inflates app.wasm.gz itself")
	assert.Equal(t, "\x1f\x8bgzip", body, "sent as it is")
}

// mediaType is the Content-Type of res without its parameters.
func mediaType(t *testing.T, res *http.Response) string {
	t.Helper()
	m, _, err := mime.ParseMediaType(res.Header.Get("Content-Type"))
	require.NoError(t, err)
	return m
}

func TestServesOnlyTheFilesOnTheBuildsList(t *testing.T) {
	dir, _ := stampedDir(t)
	writeFile(t, filepath.Join(dir, "notes.txt"), "secret notes")
	writeFile(t, filepath.Join(dir, "src", "main.go"), "package secret")
	writeFile(t, filepath.Join(dir, "sub", IndexFile), "secret page")
	big, err := os.Create(filepath.Join(dir, "big.bin"))
	require.NoError(t, err)
	require.NoError(t, big.Truncate(5<<20))
	require.NoError(t, big.Close())
	s := serve(t, dir, Options{})
	assertNotFound(t, s, "/notes.txt", "/src/main.go", "/sub/", "/sub/"+IndexFile, "/big.bin", "/"+ListFile)
	res, body := raw(t, s, http.MethodGet, "/boot.js")
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "// boot", body)
	list(t, dir, ListFile)
	assertNotFound(t, s, "/"+ListFile)

	require.NoError(t, os.Remove(filepath.Join(dir, ListFile)))
	list(t, dir, IndexFile, "sw.js")
	res, _ = raw(t, s, http.MethodGet, "/boot.js")
	assert.Equal(t, http.StatusNotFound, res.StatusCode, "a rebuild without boot.js no longer serves it")
	res, _ = raw(t, s, http.MethodGet, "/")
	assert.Equal(t, http.StatusOK, res.StatusCode, "/ is the listed index.html")
}
