//go:build !(js && wasm)

package main

import "github.com/sapcompanion/sapcompanion/cli"

// runCommand runs a headless subcommand and returns its exit code.
func runCommand(args []string) int {
	return cli.Run(args, cli.StdEnv())
}
