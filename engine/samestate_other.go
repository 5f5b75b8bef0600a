//go:build !js

package engine

// compareWords: natively the runtime's memory comparison (vector
// instructions) is the faster, so sameState uses it.
const compareWords = false
