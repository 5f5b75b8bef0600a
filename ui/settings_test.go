package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

func TestBadDieFacesAreRefusedAndChangeNothing(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab()
	s.dieFaces.SetText("")
	test.Type(s.dieFaces, "0 1 x")
	assert.True(t, s.dieError.Visible())
	assert.Contains(t, s.dieError.Text, `die face 3 is "x"`)
	assert.True(t, s.dieSave.Disabled())
	test.Tap(s.dieSave)
	assert.Equal(t, engine.DefaultDie().String(), u.sess.Settings().Die.String(), "the die is unchanged")
	assert.False(t, reopen(t, u).HasSavedSettings(), "nothing was stored")
}

func TestACustomDieIsKept(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab()
	s.dieFaces.SetText("0 1 1 2 2 2")
	assert.False(t, s.dieError.Visible())
	assert.Equal(t, "One roll: 0 rocks 1/6 · 1 rock 1/3 · 2 rocks 1/2", s.dieOdds.Text)
	test.Tap(s.dieSave)
	assert.Equal(t, "0 1 1 2 2 2", u.sess.Settings().Die.String())
	assert.Equal(t, "0 1 1 2 2 2", reopen(t, u).Settings().Die.String(), "the die survives a restart")
	assert.True(t, s.dieSave.Disabled(), "nothing left to save")
}

func TestThemeAndTextSizeAreKept(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab()
	assert.Equal(t, "Follow the system", s.themeMode.Selected)
	s.themeMode.SetSelected("Dark")
	s.textSize.SetSelected("Extra large")
	th, ok := u.fyne.Settings().Theme().(*kit.Theme)
	if assert.True(t, ok) {
		assert.Equal(t, session.ThemeDark, th.Mode())
		assert.InDelta(t, 1.45, th.Scale(), 0.001)
	}
	again := reopen(t, u).Settings()
	assert.Equal(t, session.ThemeDark, again.Theme)
	assert.InDelta(t, 1.45, again.TextScale, 0.001)
}

func TestUnreadableOldPreferencesAreIgnored(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(prefThemeMode, "purple")
	p.SetFloat(prefTextScale, 40)
	p.SetString(prefDieFaces, "1 2 banana")
	u := New(a, test.NewWindow(nil), Options{Rand: engine.NewRand(1), Store: session.NewDirStore(t.TempDir())})
	assert.Equal(t, session.DefaultSettings(), u.sess.Settings())
	assert.False(t, u.sess.HasSavedSettings())
}

func TestLoggingEveryShopTurnIsASetting(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.prefsTab()
	assert.False(t, s.trackShop.Checked, "off by default")
	test.Tap(s.trackShop)
	assert.True(t, u.sess.Settings().TrackShop)
	assert.True(t, reopen(t, u).Settings().TrackShop, "kept")
	test.Tap(s.trackShop)
	assert.False(t, u.sess.Settings().TrackShop)
}
