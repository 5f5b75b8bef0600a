//go:build js

package engine

// sameState reports whether a and b are equal: eight bytes at a time, as
// the WebAssembly runtime's comparison goes byte by byte (sameWords).
func sameState(a, b *State) bool { return sameWords(a, b) }
