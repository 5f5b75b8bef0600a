package webserve

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buildDir makes a folder that looks like a browser build.
func buildDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, IndexFile), []byte("<title>app</title>"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.wasm"), []byte("\x00asm"), 0o644))
	list(t, dir, IndexFile, "app.wasm")
	return dir
}

func get(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	res, err := http.Get(url)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res, string(body)
}

func TestServesTheBuildAndStops(t *testing.T) {
	s, err := Start(buildDir(t), "127.0.0.1:0")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(s.URL, "http://127.0.0.1:"), s.URL)

	res, body := get(t, s.URL)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, body, "<title>app</title>")
	assert.Equal(t, "no-cache", res.Header.Get("Cache-Control"), "a new build reaches the phones")
	res, _ = get(t, s.URL+"app.wasm")
	assert.Equal(t, "application/wasm", res.Header.Get("Content-Type"))
	res, _ = get(t, s.URL+"missing.js")
	assert.Equal(t, http.StatusNotFound, res.StatusCode)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	require.NoError(t, s.Wait(ctx))
	_, err = http.Get(s.URL)
	assert.Error(t, err, "closed")
}

func TestRefusesAFolderWithoutABuild(t *testing.T) {
	_, err := Start(t.TempDir(), "127.0.0.1:0")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "run `make web` first")
}

func TestRefusesABusyPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	_, err = Start(buildDir(t), ln.Addr().String())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot listen on "+ln.Addr().String())
}

func TestAnnouncesTheLANAddressWhenListeningEverywhere(t *testing.T) {
	everywhere := &net.TCPAddr{IP: net.IPv4zero, Port: 8080}
	url := announce(announcedHost(everywhere), everywhere)
	assert.Equal(t, "http://"+LANAddress()+":8080/", url)
	assert.NotEqual(t, "0.0.0.0", LANAddress())
}

func TestSaysWhoCanOpenTheAddress(t *testing.T) {
	assert.Contains(t, audience(net.IPv4zero), "Anyone on this Wi-Fi or local network")
	assert.Contains(t, audience(net.IPv6unspecified), "Anyone on this Wi-Fi or local network")
	assert.Contains(t, audience(net.IPv4(192, 168, 1, 20)), "Anyone on the network of 192.168.1.20")
	assert.Equal(t, "Only this computer can open this address; the phones cannot.", audience(net.IPv4(127, 0, 0, 1)))

	s, err := Start(buildDir(t), "127.0.0.1:0")
	require.NoError(t, err)
	defer s.Close()
	assert.Equal(t, audience(net.IPv4(127, 0, 0, 1)), s.Audience)
	assert.Empty(t, s.Limits, "localhost is a secure address: the browser keeps the app from it")
}

// TestSaysWhatPlainHTTPCannotDo: served to the network over plain http, the
// phones are told they cannot keep the app offline or install it, and how
// they can.
func TestSaysWhatPlainHTTPCannotDo(t *testing.T) {
	for _, ip := range []net.IP{net.IPv4zero, net.IPv4(192, 168, 1, 20)} {
		got := limits(ip)
		assert.Contains(t, got, "cannot keep it for offline use or add it to the home screen", ip.String())
		assert.Contains(t, got, "https", ip.String())
	}
}

func TestRefusesABuildWhosePageLeadsOut(t *testing.T) {
	outside := buildDir(t)
	dir := t.TempDir()
	require.NoError(t, os.Symlink(filepath.Join(outside, IndexFile), filepath.Join(dir, IndexFile)))
	err := CheckDir(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), dir+" holds no browser build (no index.html)")

	err = CheckDir(filepath.Join(dir, "missing"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "missing holds no browser build (no such file or directory)")
}

func TestRefusesAFolderWithoutTheListOfItsFiles(t *testing.T) {
	dir := buildDir(t)
	require.NoError(t, os.Remove(filepath.Join(dir, ListFile)))
	err := CheckDir(dir)
	require.Error(t, err, "index.html alone does not make a browser build")
	assert.Contains(t, err.Error(), dir+" is not a browser build: it has no "+ListFile)
	assert.Contains(t, err.Error(), "run `make web`")
	_, err = Start(dir, "127.0.0.1:0")
	require.Error(t, err)

	list(t, dir, "app.wasm")
	err = CheckDir(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), ListFile+" does not name index.html")

	require.NoError(t, os.Remove(filepath.Join(dir, ListFile)))
	list(t, dir, IndexFile, "../outside/secret.txt")
	err = CheckDir(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), ListFile+", line 2: \"../outside/secret.txt\" is not the name of a file in the folder")

	require.NoError(t, os.Remove(filepath.Join(dir, ListFile)))
	list(t, dir, IndexFile, "app.wasm.gz")
	err = CheckDir(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), ListFile+" names app.wasm.gz, which is not a file in the folder")
}
