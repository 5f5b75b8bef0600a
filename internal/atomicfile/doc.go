// Package atomicfile writes files so that a crash or a killed app leaves
// either the old file or the new one, never half of one.
package atomicfile
