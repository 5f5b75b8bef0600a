//go:build js

package search

// useMultilinear: WebAssembly multiplies 64×64 bits to 128 in software, so
// the bound's memo hashes its keys with the multilinear hash (keyhash.go).
const useMultilinear = true
