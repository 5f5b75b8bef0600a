package livehub

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/hub"
	"github.com/sapcompanion/sapcompanion/session"
)

func TestTheCodeIsReadAloudInTwoHalvesAndCarriedByTheAddress(t *testing.T) {
	assert.Equal(t, "http://192.168.1.20:8080/?table=ACDEFG", TableURL("http://192.168.1.20:8080/", "ACDEFG"))
}

func TestPhonesAreSentToTheTableLastChanged(t *testing.T) {
	dir := t.TempDir()
	h, err := Open(dir, hub.Limits{}, nil)
	require.NoError(t, err)
	defer h.Close()
	old, err := h.NewTable()
	require.NoError(t, err)
	recent, err := h.NewTable()
	require.NoError(t, err)
	long := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(filepath.Join(dir, old), long, long))
	got, err := pick(h, dir, false)
	require.NoError(t, err)
	assert.Equal(t, recent, got)
	fresh, err := pick(h, dir, true)
	require.NoError(t, err)
	assert.NotContains(t, []string{old, recent}, fresh, "a new table when asked")
}

func TestATablesDamagedFileIsToldAndTheTableOpens(t *testing.T) {
	dir := t.TempDir()
	h, err := Open(dir, hub.Limits{}, nil)
	require.NoError(t, err)
	code, err := h.NewTable()
	require.NoError(t, err)
	h.Close()
	require.NoError(t, os.WriteFile(filepath.Join(dir, code, session.GameFile), []byte("{not a game"), 0o644))

	var heard []error
	h, err = Open(dir, hub.Limits{}, func(err error) { heard = append(heard, err) })
	require.NoError(t, err)
	defer h.Close()
	require.NotNil(t, h.Keeper(code), "the table opens without the damaged game")
	require.Len(t, heard, 1)
	assert.Contains(t, heard[0].Error(), filepath.Join(dir, code))
}
