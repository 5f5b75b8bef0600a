package headless

import (
	"io"
	"log"
	"os"
)

// Active reports whether this run is a headless subcommand: the program was
// given any argument. With no arguments it opens the app window.
var Active = len(os.Args) > 1

func init() {
	if Active {
		log.SetOutput(io.Discard)
	}
}
