package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/skip2/go-qrcode"

	"github.com/sapcompanion/sapcompanion/internal/webserve"
)

// runServe serves the browser build on the local network until it is
// stopped, printing the address phones open, its QR code and who else can
// open it (everyone on the network, unless --addr keeps it to this
// computer):
//
//	serve [--addr HOST:PORT] [--dir DIR]
func runServe(env *Env) error {
	addr, dir := "", webserve.DefaultDir
	for i := 0; i < len(env.Args); i++ {
		name, v, inline := strings.Cut(env.Args[i], "=")
		if name != "--addr" && name != "--dir" {
			return badUsage("unknown argument %s", quote(env.Args[i]))
		}
		if !inline {
			if i+1 >= len(env.Args) {
				return badUsage("%s needs a value", name)
			}
			i++
			v = env.Args[i]
		}
		if name == "--addr" {
			addr = v
		} else {
			dir = v
		}
	}
	s, err := webserve.Start(dir, addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "Open on phones: %s\n", s.URL)
	if qr, err := qrcode.New(s.URL, qrcode.Medium); err == nil {
		fmt.Fprint(env.Stdout, qr.ToSmallString(false))
	}
	fmt.Fprintf(env.Stdout, "Serving %s. Stop with Ctrl+C when the game is over.\n%s\n", dir, s.Audience)
	if s.Limits != "" {
		fmt.Fprintln(env.Stdout, s.Limits)
	}
	ctx := env.Context
	if ctx == nil {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
	}
	return s.Wait(ctx)
}
