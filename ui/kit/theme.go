package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/sapcompanion/sapcompanion/session"
)

// Theme is Fyne's default theme with the user's light/dark override and
// text size applied, colours that read across a table (every text colour
// meets WCAG AA on the backgrounds it is drawn on, contrast_test.go) and
// controls at least touchTarget tall.
type Theme struct {
	mode    string  // session.ThemeSystem, ThemeLight or ThemeDark
	scale   float32 // text size factor
	padding float32 // the inner padding of controls
}

var _ fyne.Theme = (*Theme)(nil)

func NewTheme(st session.Settings) *Theme {
	t := &Theme{mode: st.Theme, scale: float32(st.TextScale)}
	base := theme.DefaultTheme().Size(theme.SizeNameInnerPadding)
	line := fyne.MeasureText("Mg", t.Size(theme.SizeNameText), fyne.TextStyle{}).Height
	t.padding = max(base, (TouchTarget-line)/2)
	return t
}

// TouchTarget is the least height of a button, check, radio item or entry:
// 48 dp, the size of a fingertip.
const TouchTarget float32 = 48

// rgb is an opaque colour 0xRRGGBB.
func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// lightColours and darkColours replace the default theme's colours that are
// too faint for text: the default green on white is 1.48:1, disabled text
// 1.28:1, the primary blue 4.47:1; and the outline of an empty check box,
// radio button or entry (1.28:1), too faint to see. A disabled button has
// no fill of its own (the default fills it as an enabled one, so in dark it
// looked as tappable as any): only its grey words show. The rest are the
// default theme's.
var (
	lightColours = map[fyne.ThemeColorName]color.Color{
		theme.ColorNameForeground:          rgb(0x202020),
		theme.ColorNamePrimary:             rgb(0x1b5fd1),
		theme.ColorNameHyperlink:           rgb(0x1b5fd1),
		theme.ColorNameForegroundOnPrimary: rgb(0xffffff),
		theme.ColorNameSuccess:             rgb(0x1a7a2b),
		theme.ColorNameError:               rgb(0xc62828),
		theme.ColorNameWarning:             rgb(0xa15600),
		theme.ColorNameDisabled:            rgb(0x6b6b6b),
		theme.ColorNameDisabledButton:      rgb(0xffffff),
		theme.ColorNamePlaceHolder:         rgb(0x6b6b6b),
		theme.ColorNameInputBorder:         rgb(0x8a8a8a),
	}
	darkColours = map[fyne.ThemeColorName]color.Color{
		theme.ColorNamePrimary:             rgb(0x6ea6ff),
		theme.ColorNameHyperlink:           rgb(0x6ea6ff),
		theme.ColorNameForegroundOnPrimary: rgb(0x171718),
		theme.ColorNameError:               rgb(0xff6b5e),
		theme.ColorNameDisabled:            rgb(0x9a9a9a),
		theme.ColorNameDisabledButton:      rgb(0x171718),
		theme.ColorNameInputBorder:         rgb(0x7a7a7a),
	}
)

// Color follows the system variant unless the user chose light or dark.
func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.mode {
	case session.ThemeLight:
		v = theme.VariantLight
	case session.ThemeDark:
		v = theme.VariantDark
	}
	own := darkColours
	if v == theme.VariantLight {
		own = lightColours
	}
	if c, ok := own[n]; ok {
		return c
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font is the default theme's.
func (t *Theme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// Icon is the default theme's.
func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size scales the text sizes (and inline icons, which sit beside text), and
// pads controls so that one line of text in a button, check, radio item or
// entry makes a touchTarget: the larger the text, the less padding it needs.
func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	base := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return base * t.scale
	case theme.SizeNameInnerPadding:
		if t.padding > 0 {
			return t.padding
		}
	}
	return base
}

// TextScale is one choice of the text-size setting.
type TextScale struct {
	Label  string
	Factor float64
}

// TextScales are the text sizes offered in Settings, smallest first.
var TextScales = []TextScale{
	{"Small", 0.9},
	{"Normal", 1.0},
	{"Large", 1.2},
	{"Extra large", 1.45},
}

// Mode is the theme's light or dark choice: session.ThemeSystem, ThemeLight
// or ThemeDark.
func (t *Theme) Mode() string { return t.mode }

// Scale is the theme's text size factor.
func (t *Theme) Scale() float32 { return t.scale }
