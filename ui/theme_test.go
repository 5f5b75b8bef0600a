package ui

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// backgroundShare is the share of img's pixels in one of the backgrounds of
// the theme's variant v (but colours the other variant draws text in).
func backgroundShare(img image.Image, v fyne.ThemeVariant) float64 {
	nrgba := func(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }
	th := kit.NewTheme(session.Settings{Theme: session.ThemeSystem, TextScale: 1})
	other := theme.VariantDark
	if v == theme.VariantDark {
		other = theme.VariantLight
	}
	bg := map[color.NRGBA]bool{}
	for _, n := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameHeaderBackground, theme.ColorNameInputBackground,
		theme.ColorNameButton, theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground} {
		bg[nrgba(th.Color(n, v))] = true
	}
	for _, n := range []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNamePrimary, theme.ColorNameDisabled,
		theme.ColorNameForegroundOnPrimary} {
		delete(bg, nrgba(th.Color(n, other)))
	}
	b := img.Bounds()
	var hits, all int
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			all++
			if bg[nrgba(img.At(x, y))] {
				hits++
			}
		}
	}
	return float64(hits) / float64(all)
}

// Switching between light and dark in Settings repaints every screen, those
// off show included, and the navigation bar: nothing of the old theme's
// backgrounds is left behind.
func TestSwitchingThemeRepaintsEveryScreen(t *testing.T) {
	tabs := []int{tabGame, tabBattle, tabCards, tabLearn, tabTools, tabSettings}
	for _, sw := range []struct {
		from, to   string
		oldVariant fyne.ThemeVariant
	}{{"Light", "Dark", theme.VariantLight}, {"Dark", "Light", theme.VariantDark}} {
		u, w := newTestApp(t, 1)
		u.prefsTab().themeMode.SetSelected(sw.from)
		for _, tab := range tabs {
			u.nav.selectTab(tab)
			assert.Greater(t, backgroundShare(w.Canvas().Capture(), sw.oldVariant), 0.5, "%s: tab %d at first", sw.from, tab)
		}
		u.nav.selectTab(tabSettings)
		u.prefsTab().themeMode.SetSelected(sw.to)
		for _, tab := range tabs {
			u.nav.selectTab(tab)
			uitest.Relayout(w.Content())
			assert.Less(t, backgroundShare(w.Canvas().Capture(), sw.oldVariant), 0.01, "%s to %s: tab %d keeps nothing of %s", sw.from, sw.to, tab, sw.from)
		}
	}
}

// The app builds only the Game screen at launch; a tab is built the first
// time it is shown, and one first shown after a switch of theme is drawn in
// the new theme with nothing of the old.
func TestScreensAreBuiltWhenFirstShown(t *testing.T) {
	u, w := newTestApp(t, 1)
	assert.NotNil(t, u.screens.game, "the Game screen is there at launch")
	assert.Nil(t, u.screens.battle, "the Battle screen waits for its tab")
	assert.Nil(t, u.screens.cardBook, "the card book waits for its tab")
	assert.Nil(t, u.screens.learn, "Learn waits for its tab")
	assert.Nil(t, u.screens.tools, "Tools waits for its tab")

	u.nav.selectTab(tabSettings)
	assert.Nil(t, u.screens.battle, "showing Settings builds no other screen")
	u.prefsTab().themeMode.SetSelected("Dark")
	u.nav.selectTab(tabBattle)
	uitest.Relayout(w.Content())
	assert.NotNil(t, u.screens.battle)
	assert.Less(t, backgroundShare(w.Canvas().Capture(), theme.VariantLight), 0.01, "the Battle screen, built after the switch, is dark")
	assert.Greater(t, backgroundShare(w.Canvas().Capture(), theme.VariantDark), 0.5)
}
