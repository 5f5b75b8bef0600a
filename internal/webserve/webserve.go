package webserve

import (
	"context"
	"errors"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/sapcompanion/sapcompanion/internal/problem"
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
	// Audience says in plain words who can open URL: everyone on the local
	// network, unless the server listens on this computer only.
	Audience string
	// Limits says in plain words what the phones cannot do over this
	// plain-http address (keep the app for offline use, install it on the
	// home screen) and what can; "" on this computer, where localhost is
	// secure enough for browsers.
	Limits string

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
	return "", problem.Newf("webserve", "no browser build in %s; run `make web` in the app's folder first", DefaultDir)
}

// CheckDir reports whether dir holds a browser build, with a message that
// says how to make one when it does not: an index.html, and the list of the
// build's files (ListFile), which must name it and only regular files of
// dir. It looks as Handler serves: an index.html that is a link out of dir
// does not count.
func CheckDir(dir string) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return problem.Newf("webserve", "%s holds no browser build (%w); run `make web` first", dir, err)
	}
	defer root.Close()
	info, err := root.Stat(IndexFile)
	if err != nil || !info.Mode().IsRegular() {
		return problem.Newf("webserve", "%s holds no browser build (no %s); run `make web` first", dir, IndexFile)
	}
	return checkList(root, dir)
}

// Options are the limits a Server keeps to, so that a stalled or idle
// phone, or a hostile machine on the network, cannot hold it for ever. A
// zero field takes the value of DefaultOptions.
type Options struct {
	// ReadHeaderTimeout is how long a client has to send a request's
	// header, counted from when the server starts reading it.
	ReadHeaderTimeout time.Duration
	// ReadTimeout is how long a client has to send a whole request.
	ReadTimeout time.Duration
	// WriteTimeout is how long an answer may take to send, counted from the
	// end of the request; it must let a slow phone download app.wasm.gz
	// (about 10 MB).
	WriteTimeout time.Duration
	// IdleTimeout is how long a connection is kept open between requests.
	IdleTimeout time.Duration
	// MaxConns is how many connections are open at a time. When all are
	// open, a new one takes the place of the one that has waited longest
	// for a request (idle between two, or still sending its header), which
	// is closed; it waits only while every one is busy answering a request,
	// until an answer ends or a connection closes.
	MaxConns int
}

// DefaultOptions are the limits Start serves with. Five minutes to send an
// answer lets a phone on a weak Wi-Fi (33 KB/s) download the 10 MB app; 64
// connections are about ten phones loading the app at once, as a browser
// opens up to six to one server.
var DefaultOptions = Options{
	ReadHeaderTimeout: 10 * time.Second,
	ReadTimeout:       30 * time.Second,
	WriteTimeout:      5 * time.Minute,
	IdleTimeout:       time.Minute,
	MaxConns:          64,
}

// withDefaults is o with its zero fields set from DefaultOptions.
func (o Options) withDefaults() Options {
	d := DefaultOptions
	return Options{
		ReadHeaderTimeout: positiveOr(o.ReadHeaderTimeout, d.ReadHeaderTimeout),
		ReadTimeout:       positiveOr(o.ReadTimeout, d.ReadTimeout),
		WriteTimeout:      positiveOr(o.WriteTimeout, d.WriteTimeout),
		IdleTimeout:       positiveOr(o.IdleTimeout, d.IdleTimeout),
		MaxConns:          positiveOr(o.MaxConns, d.MaxConns),
	}
}

// positiveOr is v when it is positive, else d.
func positiveOr[T int | time.Duration](v, d T) T {
	if v > 0 {
		return v
	}
	return d
}

// Start serves dir on addr ("HOST:PORT"; "" for every interface on
// DefaultPort, announced at the machine's address on the local network)
// with DefaultOptions. See Handler for what it serves. It answers only the
// requests whose Host is one of its own (the address announced, the one a
// request came in on, a loopback address, localhost or this computer's
// name, whatever the port), and any other 421 Misdirected Request: so a
// page of another site whose name was pointed at this computer (DNS
// rebinding) reads nothing.
func Start(dir, addr string) (*Server, error) {
	return StartWith(dir, addr, DefaultOptions)
}

// StartWith is Start with the limits of opt.
func StartWith(dir, addr string, opt Options) (*Server, error) {
	if err := CheckDir(dir); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, problem.Newf("webserve", "cannot find the folder %s: %w", dir, err)
	}
	if addr == "" {
		addr = ":" + strconv.Itoa(DefaultPort)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, problem.Newf("webserve", "cannot listen on %s: %w", addr, err)
	}
	opt = opt.withDefaults()
	tcp := ln.Addr().(*net.TCPAddr)
	host := announcedHost(tcp)
	s := &Server{Dir: dir, URL: announce(host, tcp), Audience: audience(tcp.IP), Limits: limits(tcp.IP), done: make(chan error, 1)}
	limited := limit(ln, opt.MaxConns)
	s.srv = &http.Server{
		Handler:           onlyFor(hostsFor(tcp.IP, host), s.URL, Handler(abs)),
		ReadHeaderTimeout: opt.ReadHeaderTimeout,
		ReadTimeout:       opt.ReadTimeout,
		WriteTimeout:      opt.WriteTimeout,
		IdleTimeout:       opt.IdleTimeout,
		MaxHeaderBytes:    16 << 10,
		ConnState:         limited.setState,
	}
	go func() { s.done <- s.srv.Serve(limited) }()
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
		return problem.Newf("webserve", "%w", err)
	}
}

// Close stops serving: it lets the answers being sent finish for up to two
// seconds, then cuts the connections still open.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.srv.Shutdown(ctx); err != nil {
		return s.srv.Close()
	}
	return nil
}

// announce is the URL phones open for a server listening on a, announced
// at host (see announcedHost).
func announce(host string, a *net.TCPAddr) string {
	return "http://" + net.JoinHostPort(host, strconv.Itoa(a.Port)) + "/"
}

// announcedHost is the address phones open for a server listening on a:
// its own, or the machine's address on the local network when it listens
// on every interface.
func announcedHost(a *net.TCPAddr) string {
	if a.IP.IsUnspecified() {
		return LANAddress()
	}
	return a.IP.String()
}

// audience says in plain words who can open the address of a server
// listening on ip.
func audience(ip net.IP) string {
	switch {
	case ip.IsLoopback():
		return "Only this computer can open this address; the phones cannot."
	case ip.IsUnspecified():
		return "Anyone on this Wi-Fi or local network can open this address, not only the players at your table."
	default:
		return "Anyone on the network of " + ip.String() + " can open this address, not only the players at your table."
	}
}

// PlainHTTPLimits is what phones cannot do with an app served over plain
// http on the local network: browsers keep a page for offline use and
// install it only from a secure (https) address.
const PlainHTTPLimits = "This is a plain http address: the phones can use the app while this computer serves it, " +
	"but cannot keep it for offline use or add it to the home screen as an app. " +
	"For that, put the build/web folder on any https web host and open it from there."

// limits is PlainHTTPLimits, but for an address only this computer opens.
func limits(ip net.IP) string {
	if ip.IsLoopback() {
		return ""
	}
	return PlainHTTPLimits
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
