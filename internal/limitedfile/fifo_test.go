//go:build unix

package limitedfile

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A named pipe is refused at once: opening it would wait for a writer.
func TestReadRefusesANamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	done := make(chan error, 1)
	go func() { _, err := Read(fifo, 1<<20); done <- err }()
	select {
	case err := <-done:
		require.ErrorIs(t, err, ErrNotRegular)
		assert.Contains(t, err.Error(), "a named pipe")
	case <-time.After(time.Minute): // a hang guard: it is refused at once
		t.Fatal("reading a named pipe with no writer hangs")
	}
}
