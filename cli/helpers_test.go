package cli

import (
	"bytes"
	"strings"
	"testing"
)

// runCLI runs args through Run with empty input and buffers for the output.
func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runCLIWith(t, "", false, args...)
}

// runCLIWith runs args through Run with stdin as the input; terminal says
// whether the input is to count as a terminal the command may ask on.
func runCLIWith(t *testing.T, stdin string, terminal bool, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = Run(args, Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, StdinIsTerminal: terminal})
	return out.String(), errOut.String(), code
}
