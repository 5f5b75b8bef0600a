package solo

import "fmt"

// errorf returns an error whose message starts with "solo: ".
func errorf(format string, a ...any) error {
	return fmt.Errorf("solo: "+format, a...)
}
