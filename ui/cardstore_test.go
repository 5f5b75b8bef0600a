package ui

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

func mustCard(t *testing.T, spec string) engine.Card {
	t.Helper()
	c, err := engine.ParseCard(spec)
	require.NoError(t, err)
	return c
}

func TestCardStoreKeepsTheUsersCardsAcrossLaunches(t *testing.T) {
	dir := t.TempDir()
	c := loadCardStore(dir)
	assert.Empty(t, c.loadProblem)
	_, ok := c.Book().Get("Ant")
	require.True(t, ok, "the reference cards are there from the start")

	require.NoError(t, c.Put(mustCard(t, "card Turtle: pet 3 | Faint: gain 1 mana")))
	require.NoError(t, c.Put(mustCard(t, "card Fish: pet 3"))) // a correction
	fish, _ := c.Book().Get("Fish")
	assert.Equal(t, 3, fish.Power, "the user's version wins")
	require.NoError(t, c.Delete("Otter"))
	_, ok = c.Book().Get("Otter")
	assert.False(t, ok, "a deleted reference card leaves the book")

	again := loadCardStore(dir)
	assert.Empty(t, again.loadProblem)
	_, ok = again.Book().Get("Turtle")
	assert.True(t, ok)
	fish, _ = again.Book().Get("Fish")
	assert.Equal(t, 3, fish.Power)
	_, ok = again.Book().Get("Otter")
	assert.False(t, ok)

	require.NoError(t, again.Restore("Otter"))
	require.NoError(t, again.Restore("Fish"))
	_, ok = again.Book().Get("Otter")
	assert.True(t, ok, "restored")
	fish, _ = again.Book().Get("Fish")
	assert.Equal(t, 2, fish.Power, "back to the reference value")
	assert.True(t, again.IsUsers("Turtle"))
	assert.False(t, again.IsUsers("Fish"))
}

func TestCardStoreRefusesABadImportAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	c := loadCardStore(dir)
	require.NoError(t, c.Put(mustCard(t, "card Turtle: pet 3")))
	before, _ := os.ReadFile(filepath.Join(dir, cardBookFile))
	_, err := c.Import([]byte(`{"version":1,"cards":[{"name":"Bad","kind":"pet","power":2,"abilities":["Faint: fly away"]}]}`))
	assert.Error(t, err)
	_, err = c.Import([]byte(`not json`))
	assert.Error(t, err)
	after, _ := os.ReadFile(filepath.Join(dir, cardBookFile))
	assert.Equal(t, string(before), string(after))
	_, ok := c.Book().Get("Bad")
	assert.False(t, ok)

	export, err := c.Export()
	require.NoError(t, err)
	other := loadCardStore(t.TempDir())
	n, err := other.Import(export)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	_, ok = other.Book().Get("Turtle")
	assert.True(t, ok, "an export imports on another phone")
}

func TestADamagedCardBookIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, cardBookFile), []byte(`{"cards":[`), 0o644))
	c := loadCardStore(dir)
	assert.Contains(t, c.loadProblem, "could not be read")
	backups, _ := filepath.Glob(filepath.Join(dir, "cards.damaged-*.json"))
	require.Len(t, backups, 1)
	_, ok := c.Book().Get("Ant")
	assert.True(t, ok, "the reference book is still there")
}
