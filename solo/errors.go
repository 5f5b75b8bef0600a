package solo

import "github.com/sapcompanion/sapcompanion/internal/problem"

// errorf returns an error whose message starts with "solo: ".
func errorf(format string, a ...any) error {
	return problem.Newf("solo", format, a...)
}
