package uitest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// PhoneSize is the phone screen the app is designed for first.
var PhoneSize = fyne.NewSize(360, 740)

// Look is one way of rendering a state: the window size, the text size and
// the theme.
type Look struct {
	Device string // "phone" or "desktop"
	Size   fyne.Size
	Text   kit.TextScale
	Theme  string // session.ThemeLight or ThemeDark
}

// File is the PNG's name for state name: NAME-phone.png at normal text in
// light, NAME-phone-large-dark.png and so on otherwise.
func (l Look) File(name string) string {
	parts := []string{name, l.Device}
	if l.Text.Factor != 1 {
		parts = append(parts, strings.ReplaceAll(strings.ToLower(l.Text.Label), " ", ""))
	}
	if l.Theme == session.ThemeDark {
		parts = append(parts, "dark")
	}
	return strings.Join(parts, "-") + ".png"
}

// Settings are the app's settings for l: its theme and text size.
func (l Look) Settings() session.Settings {
	st := session.DefaultSettings()
	st.Theme, st.TextScale = l.Theme, l.Text.Factor
	return st
}

// Looks are the renderings of every state. The fast tier (go test -short,
// make test) renders the phone at the two extreme text sizes, Small and
// Extra large, in light, where the layout checks find what is cut off or
// too small; otherwise (make test-long, make screenshots) every look: the
// phone at every text size and the desktop at normal text, light and dark.
func Looks(short bool) []Look {
	ts := kit.TextScales
	if short {
		return []Look{{"phone", PhoneSize, ts[0], session.ThemeLight}, {"phone", PhoneSize, ts[len(ts)-1], session.ThemeLight}}
	}
	var looks []Look
	for _, th := range []string{session.ThemeLight, session.ThemeDark} {
		for _, t := range ts {
			looks = append(looks, Look{"phone", PhoneSize, t, th})
		}
		looks = append(looks, Look{"desktop", fyne.NewSize(1024, 768), ts[1], th})
	}
	return append(looks, Sideways...)
}

// Sideways are the looks of a phone turned sideways, in light: a small
// phone at Normal text (740x360) and a common one at Extra large
// (844x390, less the browser's bar and the tab bar is about the same
// height as the small one).
var Sideways = []Look{
	{"sideways", fyne.NewSize(740, 360), kit.TextScales[1], session.ThemeLight},
	{"sideways", fyne.NewSize(844, 390), kit.TextScales[len(kit.TextScales)-1], session.ThemeLight},
}

// Shot is one state of one screen to render: Setup drives the screen (of
// type T: the app, or one screen) there.
type Shot[T any] struct {
	Name  string
	Setup func(t *testing.T, screen T)
}

// Shots renders every shot in each of Looks in a window open makes for the
// look, checks that each picture shows something and, on the phone in
// light (the theme changes colours, not sizes), that nothing is cut off,
// drawn over something else, too small to tap or crowding a destructive
// button (LayoutProblems). known are the states, "NAME@Text size", that
// fail the layout checks for a reason given: skipped while they fail,
// failed once they pass. With SCREENSHOTS=DIR set it also writes them to
// DIR, every look.
func Shots[T any](t *testing.T, shots []Shot[T], known map[string]string, open func(t *testing.T, look Look) (T, fyne.Window)) {
	dir := os.Getenv("SCREENSHOTS")
	if dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
	}
	for _, sh := range shots {
		for _, look := range Looks(testing.Short() && dir == "") {
			t.Run(strings.TrimSuffix(look.File(sh.Name), ".png"), func(t *testing.T) {
				screen, w := open(t, look)
				sh.Setup(t, screen)
				for range 3 { // wrapped text is measured at its new width on the next pass
					Relayout(w.Content())
				}
				img := w.Canvas().Capture()
				assert.Greater(t, DistinctColours(img), 8, "the screen shows more than a blank fill")
				if dir != "" { // before the checks: a known problem skips the rest
					WritePNG(t, filepath.Join(dir, look.File(sh.Name)), img)
				}
				switch {
				case look.Device == "phone" && look.Theme == session.ThemeLight:
					checkLayout(t, known, sh.Name, look.Text.Label, LayoutProblems(w, PhoneSize))
				case look.Device == "sideways":
					checkLayout(t, known, sh.Name, "sideways "+look.Text.Label, LayoutProblems(w, look.Size))
				}
			})
		}
	}
}

// WritePNG saves img as a PNG file.
func WritePNG(t *testing.T, path string, img image.Image) {
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
}

// checkLayout asserts that a state has no layout problems, or skips a
// known one.
func checkLayout(t *testing.T, known map[string]string, name, text string, problems []string) {
	if why, ok := known[name+"@"+text]; ok {
		if len(problems) == 0 {
			t.Errorf("%s@%s now passes the layout checks: remove it from the known layout problems", name, text)
			return
		}
		t.Skipf("known layout problem (%s): %s", why, strings.Join(problems, "; "))
	}
	assert.Empty(t, problems, "at %s text on a phone nothing is cut off, overlapping or too small to tap", text)
}

// Relayout lays out every container and widget under o again, top down, as
// the real driver does each frame when a minimum size changed; the test
// canvas does not, so without it a capture can show stale positions.
func Relayout(o fyne.CanvasObject) {
	switch c := o.(type) {
	case *fyne.Container:
		if c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
		for _, child := range c.Objects {
			Relayout(child)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(c)
		r.Layout(c.Size())
		for _, child := range r.Objects() {
			Relayout(child)
		}
	}
}

// DistinctColours counts the colours in img, up to a few hundred.
func DistinctColours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
			if len(seen) > 300 {
				return len(seen)
			}
		}
	}
	return len(seen)
}

// Window is a phone-sized test window in the theme and text size of st,
// closed when the test ends.
func Window(t testing.TB, st session.Settings) (fyne.App, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(kit.NewTheme(st))
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(PhoneSize)
	return a, w
}

// NewHost is a Host over a new session kept in a new folder, with the
// theme and text size of st, table rolls from seed, and a test window of
// phone size; links are not opened.
func NewHost(t testing.TB, st session.Settings, seed uint64) kit.Host {
	t.Helper()
	return NewHostWith(t, st, seed, session.NewDirStore(t.TempDir()))
}

// NewHostWith is NewHost over store: a second Host over the store of a
// first one is the app opened again (call the first's Sess.Flush before).
func NewHostWith(t testing.TB, st session.Settings, seed uint64, store session.Store) kit.Host {
	t.Helper()
	a, w := Window(t, st)
	sess := session.Open(store, session.Options{
		Rand:        engine.NewRand(seed), // as ui.New gets it in the app's tests
		OnSaveError: func(err error) { t.Errorf("save failed: %v", err) },
	})
	require.NoError(t, sess.SetSettings(st))
	t.Cleanup(sess.Flush)
	return kit.Host{Sess: sess, Win: w, Clipboard: a.Clipboard(), Rand: sess.Rand(),
		OpenURL: func(string) error { return nil }}
}

// DialogText is every text of the dialog on top of w, one per line.
func DialogText(w fyne.Window) string {
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			lines = append(lines, x.Text)
			return
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
			return
		}
		if wd, ok := o.(fyne.Widget); ok {
			for _, c := range test.WidgetRenderer(wd).Objects() {
				walk(c)
			}
		}
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		walk(top)
	}
	return strings.Join(lines, "\n")
}
