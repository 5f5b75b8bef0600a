package ui

import (
	"fyne.io/fyne/v2"

	"github.com/sapcompanion/sapcompanion/engine"
)

// Preference keys. Every preference the app stores is named here.
const (
	prefThemeMode = "theme.mode"      // themeSystem, themeLight or themeDark
	prefTextScale = "theme.textScale" // text size factor, one of textScales
	prefDieFaces  = "dice.faces"      // rock die faces, as engine.ParseDie reads them
)

// Theme modes stored under prefThemeMode.
const (
	themeSystem = "system"
	themeLight  = "light"
	themeDark   = "dark"
)

// textScale is one choice of the text-size setting.
type textScale struct {
	label  string
	factor float64
}

// textScales are the text sizes offered in Settings, smallest first.
var textScales = []textScale{
	{"Small", 0.9},
	{"Normal", 1.0},
	{"Large", 1.2},
	{"Extra large", 1.45},
}

// settings are the user's preferences, read once at start and written by the
// Settings screen's handlers.
type settings struct {
	prefs     fyne.Preferences
	themeMode string
	textScale float64
	die       engine.Die
}

// loadSettings reads the preferences, falling back to the defaults for
// anything missing or unreadable.
func loadSettings(p fyne.Preferences) *settings {
	s := &settings{prefs: p}
	s.themeMode = p.StringWithFallback(prefThemeMode, themeSystem)
	switch s.themeMode {
	case themeSystem, themeLight, themeDark:
	default:
		s.themeMode = themeSystem
	}
	s.textScale = p.FloatWithFallback(prefTextScale, 1.0)
	if s.textScale < textScales[0].factor || s.textScale > textScales[len(textScales)-1].factor {
		s.textScale = 1.0
	}
	s.die = engine.DefaultDie()
	if d, err := engine.ParseDie(p.StringWithFallback(prefDieFaces, "")); err == nil {
		s.die = d
	}
	return s
}

func (s *settings) setThemeMode(mode string) {
	s.themeMode = mode
	s.prefs.SetString(prefThemeMode, mode)
}

func (s *settings) setTextScale(f float64) {
	s.textScale = f
	s.prefs.SetFloat(prefTextScale, f)
}

func (s *settings) setDie(d engine.Die) {
	s.die = d
	s.prefs.SetString(prefDieFaces, d.String())
}
