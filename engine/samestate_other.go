//go:build !js

package engine

// sameState reports whether a and b are equal (the runtime's comparison
// is vectorised here).
func sameState(a, b *State) bool { return *a == *b }
