package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"

	"github.com/sapcompanion/sapcompanion/engine"
)

func TestBadDieFacesAreRefusedAndChangeNothing(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab
	s.dieFaces.SetText("")
	test.Type(s.dieFaces, "0 1 x")
	assert.True(t, s.dieError.Visible())
	assert.Contains(t, s.dieError.Text, `die face 3 is "x"`)
	assert.True(t, s.dieSave.Disabled())
	test.Tap(s.dieSave)
	assert.Equal(t, engine.DefaultDie().String(), u.settings.die.String(), "the die is unchanged")
	assert.Equal(t, "", u.fyne.Preferences().String(prefDieFaces), "nothing was stored")
}

func TestACustomDieIsKept(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab
	s.dieFaces.SetText("0 1 1 2 2 2")
	assert.False(t, s.dieError.Visible())
	assert.Equal(t, "One roll: 0 rocks 1/6 · 1 rock 1/3 · 2 rocks 1/2", s.dieOdds.Text)
	test.Tap(s.dieSave)
	assert.Equal(t, "0 1 1 2 2 2", u.fyne.Preferences().String(prefDieFaces))
	assert.Equal(t, "0 1 1 2 2 2", loadSettings(u.fyne.Preferences()).die.String(), "the die survives a restart")
	assert.True(t, s.dieSave.Disabled(), "nothing left to save")
}

func TestThemeAndTextSizeAreKept(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab
	assert.Equal(t, "Follow the system", s.themeMode.Selected)
	s.themeMode.SetSelected("Dark")
	s.textSize.SetSelected("Extra large")
	assert.Equal(t, themeDark, u.fyne.Preferences().String(prefThemeMode))
	th, ok := u.fyne.Settings().Theme().(*appTheme)
	if assert.True(t, ok) {
		assert.Equal(t, themeDark, th.mode)
		assert.InDelta(t, 1.45, th.scale, 0.001)
	}
	again := loadSettings(u.fyne.Preferences())
	assert.Equal(t, themeDark, again.themeMode)
	assert.InDelta(t, 1.45, again.textScale, 0.001)
}

func TestUnreadablePreferencesFallBack(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := u.fyne.Preferences()
	p.SetString(prefThemeMode, "purple")
	p.SetFloat(prefTextScale, 40)
	p.SetString(prefDieFaces, "1 2 banana")
	s := loadSettings(p)
	assert.Equal(t, themeSystem, s.themeMode)
	assert.Equal(t, 1.0, s.textScale)
	assert.Equal(t, engine.DefaultDie().String(), s.die.String())
}
