package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/skip2/go-qrcode"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/livehub"
)

// runServe serves the browser build on the local network until it is
// stopped, with the hub of the live tables kept in --tables (a "tables"
// folder in the desktop app's data, unless given), printing the address
// phones open with the table's code, its QR code, the code to read aloud
// and who else can open it (everyone on the network, unless --addr keeps
// it to this computer). --new-table starts another table:
//
//	serve [--addr HOST:PORT] [--dir DIR] [--tables DIR] [--new-table]
func runServe(env *Env) error {
	addr, dir := "", webserve.DefaultDir
	o := livehub.Options{Warn: func(err error) { fmt.Fprintln(env.Stderr, err) }}
	for i := 0; i < len(env.Args); i++ {
		name, v, inline := strings.Cut(env.Args[i], "=")
		if name == "--new-table" && !inline {
			o.NewTable = true
			continue
		}
		if name != "--addr" && name != "--dir" && name != "--tables" {
			return badUsage("unknown argument %s", quote(env.Args[i]))
		}
		if !inline {
			if i+1 >= len(env.Args) {
				return badUsage("%s needs a value", name)
			}
			i++
			v = env.Args[i]
		}
		switch name {
		case "--addr":
			addr = v
		case "--dir":
			dir = v
		default:
			o.Tables = v
		}
	}
	s, err := livehub.Serve(dir, addr, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "Open on phones: %s\n", s.TableURL)
	if qr, err := qrcode.New(s.TableURL, qrcode.Medium); err == nil {
		fmt.Fprint(env.Stdout, qr.ToSmallString(false))
	}
	fmt.Fprintf(env.Stdout, "Table code: %s\n", wire.SpokenCode(s.Table))
	fmt.Fprintf(env.Stdout, "Serving %s; the tables are kept in %s. Stop with Ctrl+C when the game is over.\n%s\n", dir, s.Tables, s.Audience)
	if s.Limits != "" {
		fmt.Fprintln(env.Stdout, s.Limits)
	}
	ctx := env.Context
	if ctx == nil {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	return s.Wait(ctx)
}
