// Package headless silences the standard logger when the program runs a
// headless subcommand, before any other package's init can write to it.
//
// Fyne's lang package logs a warning from its init when the user's locale is
// "C" (common on servers and in CI). A headless command promises exactly one
// line on stderr when it fails, so for those runs the standard logger is
// discarded. Go initialises a package only after everything it imports, and
// among packages ready at the same time in import-path order; this package
// imports nothing but io, log and os, so it is ready long before Fyne's lang
// package, whose imports include golang.org/x/text. A test in main checks
// that the built binary keeps stderr to one line under LANG=C.UTF-8.
package headless
