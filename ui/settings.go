package ui

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/wire"
	"github.com/sapcompanion/sapcompanion/internal/words"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// settingsScreen is the Settings tab: light/dark, text size and the rock die.
type settingsScreen struct {
	h       kit.Host
	content fyne.CanvasObject

	themeMode *widget.RadioGroup
	textSize  *widget.RadioGroup
	dieFaces  *kit.Entry
	dieError  *kit.WrapLabel
	dieOdds   *kit.WrapLabel
	dieSave   *widget.Button
	dieTable  *kit.WrapLabel // at a live table: the die is the table's
	dieShown  string         // the die the entry was last filled with
	trackShop *widget.Check
}

// themeLabels maps the theme choices shown to the stored modes.
var themeLabels = []struct{ label, mode string }{
	{"Follow the system", session.ThemeSystem},
	{"Light", session.ThemeLight},
	{"Dark", session.ThemeDark},
}

// newSettingsScreen builds the Settings tab over h's session.
func newSettingsScreen(h kit.Host) *settingsScreen {
	s := &settingsScreen{h: h}
	var labels []string
	for _, t := range themeLabels {
		labels = append(labels, t.label)
	}
	s.themeMode = widget.NewRadioGroup(labels, s.onThemeMode)
	for _, t := range themeLabels {
		if t.mode == h.Sess.Settings().Theme {
			s.themeMode.SetSelected(t.label)
		}
	}
	s.themeMode.Required = true

	var sizes []string
	for _, ts := range kit.TextScales {
		sizes = append(sizes, ts.Label)
	}
	s.textSize = widget.NewRadioGroup(sizes, s.onTextSize)
	s.textSize.Horizontal = false
	for _, ts := range kit.TextScales {
		if ts.Factor == h.Sess.Settings().TextScale {
			s.textSize.SetSelected(ts.Label)
		}
	}
	s.textSize.Required = true

	s.dieFaces = kit.NewEntry(kit.ShortLimit)
	s.dieShown = h.Sess.Die().String()
	s.dieFaces.SetText(s.dieShown)
	s.dieFaces.OnChanged = s.onDieChanged
	s.dieTable = kit.NewWrapLabel("")
	s.dieTable.Importance = widget.HighImportance
	s.dieError = kit.ErrorLabel()
	s.dieOdds = kit.NewWrapLabel("")
	s.dieSave = widget.NewButton("Use this die", s.onDieSave)
	s.dieSave.Importance = widget.HighImportance
	reset := widget.NewButton("Reset to "+engine.DefaultDie().String(), func() {
		s.dieFaces.SetText(engine.DefaultDie().String())
		s.onDieSave()
	})
	s.onDieChanged(s.dieFaces.Text)

	dieHelp := kit.NewWrapLabel("The rocks on each face of your rock die, separated by spaces. The rulebook does not say how its faces split; check your dice.")
	s.content = container.NewVScroll(kit.NewSections(
		widget.NewCard("Appearance", "", container.NewVBox(
			widget.NewLabel("Theme"), s.themeMode,
			widget.NewLabel("Text size"), s.textSize)),
		widget.NewCard("Rock die", "", container.NewVBox(
			dieHelp, s.dieTable, s.dieFaces, s.dieError, s.dieOdds,
			kit.NewFitRow(s.dieSave, reset))),
		s.buildGameCard(),
	))
	s.refreshDie()
	h.Sess.Subscribe(func(c session.Change) {
		if c == session.ChangeSettings || c == session.ChangeTable {
			fyne.Do(s.refreshDie)
		}
	})
	return s
}

// refreshDie shows the die the players roll: at a live table the table's,
// which another phone may have changed (the entry follows it unless the
// player is typing other faces), and says so.
func (s *settingsScreen) refreshDie() {
	st := s.h.Sess.TableStatus()
	s.dieTable.Hidden = st.State == session.TableOff
	s.dieTable.SetText("Every phone at table " + wire.SpokenCode(st.Code) + " rolls the table's die: a change here changes it for everyone.")
	now := s.h.Sess.Die().String()
	if s.dieFaces.Text == s.dieShown && now != s.dieShown {
		s.dieFaces.SetText(now)
	}
	s.dieShown = now
	s.onDieChanged(s.dieFaces.Text)
}

// buildGameCard is the choice of how much of the game the app logs.
func (s *settingsScreen) buildGameCard() fyne.CanvasObject {
	s.trackShop = widget.NewCheck("Log every shop turn", func(on bool) {
		s.change(func(st *session.Settings) { st.TrackShop = on })
	})
	s.trackShop.Checked = s.h.Sess.Settings().TrackShop
	help := kit.NewWrapLabel("Off: tap gold as it is spent, then \"Everyone has passed\". On: record each player's Buy, Sell, Triple and Pass in turn.")
	return widget.NewCard("Game", "", container.NewVBox(s.trackShop, help))
}

func (s *settingsScreen) onThemeMode(label string) {
	s.change(func(st *session.Settings) {
		for _, t := range themeLabels {
			if t.label == label {
				st.Theme = t.mode
			}
		}
	})
}

func (s *settingsScreen) onTextSize(label string) {
	s.change(func(st *session.Settings) {
		for _, ts := range kit.TextScales {
			if ts.Label == label {
				st.TextScale = ts.Factor
			}
		}
	})
}

// change applies edit to the settings and keeps them when they changed; the
// app applies the theme when it hears of the change.
func (s *settingsScreen) change(edit func(st *session.Settings)) {
	old := s.h.Sess.Settings()
	st := old
	edit(&st)
	if st.Equal(old) {
		return
	}
	if err := s.h.Sess.SetSettings(st); err != nil {
		dialog.ShowError(errors.New(kit.ErrText(err)), s.h.Win)
	}
}

// onDieChanged checks the faces as they are typed, showing the error or the
// chances of each face.
func (s *settingsScreen) onDieChanged(text string) {
	d, err := engine.ParseDie(text)
	if err != nil {
		s.dieError.SetText(kit.RulesText(err))
		s.dieError.Show()
		s.dieOdds.SetText("")
		s.dieSave.Disable()
		return
	}
	s.dieError.SetText("")
	s.dieError.Hide()
	s.dieOdds.SetText(faceChances(d))
	if d.String() == s.h.Sess.Die().String() {
		s.dieSave.Disable()
	} else {
		s.dieSave.Enable()
	}
}

// onDieSave keeps the typed die, if it is valid.
func (s *settingsScreen) onDieSave() {
	d, err := engine.ParseDie(s.dieFaces.Text)
	if err != nil {
		return
	}
	if err := s.h.Sess.SetDie(d); err != nil {
		s.dieError.SetText(kit.ErrText(err))
		s.dieError.Show()
		return
	}
	// Saved, the faces are no longer the player's edit: the entry follows
	// the die from now on (at a table the hub's answer may come after the
	// player has left it, and the entry must then show this device's die).
	s.dieShown = s.dieFaces.Text
	s.onDieChanged(s.dieFaces.Text)
}

// faceChances describes one roll of d: "0 rocks 1/3 · 1 rock 1/3 · 2 rocks 1/3".
func faceChances(d engine.Die) string {
	counts := map[int]int64{}
	top := 0
	for _, f := range d.Faces {
		counts[f]++
		top = max(top, f)
	}
	var parts []string
	for r := 0; r <= top; r++ {
		if counts[r] == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%d %s %s", r, words.Plural(r, "rock", "rocks"), big.NewRat(counts[r], int64(len(d.Faces))).RatString()))
	}
	return "One roll: " + strings.Join(parts, " · ")
}
