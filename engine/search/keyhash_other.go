//go:build !js

package search

// useMultilinear: natively the runtime's maphash (AES instructions) is
// faster than the multilinear hash (keyhash.go), so the bound's memo uses it.
const useMultilinear = false
