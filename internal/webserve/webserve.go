package webserve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// DefaultPort is the port served on when none is given.
const DefaultPort = 8080

// IndexFile is the page a browser build folder must hold.
const IndexFile = "index.html"

// Server serves one browser build folder until it is closed.
type Server struct {
	// URL is the address phones open, such as "http://192.168.1.20:8080/".
	URL string
	// Dir is the folder served.
	Dir string

	srv  *http.Server
	done chan error
}

// DefaultDir is the folder `make web` writes the browser build to, relative
// to the repository (or to the folder the app is run from).
const DefaultDir = "build/web"

// FindBuild looks for a browser build in DefaultDir under the working
// folder, then beside the running program, and returns the first found.
func FindBuild() (string, error) {
	candidates := []string{DefaultDir}
	if exe, err := os.Executable(); err == nil {
		candidates = append(candidates, filepath.Join(filepath.Dir(exe), DefaultDir))
	}
	for _, dir := range candidates {
		if CheckDir(dir) == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("webserve: no browser build in %s; run `make web` in the app's folder first", DefaultDir)
}

// CheckDir reports whether dir holds a browser build, with a message that
// says how to make one when it does not.
func CheckDir(dir string) error {
	info, err := os.Stat(filepath.Join(dir, IndexFile))
	if err != nil || info.IsDir() {
		return fmt.Errorf("webserve: %s holds no browser build (no %s); run `make web` first", dir, IndexFile)
	}
	return nil
}

// Start serves dir on addr ("HOST:PORT"; "" for every interface on
// DefaultPort, announced at the machine's address on the local network).
func Start(dir, addr string) (*Server, error) {
	if err := CheckDir(dir); err != nil {
		return nil, err
	}
	if addr == "" {
		addr = ":" + strconv.Itoa(DefaultPort)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("webserve: cannot listen on %s: %w", addr, err)
	}
	s := &Server{Dir: dir, URL: announce(ln.Addr().(*net.TCPAddr)), done: make(chan error, 1)}
	s.srv = &http.Server{Handler: Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	go func() { s.done <- s.srv.Serve(ln) }()
	return s, nil
}

// Wait blocks until ctx ends, then closes the server.
func (s *Server) Wait(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return s.Close()
	case err := <-s.done:
		if errors.Is(err, http.ErrServerClosed) {
			return nil
		}
		return fmt.Errorf("webserve: %w", err)
	}
}

// Close stops serving.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return s.srv.Shutdown(ctx)
}

// announce is the URL phones open for a server listening on a: its own
// address, or the machine's address on the local network when it listens on
// every interface.
func announce(a *net.TCPAddr) string {
	host := a.IP.String()
	if a.IP.IsUnspecified() {
		host = LANAddress()
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(a.Port)) + "/"
}

// LANAddress returns the machine's IPv4 address on the local network,
// preferring private addresses (192.168.x.x, 10.x.x.x, 172.16-31.x.x);
// "127.0.0.1" when it has none.
func LANAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return "127.0.0.1"
	}
	best := ""
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if !ok || ipn.IP.To4() == nil || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
			continue
		}
		if ipn.IP.IsPrivate() {
			return ipn.IP.String()
		}
		if best == "" {
			best = ipn.IP.String()
		}
	}
	if best == "" {
		return "127.0.0.1"
	}
	return best
}

// Handler serves the files of dir: the wasm with its MIME type, and the
// page, the service worker and the manifest never from a stale cache, so a
// new build reaches the phones on their next visit.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch filepath.Ext(r.URL.Path) {
		case ".wasm":
			w.Header().Set("Content-Type", "application/wasm")
		case ".webmanifest":
			w.Header().Set("Content-Type", "application/manifest+json")
		}
		switch filepath.Base(r.URL.Path) {
		case "/", ".", IndexFile, "sw.js", "service-worker.js", "manifest.webmanifest":
			w.Header().Set("Cache-Control", "no-cache")
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		files.ServeHTTP(w, r)
	})
}
