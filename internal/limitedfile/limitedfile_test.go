package limitedfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadWithinTheLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(p, []byte("12345"), 0o644))
	data, err := Read(p, 5)
	require.NoError(t, err)
	assert.Equal(t, "12345", string(data))

	_, err = Read(p, 4)
	require.ErrorIs(t, err, ErrTooBig)
	assert.Equal(t, "read "+p+": too big: more than 4 bytes", err.Error())
}

func TestReadRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	_, err := Read(dir, 1<<20)
	require.ErrorIs(t, err, ErrNotRegular)
	assert.Contains(t, err.Error(), "a folder")

	_, err = Read(os.DevNull, 1<<20)
	require.ErrorIs(t, err, ErrNotRegular)
	assert.Contains(t, err.Error(), "a device")

}

func TestReadAllStopsAtTheLimit(t *testing.T) {
	_, err := ReadAll(strings.NewReader(strings.Repeat("x", 11)), "standard input", 10)
	require.True(t, errors.Is(err, ErrTooBig))
	assert.Equal(t, "read standard input: too big: more than 10 bytes", err.Error())
	data, err := ReadAll(strings.NewReader("abc"), "standard input", 10)
	require.NoError(t, err)
	assert.Equal(t, "abc", string(data))
}
