package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

func TestSettingsAreSavedAndRestored(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	assert.Equal(t, DefaultSettings(), s.Settings())
	assert.False(t, s.HasSavedSettings(), "a first launch")
	die, err := engine.ParseDie("0 1 1 2 2 3")
	require.NoError(t, err)
	want := Settings{Theme: ThemeDark, TextScale: 1.45, Die: die, TrackShop: true}
	require.NoError(t, s.SetSettings(want))
	s.Flush()
	again := open(t, store)
	assert.True(t, again.HasSavedSettings())
	assert.Equal(t, want, again.Settings())
}

func TestBadSettingsAreRefusedAndChangeNothing(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	for name, st := range map[string]Settings{
		"theme":     {Theme: "purple", TextScale: 1, Die: engine.DefaultDie()},
		"text size": {Theme: ThemeLight, TextScale: 9, Die: engine.DefaultDie()},
		"die":       {Theme: ThemeLight, TextScale: 1, Die: engine.Die{}},
	} {
		assert.Error(t, s.SetSettings(st), name)
	}
	s.Flush()
	assert.Equal(t, DefaultSettings(), s.Settings())
	ok, _ := store.Exists(SettingsFile)
	assert.False(t, ok, "nothing was written")
}

func TestSettingsCannotBeChangedThroughTheCopyReturned(t *testing.T) {
	s := open(t, newMemStore())
	st := s.Settings()
	st.Die.Faces[0] = 9
	assert.Equal(t, 0, s.Settings().Die.Faces[0])
}

func TestDamagedSettingsAreKeptAndTheDefaultsUsed(t *testing.T) {
	store := newMemStore()
	require.NoError(t, store.Write(SettingsFile, []byte(`{"theme":"dark","textScale":1,"die":"7 7 x"}`)))
	s := open(t, store)
	require.Len(t, s.Problems(), 1)
	assert.Contains(t, s.Problems()[0].Error(), "The settings could not be read: ")
	assert.Equal(t, DefaultSettings(), s.Settings())
	assert.Equal(t, `{"theme":"dark","textScale":1,"die":"7 7 x"}`, store.get("settings.damaged-20260115-190100.json"))
}

func TestSettingsEqual(t *testing.T) {
	a := DefaultSettings()
	b := DefaultSettings()
	assert.True(t, a.Equal(b))
	b.TrackShop = true
	assert.False(t, a.Equal(b))
	b = DefaultSettings()
	b.Die.Faces = []int{1, 1}
	assert.False(t, a.Equal(b))
}
