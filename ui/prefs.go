package ui

import (
	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
)

// Keys under which earlier versions kept the settings in Fyne's
// preferences. They are read once, on the first launch of this version, and
// the settings are kept by the session from then on.
const (
	prefThemeMode = "theme.mode"
	prefTextScale = "theme.textScale"
	prefDieFaces  = "dice.faces"
)

// migratePreferences brings settings an earlier version kept in Fyne's
// preferences into the session, once: when the session has none of its own.
// Values that do not check out are ignored.
func migratePreferences(p fyne.Preferences, sess *session.Session) {
	if sess.HasSavedSettings() {
		return
	}
	st := sess.Settings()
	old := st
	st.Theme = p.StringWithFallback(prefThemeMode, st.Theme)
	st.TextScale = p.FloatWithFallback(prefTextScale, st.TextScale)
	if d, err := engine.ParseDie(p.StringWithFallback(prefDieFaces, "")); err == nil {
		st.Die = d
	}
	if st.Check() != nil {
		st = old
	}
	if !st.Equal(old) {
		_ = sess.SetSettings(st)
	}
}
