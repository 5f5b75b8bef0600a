//go:build js

package engine

// compareWords: the WebAssembly runtime compares memory a byte at a time,
// so sameState compares eight bytes at a time itself.
const compareWords = true
