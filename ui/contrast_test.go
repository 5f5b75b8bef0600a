package ui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// wcagAA is the least contrast ratio WCAG 2 level AA asks of body text.
const wcagAA = 4.5

// luminance is c's relative luminance, as WCAG 2 defines it.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the WCAG 2 contrast ratio of two opaque colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// textPairs are the text colours the app draws and the backgrounds it draws
// each of them on.
var textPairs = []struct{ text, on fyne.ThemeColorName }{
	// Labels of every importance, on the screen, in cards, in fields and
	// on the navigation bar.
	{theme.ColorNameForeground, theme.ColorNameBackground},
	{theme.ColorNameForeground, theme.ColorNameOverlayBackground},
	{theme.ColorNameForeground, theme.ColorNameInputBackground},
	{theme.ColorNameForeground, theme.ColorNameHeaderBackground},
	{theme.ColorNameForeground, theme.ColorNameMenuBackground},
	{theme.ColorNamePrimary, theme.ColorNameBackground},
	{theme.ColorNamePrimary, theme.ColorNameOverlayBackground},
	{theme.ColorNamePrimary, theme.ColorNameHeaderBackground},
	{theme.ColorNameHyperlink, theme.ColorNameBackground},
	{theme.ColorNameSuccess, theme.ColorNameBackground},
	{theme.ColorNameSuccess, theme.ColorNameOverlayBackground},
	{theme.ColorNameSuccess, theme.ColorNameInputBackground},
	{theme.ColorNameError, theme.ColorNameBackground},
	{theme.ColorNameError, theme.ColorNameOverlayBackground},
	{theme.ColorNameError, theme.ColorNameInputBackground},
	{theme.ColorNameWarning, theme.ColorNameBackground},
	{theme.ColorNameWarning, theme.ColorNameOverlayBackground},
	{theme.ColorNameWarning, theme.ColorNameInputBackground},
	// Low-importance and disabled text, and hints in empty fields.
	{theme.ColorNameDisabled, theme.ColorNameBackground},
	{theme.ColorNameDisabled, theme.ColorNameOverlayBackground},
	{theme.ColorNameDisabled, theme.ColorNameInputBackground},
	{theme.ColorNameDisabled, theme.ColorNameDisabledButton},
	{theme.ColorNamePlaceHolder, theme.ColorNameInputBackground},
	// Buttons: plain, primary, danger.
	{theme.ColorNameForeground, theme.ColorNameButton},
	{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
	{theme.ColorNameForegroundOnError, theme.ColorNameError},
	{theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess},
	{theme.ColorNameForegroundOnWarning, theme.ColorNameWarning},
}

// Every text colour of the app's theme reads at WCAG AA (4.5:1) on every
// background it is drawn on, in light and in dark, the user's choice or the
// system's.
func TestEveryTextColourMeetsWCAGAA(t *testing.T) {
	test.NewTempApp(t)
	for _, mode := range []string{session.ThemeLight, session.ThemeDark} {
		th := kit.NewTheme(session.Settings{Theme: mode, TextScale: 1})
		for _, p := range textPairs {
			fg, bg := th.Color(p.text, theme.VariantLight), th.Color(p.on, theme.VariantLight)
			assert.GreaterOrEqual(t, contrast(fg, bg), wcagAA, "%s: %s on %s", mode, p.text, p.on)
		}
	}
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := kit.NewTheme(session.Settings{Theme: session.ThemeSystem, TextScale: 1})
		for _, p := range textPairs {
			assert.GreaterOrEqual(t, contrast(th.Color(p.text, v), th.Color(p.on, v)), wcagAA, "system variant %d: %s on %s", v, p.text, p.on)
		}
	}
}

// The outlines of empty check boxes, radio buttons and entries stand out at
// 3:1, what WCAG AA asks of the parts of a control.
func TestControlOutlinesAreVisible(t *testing.T) {
	test.NewTempApp(t)
	for _, mode := range []string{session.ThemeLight, session.ThemeDark} {
		th := kit.NewTheme(session.Settings{Theme: mode, TextScale: 1})
		for _, on := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground, theme.ColorNameInputBackground} {
			assert.GreaterOrEqual(t, contrast(th.Color(theme.ColorNameInputBorder, theme.VariantLight), th.Color(on, theme.VariantLight)), 3.0, "%s: outline on %s", mode, on)
		}
	}
}

// The default theme failed: the winner's green on white, disabled text and
// the primary blue are the ones a player could not read across a table.
func TestTheDefaultThemesFaintColoursAreReplaced(t *testing.T) {
	test.NewTempApp(t)
	def := theme.DefaultTheme()
	white := def.Color(theme.ColorNameBackground, theme.VariantLight)
	assert.Less(t, contrast(def.Color(theme.ColorNameSuccess, theme.VariantLight), white), 1.5, "the default green is 1.48:1")
	assert.Less(t, contrast(def.Color(theme.ColorNameDisabled, theme.VariantLight), white), 1.5, "default disabled text is 1.28:1")

	th := kit.NewTheme(session.Settings{Theme: session.ThemeLight, TextScale: 1})
	assert.GreaterOrEqual(t, contrast(th.Color(theme.ColorNameSuccess, theme.VariantLight), white), 5.0)
	assert.GreaterOrEqual(t, contrast(th.Color(theme.ColorNameDisabled, theme.VariantLight), white), 5.0)
	assert.Greater(t, contrast(th.Color(theme.ColorNameForeground, theme.VariantLight), white), contrast(th.Color(theme.ColorNameDisabled, theme.VariantLight), white)+5,
		"disabled text is still plainly fainter than enabled text")
}

// Buttons, checks, radio items and entries are at least a fingertip tall at
// every text size.
func TestControlsAreTallEnoughToTap(t *testing.T) {
	a := test.NewTempApp(t)
	for _, ts := range kit.TextScales {
		th := kit.NewTheme(session.Settings{Theme: session.ThemeLight, TextScale: ts.Factor})
		a.Settings().SetTheme(th)
		line := fyne.MeasureText("Mg", th.Size(theme.SizeNameText), fyne.TextStyle{}).Height
		assert.GreaterOrEqual(t, line+2*th.Size(theme.SizeNameInnerPadding), kit.TouchTarget, ts.Label)
	}
}
