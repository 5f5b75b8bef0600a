//go:build js && wasm

package main

// runCommand is never reached in the browser, which starts the program
// without arguments: the headless commands (and the serving, the files and
// the terminal they need) are left out of the browser build.
func runCommand([]string) int {
	return 2
}
