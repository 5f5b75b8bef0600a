package ui

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// shot is one state of one screen to render: setup drives the app there.
type shot struct {
	name  string
	setup func(t *testing.T, u *App)
}

// shots lists every screen and its main states. Each new screen adds its own.
var shots = []shot{
	{"game-new", func(t *testing.T, u *App) {
		test.Type(u.game().setup.names[0], "Ana")
	}},
	{"game-new-6-players", func(t *testing.T, u *App) {
		test.Tap(u.game().setup.countButtons[6])
		u.game().setup.firstMethod.SetSelected(firstRandom)
	}},
	{"game-shop", func(t *testing.T, u *App) {
		u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String(), tracker.Magic.String()})
		startGame(t, u, "Ana", "Ben")
		require.NoError(t, u.sess.Act(func(g *tracker.Game) error { return g.Spend(1) }))
	}},
	{"game-shop-logged", func(t *testing.T, u *App) {
		trackShop(t, u)
		u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String(), tracker.Magic.String()})
		startGame(t, u, "Ana", "Ben")
		test.Tap(u.game().play.buy)
	}},
	{"game-pass-question", func(t *testing.T, u *App) {
		trackShop(t, u)
		startGame(t, u, "Ana", "Ben")
		test.Tap(u.game().play.pass)
	}},
	{"game-battle-4-players", func(t *testing.T, u *App) {
		u.game().setup.packs.SetSelected([]string{tracker.Classic.String(), tracker.Golden.String()})
		startGame(t, u, "Ana", "Ben", "Cy", "Di")
		passAll(t, u)
		test.Tap(u.game().play.results[0][1])
	}},
	{"game-trophy", func(t *testing.T, u *App) {
		startGame(t, u, "Ana", "Ben")
		passAll(t, u)
		test.Tap(u.game().play.results[0][0])
	}},
	{"game-over", func(t *testing.T, u *App) {
		startGame(t, u, "Ana", "Ben")
		for _, w := range []int{0, 1, 0, 1, 0, 1} {
			passAll(t, u)
			test.Tap(u.game().play.results[0][w])
			test.Tap(u.game().play.endRound)
		}
	}},
	{"game-history", func(t *testing.T, u *App) {
		trackShop(t, u)
		startGame(t, u, "Ana", "Ben")
		test.Tap(u.game().play.buy)
		test.Tap(u.game().play.buy)
		test.Tap(u.game().play.bar.undo)
		test.Tap(u.game().play.bar.historyBtn)
	}},
	{"solo-new", func(t *testing.T, u *App) {
		test.Type(u.game().setup.names[0], "Ana")
		test.Tap(u.game().setup.vsApp)
		u.game().setup.difficulty.SetSelected(solo.Normal.Title())
	}},
	{"solo-shop", func(t *testing.T, u *App) { toSoloShop(t, u) }},
	{"solo-pick", func(t *testing.T, u *App) {
		toSoloShop(t, u)
		test.Tap(u.game().play.solo.slots[1])
		test.Type(u.game().play.solo.search, "o")
	}},
	{"solo-told", func(t *testing.T, u *App) {
		toSoloShop(t, u)
		test.Tap(u.game().play.solo.ask)
	}},
	{"solo-your-turn", func(t *testing.T, u *App) {
		toSoloShop(t, u)
		askAndDo(t, u, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	}},
	{"solo-rules", func(t *testing.T, u *App) {
		toSoloShop(t, u)
		test.Tap(u.game().play.solo.refBtn)
	}},
	{"solo-prep", func(t *testing.T, u *App) { toSoloPrep(t, u) }},
	{"solo-resolver", func(t *testing.T, u *App) {
		toSoloPrep(t, u)
		u.game().settle(0)
		addCard(t, u.battle().decks[0], "ant", "Ant")
		u.battle().setup.(*container.Scroll).ScrollToBottom() // the app's deck, filled in
	}},
	{"solo-trophy", func(t *testing.T, u *App) {
		toSoloPrep(t, u)
		u.game().settle(0)
		addCard(t, u.battle().decks[0], "ant", "Ant")
		settle(t, u.battle())
		test.Tap(u.battle().play.last)
		test.Tap(u.battle().play.record)
		u.nav.selectTab(tabGame)
	}},
	{"battle-setup", func(t *testing.T, u *App) {
		u.nav.selectTab(tabBattle)
		s := u.battle()
		test.Type(s.decks[0].name, "Andreas")
		test.Type(s.decks[1].name, "Matthias")
		addCard(t, s.decks[0], "an", "Ant")
		addCard(t, s.decks[0], "fi", "Fish")
		addCard(t, s.decks[1], "ott", "Otter")
		test.Type(s.decks[1].search, "d")
	}},
	{"battle-playback", func(t *testing.T, u *App) {
		u.nav.selectTab(tabBattle)
		u.fyne.Clipboard().SetContent(exampleB)
		u.battle().onPaste()
		settle(t, u.battle())
		for range 12 {
			test.Tap(u.battle().play.next)
		}
	}},
	{"battle-result", func(t *testing.T, u *App) {
		u.nav.selectTab(tabBattle)
		u.fyne.Clipboard().SetContent(exampleB)
		u.battle().onPaste()
		settle(t, u.battle())
		test.Tap(u.battle().play.last)
	}},
	{"battle-from-game", func(t *testing.T, u *App) {
		startGame(t, u, "Ana", "Ben", "Cy", "Di")
		passAll(t, u)
		u.nav.selectTab(tabBattle)
	}},
	{"battle-odds", func(t *testing.T, u *App) {
		u.nav.selectTab(tabBattle)
		u.battle().pasteText(exampleB)
		u.battle().diceMode.SetSelected(diceOdds)
		test.Tap(u.battle().settle)
		u.battle().wait()
		u.battle().setup.(*container.Scroll).ScrollToBottom()
	}},
	{"battle-share", func(t *testing.T, u *App) {
		u.nav.selectTab(tabBattle)
		u.battle().pasteText(exampleB)
		test.Tap(u.battle().shareBtn)
		u.battle().sharing.wait()
	}},
	{"battle-ask", func(t *testing.T, u *App) {
		u.nav.selectTab(tabBattle)
		s := u.battle()
		startAsking(t, u)
		t.Cleanup(func() { s.onStop(); s.wait() })
		u.battle().setup.(*container.Scroll).ScrollToBottom()
	}},
	{"tools-start", func(t *testing.T, u *App) { u.nav.selectTab(tabTools) }},
	{"tools-rolled", func(t *testing.T, u *App) {
		u.nav.selectTab(tabTools)
		test.Tap(u.tools().countButtons[2])
		test.Tap(u.tools().rollButton)
		test.Tap(u.tools().rollButton)
		test.Tap(u.tools().countButtons[3])
		test.Tap(u.tools().rollButton)
	}},
	{"tools-team-name", func(t *testing.T, u *App) {
		u.nav.selectTab(tabTools)
		test.Tap(u.tools().nameRollButton)
		test.Tap(u.tools().pickButton)
		u.tools().scroll.ScrollToBottom()
	}},
	{"tools-open-on-phones", func(t *testing.T, u *App) {
		dir := t.TempDir()
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "build", "web"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "build", "web", "index.html"), []byte("<title>x</title>"), 0o644))
		t.Chdir(dir)
		u.nav.selectTab(tabTools)
		u.tools().phones.addr = "127.0.0.1:0"
		test.Tap(u.tools().phones.toggle)
		require.NotNil(t, u.tools().phones.server)
		t.Cleanup(u.tools().phones.stop)
		u.tools().scroll.ScrollToBottom()
	}},
	{"settings", func(t *testing.T, u *App) { u.nav.selectTab(tabSettings) }},
	{"settings-dark-large-bad-die", func(t *testing.T, u *App) {
		u.nav.selectTab(tabSettings)
		u.prefsTab().themeMode.SetSelected("Dark")
		u.prefsTab().textSize.SetSelected("Large")
		u.prefsTab().dieFaces.SetText("0 0 1 1 2 three")
	}},
	{"tools-dark", func(t *testing.T, u *App) {
		st := u.sess.Settings()
		st.Theme = session.ThemeDark
		require.NoError(t, u.sess.SetSettings(st))
		u.nav.selectTab(tabTools)
		test.Tap(u.tools().rollButton)
	}},
	// Card Book.
	{"cards-browse", func(t *testing.T, u *App) { u.nav.selectTab(tabCards) }},
	{"cards-search", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		test.Type(u.cardBook().search, "apple")
	}},
	{"cards-filter-magic", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		u.cardBook().packFilter.SetSelected("Magic")
	}},
	{"cards-page-reference", func(t *testing.T, u *App) { openCard(t, u, "Badger") }},
	{"cards-page-corrected", func(t *testing.T, u *App) {
		require.NoError(t, u.sess.Cards().Put(mustCard(t, "card Fish: pet 3 tier 1 pack classic | Hurt: gain 1 power")))
		openCard(t, u, "Fish")
	}},
	{"cards-hide-confirm", func(t *testing.T, u *App) {
		openCard(t, u, "Otter")
		test.Tap(u.cardBook().page.removeButton)
	}},
	{"cards-edit-new-error", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		test.Tap(u.cardBook().newButton)
		test.Type(u.cardBook().editor.name, "Turtle")
		test.Type(u.cardBook().editor.lines[0].entry, "Faint: thro 2 rocks at the enemy pet")
		test.Tap(u.cardBook().editor.save)
	}},
	{"cards-edit-correct", func(t *testing.T, u *App) {
		openCard(t, u, "Peacock")
		test.Tap(u.cardBook().page.editButton)
	}},
	{"cards-edit-picker", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		test.Tap(u.cardBook().newButton)
		p := u.cardBook().editor.picker
		test.Tap(p.toggle)
		p.trigger.SetSelected("Faint")
		p.effect.SetSelected("give N AILMENT to TARGET")
		p.card.SetText("Spooked")
		u.cardBook().editor.scroll.ScrollToBottom()
	}},
	{"cards-share", func(t *testing.T, u *App) {
		openCard(t, u, "Dolphin")
		test.Tap(u.cardBook().page.shareButton)
		u.cardBook().sharing.wait()
	}},
	{"cards-friend-ok", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		test.Tap(u.cardBook().friendButton)
		test.Type(u.cardBook().receive.entry, friendCode(t, "card Turtle: pet 3 tier 2 | Faint: gain 1 mana\ncard Fish: pet 3"))
		waitReadings(u)
	}},
	{"cards-friend-checking", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		test.Tap(u.cardBook().friendButton)
		holdReadings(t, u.cardBook().receive.reading)
		u.cardBook().receive.entry.SetText(friendCode(t, "card Turtle: pet 3"))
	}},
	{"shared-code-reading", func(t *testing.T, u *App) {
		holdReadings(t, u.sharedReading())
		u.offerShared(friendCode(t, "card Turtle: pet 3"))
	}},
	{"cards-friend-damaged", func(t *testing.T, u *App) {
		u.nav.selectTab(tabCards)
		test.Tap(u.cardBook().friendButton)
		code := friendCode(t, "card Turtle: pet 3")
		test.Type(u.cardBook().receive.entry, code[:len(code)-12]+"X"+code[len(code)-11:])
		waitReadings(u)
	}},
	{"cards-backup-bad-import", func(t *testing.T, u *App) {
		require.NoError(t, u.sess.Cards().Put(mustCard(t, "card Turtle: pet 3")))
		require.NoError(t, u.sess.Cards().Delete("Otter"))
		u.nav.selectTab(tabCards)
		test.Tap(u.cardBook().backupButton)
		test.Type(u.cardBook().backup.importEntry, `{"version": 1, "cards": [{"name": "Bad", "abilities": ["Faint: fly away"]}]}`)
		test.Tap(u.cardBook().backup.importButton)
	}},
}

