// Package cli runs the app's headless subcommands (roll, name, resolve, odds,
// pairings, ...) as docs/notation.md (section 4) describes them: no display, output on
// stdout, and a one-line reason on stderr with a non-zero exit code on error.
package cli
