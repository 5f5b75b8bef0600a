package livehub

import (
	"context"
	"os"
	"path/filepath"

	"github.com/sapcompanion/sapcompanion/hub"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/session"
)

// TablesFolder is the folder of the desktop app's data dir the tables are
// kept in, when no other is given.
const TablesFolder = "tables"

// DefaultDir is the folder serve and "Open on phones" keep their tables
// in: TablesFolder in the desktop app's data dir.
func DefaultDir() (string, error) {
	dir, err := session.DesktopDataDir()
	if err != nil {
		return "", problem.Newf("livehub", "no folder to keep the tables in: %w", err)
	}
	return filepath.Join(dir, TablesFolder), nil
}

// Open opens the hub of the tables kept in folder dir (made if new), each
// table's documents a session over its own folder. warn, when not nil,
// hears what went wrong out of anyone's sight: a table's file that could
// not be read (kept aside, the table starting without it) or a change
// that could not be written.
func Open(dir string, l hub.Limits, warn func(error)) (*hub.Hub, error) {
	return hub.New(dir, func(d string) (hub.Keeper, error) {
		s := session.Open(session.NewDirStore(d), session.Options{OnSaveError: warn})
		if warn != nil {
			for _, err := range s.Problems() {
				warn(problem.Newf("livehub", "the table in %s: %w", d, err))
			}
		}
		return s.Table(), nil
	}, l)
}

// Options are what Serve needs besides the build and the address.
type Options struct {
	// Tables is the folder the tables are kept in; "" for DefaultDir.
	Tables string
	// NewTable starts another table; without it phones are sent to the
	// table last changed, or a new one when the hub has none.
	NewTable bool
	// Warn hears what went wrong out of anyone's sight (see Open).
	Warn func(error)
}

// Server serves the browser build and a hub of live tables, and names the
// table phones are sent to.
type Server struct {
	*webserve.Server
	// Hub is the hub of the tables, served at webserve.HubPath.
	Hub *hub.Hub
	// Table is the code of the table phones are sent to.
	Table string
	// TableURL is the address phones open to join Table: URL with the
	// code.
	TableURL string
	// Tables is the folder the tables are kept in.
	Tables string
}

// Serve serves the browser build in folder build on addr (see
// webserve.Start) with the hub of the tables of o at webserve.HubPath.
func Serve(build, addr string, o Options) (*Server, error) {
	if err := webserve.CheckDir(build); err != nil {
		return nil, err // before the tables' folder is made
	}
	if o.Tables == "" {
		var err error
		if o.Tables, err = DefaultDir(); err != nil {
			return nil, err
		}
	}
	h, err := Open(o.Tables, hub.Limits{}, o.Warn)
	if err != nil {
		return nil, err
	}
	code, err := pick(h, o.Tables, o.NewTable)
	if err != nil {
		h.Close()
		return nil, err
	}
	opt := webserve.DefaultOptions
	opt.Hub = h
	ws, err := webserve.StartWith(build, addr, opt)
	if err != nil {
		h.Close()
		return nil, err
	}
	return &Server{Server: ws, Hub: h, Table: code, TableURL: TableURL(ws.URL, code), Tables: o.Tables}, nil
}

// pick is the table phones are sent to: a new one when asked or when the
// hub has none, else the one whose folder changed last.
func pick(h *hub.Hub, dir string, fresh bool) (string, error) {
	codes := h.Tables()
	if fresh || len(codes) == 0 {
		return h.NewTable()
	}
	best, when := codes[0], int64(-1)
	for _, c := range codes {
		if info, err := os.Stat(filepath.Join(dir, c)); err == nil && info.ModTime().UnixNano() > when {
			best, when = c, info.ModTime().UnixNano()
		}
	}
	return best, nil
}

// Wait blocks until ctx ends, then stops serving and closes the hub,
// every table's changes kept.
func (s *Server) Wait(ctx context.Context) error {
	err := s.Server.Wait(ctx)
	s.Hub.Close()
	return err
}

// Close stops serving and closes the hub, every table's changes kept.
func (s *Server) Close() error {
	s.Hub.Close()
	return s.Server.Close()
}

// TableURL is the address url of the app with the table's code, which a
// phone that opens it joins.
func TableURL(url, code string) string { return url + "?table=" + code }
