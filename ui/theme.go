package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/sapcompanion/sapcompanion/session"
)

// appTheme is Fyne's default theme with the user's light/dark override and
// text size applied.
type appTheme struct {
	mode  string  // session.ThemeSystem, ThemeLight or ThemeDark
	scale float32 // text size factor
}

var _ fyne.Theme = (*appTheme)(nil)

func newAppTheme(st session.Settings) *appTheme {
	return &appTheme{mode: st.Theme, scale: float32(st.TextScale)}
}

// Color follows the system variant unless the user chose light or dark.
func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.mode {
	case session.ThemeLight:
		v = theme.VariantLight
	case session.ThemeDark:
		v = theme.VariantDark
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font is the default theme's.
func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// Icon is the default theme's.
func (t *appTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size scales the text sizes (and inline icons, which sit beside text).
func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	base := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return base * t.scale
	}
	return base
}