// exampleB is the rulebook's Auto Battle Example B in battle notation.
const exampleB = `first: A
name A: Andreas
name B: Matthias
A: Dolphin, Honey, Badger
B: Mosquito, Flamingo, Peacock
rocks: 0 1 1  1  0 2  1 0
`

// shotLook is one way of rendering a state: the window size, the text size
// and the theme.
type shotLook struct {
	device string // "phone" or "desktop"
	size   fyne.Size
	text   textScale
	theme  string // session.ThemeLight or ThemeDark
}

// file is the PNG's name for state name: NAME-phone.png at normal text in
// light, NAME-phone-large-dark.png and so on otherwise.
func (l shotLook) file(name string) string {
	parts := []string{name, l.device}
	if l.text.factor != 1 {
		parts = append(parts, strings.ReplaceAll(strings.ToLower(l.text.label), " ", ""))
	}
	if l.theme == session.ThemeDark {
		parts = append(parts, "dark")
	}
	return strings.Join(parts, "-") + ".png"
}

// shotLooks are the renderings of every state. The fast tier (go test
// -short, make test) renders the phone at the two extreme text sizes, Small
// and Extra large, in light, where the layout checks find what is cut off or
// too small; otherwise (make test-long, make screenshots) every look: the
// phone at every text size and the desktop at normal text, light and dark.
func shotLooks(short bool) []shotLook {
	if short {
		return []shotLook{
			{"phone", phoneSize, textScales[0], session.ThemeLight},
			{"phone", phoneSize, textScales[len(textScales)-1], session.ThemeLight},
		}
	}
	var looks []shotLook
	for _, th := range []string{session.ThemeLight, session.ThemeDark} {
		for _, ts := range textScales {
			looks = append(looks, shotLook{"phone", phoneSize, ts, th})
		}
		looks = append(looks, shotLook{"desktop", fyne.NewSize(1024, 768), textScales[1], th})
	}
	return looks
}

