package engine

import "unsafe"

// stateWords is a State's size in 8-byte words (it holds a pointer, so its
// size is a multiple of 8: the array below would not compile otherwise).
const stateWords = unsafe.Sizeof(State{}) / 8

var _ [0]struct{} = [unsafe.Sizeof(State{}) % 8]struct{}{}

// sameWords reports whether a and b hold the same bytes, compared eight
// bytes at a time. The WebAssembly runtime compares memory a byte at a time
// (a State is over a kilobyte), so the browser build compares states this
// way (sameState). Equal bytes are equal fields; a padding byte could only
// make equal states compare unequal, which costs a shortcut, never a wrong
// answer (and padding is zero in every state, copied from a zeroed one).
func sameWords(a, b *State) bool {
	x := (*[stateWords]uint64)(unsafe.Pointer(a))
	y := (*[stateWords]uint64)(unsafe.Pointer(b))
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}
