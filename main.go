// Command sapcompanion is a table companion for Super Auto Pets Card Battle.
// With no arguments it opens the app; with a subcommand (roll, name, resolve,
// pairings, ...) it runs headless. See docs/notation.md (section 4) and the README.
package main

import (
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/sapcompanion/sapcompanion/internal/headless"
	"github.com/sapcompanion/sapcompanion/ui"
)

func main() {
	if headless.Active {
		os.Exit(runCommand(os.Args[1:]))
	}
	ui.Run(app.NewWithID(ui.AppID))
}