// newShotApp builds the app as it starts with look's theme and text size.
func newShotApp(t *testing.T, look shotLook) (*App, fyne.Window) {
	store := session.NewDirStore(t.TempDir())
	s := session.Open(store, session.Options{})
	st := s.Settings()
	st.Theme, st.TextScale = look.theme, look.text.factor
	require.NoError(t, s.SetSettings(st))
	s.Flush()
	u, w := newTestAppWith(t, 2024, store)
	w.Resize(look.size)
	return u, w
}

// TestScreenshots renders every screen state in each of shotLooks, checks
// that each picture shows something and, on the phone in light (the theme
// changes colours, not sizes), that nothing is cut off, drawn over something
// else, too small to tap or crowding a destructive button (layoutProblems).
// With SCREENSHOTS=DIR set it also writes them to DIR, every look.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("SCREENSHOTS")
	if dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
	}
	for _, sh := range shots {
		for _, look := range shotLooks(testing.Short() && dir == "") {
			t.Run(strings.TrimSuffix(look.file(sh.name), ".png"), func(t *testing.T) {
				u, w := newShotApp(t, look)
				sh.setup(t, u)
				for range 3 { // wrapped text is measured at its new width on the next pass
					relayout(w.Content())
				}
				img := w.Canvas().Capture()
				assert.Greater(t, distinctColours(img), 8, "the screen shows more than a blank fill")
				if dir != "" { // before the checks: a known problem skips the rest
					writePNG(t, filepath.Join(dir, look.file(sh.name)), img)
				}
				if look.device == "phone" && look.theme == session.ThemeLight {
					checkLayout(t, sh.name, look.text.label, layoutProblems(w, phoneSize))
				}
			})
		}
	}
}

