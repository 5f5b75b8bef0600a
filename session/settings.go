package session

import (
	"encoding/json"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// SettingsFile is the name of the settings in the store.
const SettingsFile = "settings.json"

// Theme modes.
const (
	ThemeSystem = "system" // follow the system's light or dark
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Text sizes allowed, as factors of the normal size.
const (
	MinTextScale = 0.5
	MaxTextScale = 3.0
)

// Settings are the players' choices: how the app looks and the rock die the
// table uses.
type Settings struct {
	Theme     string     // ThemeSystem, ThemeLight or ThemeDark
	TextScale float64    // text size factor, 1 for normal
	Die       engine.Die // the faces of the table's rock die
	// TrackShop logs every shop turn (buy, sell, triple, pass) instead of
	// just the gold spent and "everyone has passed".
	TrackShop bool
}

// DefaultSettings are the settings of a new installation.
func DefaultSettings() Settings {
	return Settings{Theme: ThemeSystem, TextScale: 1, Die: engine.DefaultDie()}
}

// settingsJSON is how settings are kept: the die as its faces, "0 0 1 1 2 2".
type settingsJSON struct {
	Theme     string  `json:"theme"`
	TextScale float64 `json:"textScale"`
	Die       string  `json:"die"`
	TrackShop bool    `json:"trackShop,omitempty"`
}

// Check says what is wrong with st, or nil.
func (st Settings) Check() error {
	switch st.Theme {
	case ThemeSystem, ThemeLight, ThemeDark:
	default:
		return problem.Newf("session", "the theme %q is not system, light or dark", st.Theme)
	}
	if st.TextScale < MinTextScale || st.TextScale > MaxTextScale {
		return problem.Newf("session", "the text size %g is not from %g to %g", st.TextScale, MinTextScale, MaxTextScale)
	}
	if _, err := engine.ParseDie(st.Die.String()); err != nil {
		return err
	}
	return nil
}

// Equal reports whether st and o are the same settings.
func (st Settings) Equal(o Settings) bool {
	return st.Theme == o.Theme && st.TextScale == o.TextScale && st.Die.String() == o.Die.String() && st.TrackShop == o.TrackShop
}

// settingsKind is how the settings are kept. A settings.json of before
// kind tags (the same fields, no envelope) is read and written again.
func settingsKind() *kind[Settings] {
	return &kind[Settings]{
		file: SettingsFile, tag: "settings", version: 1, what: kindWords["settings"],
		empty:  DefaultSettings,
		check:  Settings.Check,
		encode: encodeSettings,
		decode: func(data []byte, _ int) (Settings, error) { return decodeSettings(data) },
		legacy: alone(decodeSettings),
	}
}

// decodeSettings reads settings as encodeSettings writes them.
func decodeSettings(data []byte) (Settings, error) {
	var j settingsJSON
	if err := strictJSON(data, &j); err != nil {
		return Settings{}, err
	}
	die, err := engine.ParseDie(j.Die)
	if err != nil {
		return Settings{}, err
	}
	st := Settings{Theme: j.Theme, TextScale: j.TextScale, Die: die, TrackShop: j.TrackShop}
	return st, st.Check()
}

func encodeSettings(st Settings) ([]byte, error) {
	return json.Marshal(settingsJSON{Theme: st.Theme, TextScale: st.TextScale, Die: st.Die.String(), TrackShop: st.TrackShop})
}

// Settings returns the current settings.
func (s *Session) Settings() Settings {
	st := s.settings.get()
	st.Die.Faces = append([]int(nil), st.Die.Faces...)
	return st
}

// HasSavedSettings reports whether settings were read from the store or set
// since: false on a first launch.
func (s *Session) HasSavedSettings() bool { return s.settings.isKept() }

// SetSettings makes st the settings and queues them to be saved. Settings
// that do not check out are refused and nothing changes.
func (s *Session) SetSettings(st Settings) error {
	st.Die.Faces = append([]int(nil), st.Die.Faces...)
	return s.settings.change(ChangeSettings, func(Settings) (Settings, string, error) { return st, "", nil })
}