// writePNG saves img as a PNG file.
func writePNG(t *testing.T, path string, img image.Image) {
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
}

// knownLayoutProblems are the states, "NAME@Text size", that fail the
// layout checks because of screens owned elsewhere; each says which file
// and what. A state listed here is skipped while it fails and fails once it
// passes, so that the entry is removed.
var knownLayoutProblems = map[string]string{}

// checkLayout asserts that a state has no layout problems, or skips a
// known one.
func checkLayout(t *testing.T, name, text string, problems []string) {
	if why, ok := knownLayoutProblems[name+"@"+text]; ok {
		if len(problems) == 0 {
			t.Errorf("%s@%s now passes the layout checks: remove it from knownLayoutProblems", name, text)
			return
		}
		t.Skipf("known layout problem (%s): %s", why, strings.Join(problems, "; "))
	}
	assert.Empty(t, problems, "at %s text on a 360 px phone nothing is cut off, overlapping or too small to tap", text)
}

// relayout lays out every container and widget under o again, top down, as
// the real driver does each frame when a minimum size changed; the test
// canvas does not, so without it a capture can show stale positions.
func relayout(o fyne.CanvasObject) {
	switch c := o.(type) {
	case *fyne.Container:
		if c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
		for _, child := range c.Objects {
			relayout(child)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(c)
		r.Layout(c.Size())
		for _, child := range r.Objects() {
			relayout(child)
		}
	}
}

// distinctColours counts the colours in img, up to a few hundred.
func distinctColours(img image.Image) int {
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
