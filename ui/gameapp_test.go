package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/battleui"
	"github.com/sapcompanion/sapcompanion/ui/gameui"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
)

// The Game tab's own tests are in ui/gameui; these are the app's: the game
// restored at launch, and the helpers of the tests whose states cross the
// Game tab, driving it through its exported entry points.

// startGame fills the new-game form with names and starts; Ana starts.
func startGame(t *testing.T, u *App, names ...string) {
	t.Helper()
	require.NoError(t, u.game().StartGame(names...))
	require.NotNil(t, u.sess.Game().Value().Game(), "the game started")
}

// selectPacks ticks packs on the new-game form.
func selectPacks(u *App, packs ...tracker.Pack) { u.game().SelectPacks(packs...) }

// trackShop turns on logging every shop turn, as a table may choose.
func trackShop(t *testing.T, u *App) {
	t.Helper()
	st := u.sess.Settings()
	st.TrackShop = true
	require.NoError(t, u.sess.SetSettings(st))
	u.game().Refresh()
}

// passAll ends the Shop Phase: with "Everyone has passed", or when every
// shop turn is logged, by letting every player pass with 5 pets.
func passAll(t *testing.T, u *App) {
	t.Helper()
	require.NoError(t, u.game().PassAll())
}

// toSoloPrep plays the Shop Phase against the app on Normal (Ana buys and
// the shop shows the Ant, the Otter, the Honey and the Fish; the app buys
// the Otter, Ana passes, it buys the Fish and the Ant, then passes), waits
// for its Battle Prep and shows both decks.
func toSoloPrep(t *testing.T, u *App) {
	t.Helper()
	g := u.game()
	require.NoError(t, g.StartSolo(solo.Normal))
	require.NoError(t, g.Buy())
	require.NoError(t, g.EnterSoloShop("Ant", "Otter", "Honey", "Fish"))
	soloMove(t, g, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	require.NoError(t, g.PassWith(1))
	for u.sess.Game().Value().Game().Phase() == tracker.PhaseShop {
		_, err := g.SoloMove()
		require.NoError(t, err)
		_, err = g.AnswerSoloCard("") // what refilled the slot it bought from: nothing
		require.NoError(t, err)
	}
	require.Eventually(t, func() bool {
		st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
		return st.DeckReady
	}, time.Minute, 10*time.Millisecond, "the app orders its deck") // a hang guard: it takes milliseconds
	require.NoError(t, g.ShowSoloDeck())
}

func TestTheGameSurvivesARestart(t *testing.T) {
	for name, store := range map[string]func(a fyne.App) session.Store{
		"files":          func(fyne.App) session.Store { return session.NewDirStore(t.TempDir()) },
		"Fyne's storage": func(a fyne.App) session.Store { return &uriStore{root: a.Storage().RootURI()} },
	} {
		t.Run(name, func(t *testing.T) {
			a := test.NewTempApp(t)
			st := store(a)
			w := test.NewWindow(nil)
			defer w.Close()
			u := New(a, w, Options{Rand: engine.NewRand(1), Store: st})
			trackShop(t, u)
			startGame(t, u, "Ana", "Ben")
			require.NoError(t, u.game().Buy())
			passAll(t, u)
			want := u.sess.Game().Value().Game().Status()
			require.NoError(t, u.sess.Cards().Put(uitest.MustCard(t, "card Turtle: pet 3")))
			u.prefsTab().textSize.SetSelected("Extra large")
			u.sess.Flush()

			w2 := test.NewWindow(nil)
			defer w2.Close()
			again := New(a, w2, Options{Rand: engine.NewRand(2), Store: st})
			require.NotNil(t, again.sess.Game().Value().Game(), "the saved game is restored")
			assert.Equal(t, want, again.sess.Game().Value().Game().Status())
			assert.Equal(t, gameui.ViewPlay, again.game().Showing())
			assert.Empty(t, again.sess.Problems())
			_, ok := again.sess.Cards().Book().Get("Turtle")
			assert.True(t, ok, "the card book is restored")
			assert.Equal(t, 1.45, again.sess.Settings().TextScale, "the settings are restored")
		})
	}
}

func TestADamagedSaveIsKeptAndTheUserIsTold(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, session.GameFile), []byte(`{"version":1,"game":`), 0o644))
	a := test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	u := New(a, w, Options{Rand: engine.NewRand(1), Store: session.NewDirStore(dir)})
	assert.Nil(t, u.sess.Game().Value().Game())
	assert.Equal(t, gameui.ViewSetup, u.game().Showing(), "the new-game form is on show")
	require.Len(t, u.sess.Problems(), 1)
	problem := u.sess.Problems()[0].Error()
	assert.Contains(t, problem, "could not be read")
	backups, _ := filepath.Glob(filepath.Join(dir, "tracker-game.damaged-*.json"))
	require.Len(t, backups, 1, "the damaged save is kept")
	assert.Contains(t, problem, backups[0])
	data, _ := os.ReadFile(backups[0])
	assert.Equal(t, `{"version":1,"game":`, string(data), "kept byte for byte")
	require.NotNil(t, w.Canvas().Overlays().Top(), "a dialog tells the user")
	assert.Contains(t, uitest.DialogText(w), backups[0])
}

func TestSettingsFromAnEarlierVersionAreKept(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(prefThemeMode, session.ThemeDark)
	a.Preferences().SetFloat(prefTextScale, 1.2)
	a.Preferences().SetString(prefDieFaces, "0 1 1 2 2 3")
	w := test.NewWindow(nil)
	defer w.Close()
	store := session.NewDirStore(t.TempDir())
	u := New(a, w, Options{Rand: engine.NewRand(1), Store: store})
	st := u.sess.Settings()
	assert.Equal(t, session.ThemeDark, st.Theme)
	assert.Equal(t, 1.2, st.TextScale)
	assert.Equal(t, "0 1 1 2 2 3", st.Die.String())
	assert.Equal(t, "Large", u.prefsTab().textSize.Selected)

	// From then on the session's settings win over the old preferences.
	u.prefsTab().textSize.SetSelected("Normal")
	u.sess.Flush()
	again := New(a, test.NewWindow(nil), Options{Rand: engine.NewRand(1), Store: store})
	assert.Equal(t, 1.0, again.sess.Settings().TextScale)
}

// TestSoloBattleIsSettledInTheResolver plays round 1 against the app on
// Normal as ui/gameui's TestSoloPlaysARoundAgainstTheApp does; its battle
// goes through the resolver with the app's deck filled in once shown (not
// while it lies face down), and the round ends.
func TestSoloBattleIsSettledInTheResolver(t *testing.T) {
	u, _ := newTestApp(t, 1)
	g := u.game()
	require.NoError(t, g.StartSolo(solo.Normal))
	require.NoError(t, g.Buy()) // Ana buys
	require.NoError(t, g.EnterSoloShop("Ant", "Otter", "Honey", "Fish"))
	soloMove(t, g, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.")
	require.NoError(t, g.PassWith(1)) // Ana passes with 1 pet
	require.NoError(t, g.EnterSoloSlot(1, "Dolphin"))
	soloMove(t, g, "Buy the Dolphin, 2nd card of the shop, and refill the shop from the deck.")
	require.NoError(t, g.EnterSoloSlot(1, ""))
	soloMove(t, g, "Buy the Fish, 4th card of the shop, and refill the shop from the deck.")
	soloMove(t, g, "Pass: turn my reference card over.") // no gold left: no shop asked
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase(), "both passed")
	require.Eventually(t, func() bool {
		st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
		return st.DeckReady
	}, time.Minute, 10*time.Millisecond, "the app orders its deck") // a hang guard: it takes milliseconds
	g.Settle(0)
	s := u.battle()
	assert.Empty(t, s.Deck(engine.PlayerB), "face down: the resolver cannot fill it in")
	s.RefreshGameBattles()
	require.Len(t, s.GameBattleButtons(), 1)
	assert.True(t, s.GameBattleButtons()[0].Disabled(), "the resolver's own list of the game's battles waits for the app's deck too")
	require.NoError(t, g.ShowSoloDeck())
	s.RefreshGameBattles()
	assert.False(t, s.GameBattleButtons()[0].Disabled())

	g.Settle(0)
	assert.Equal(t, []string{"Otter", "Dolphin", "Fish"}, s.Deck(engine.PlayerB), "the app's deck is filled in")
	addCard(t, u, engine.PlayerA, "ant", "Ant")
	settle(t, u)
	test.Tap(s.PlaybackButtons().Last)
	test.Tap(s.PlaybackButtons().Record)
	require.Equal(t, tracker.PhaseTrophy, u.sess.Game().Value().Game().Phase())
	assert.Equal(t, 1, u.sess.Game().Value().Game().Player(1).Trophies, "the app's deck beat a lone Ant")
	require.NoError(t, g.EndRound())
	st, _ := u.sess.Game().Value().Solo(u.sess.Cards().Book())
	assert.Equal(t, []string{"Ant"}, st.LastDeck, "round 2 orders against Ana's deck")
	assert.Equal(t, 2, u.sess.Game().Value().Game().Round())
}

// soloMove asks the app for its move, checks the instruction, and taps
// Done.
func soloMove(t *testing.T, g *gameui.Screen, instruction string) {
	t.Helper()
	told, err := g.SoloMove()
	require.NoError(t, err)
	assert.Equal(t, instruction, told)
	_, err = g.AnswerSoloCard("") // what refilled the slot it bought from, if it asks: nothing
	require.NoError(t, err)
}

// TestADisputeUsesTheDiceWeRolled: a battle of the running game opens in
// the resolver with the table's own dice, the first choice, asked for one
// by one; settled, its playback opens on the verdict.
func TestADisputeUsesTheDiceWeRolled(t *testing.T) {
	u, _ := newTestApp(t, 1)
	startGame(t, u, "Ana", "Ben")
	passAll(t, u)
	u.game().Settle(0)
	s := u.battle()
	assert.Equal(t, tabBattle, u.nav.selected)
	assert.Equal(t, battleui.DiceAsk, s.DiceMode().Options[0], "the table's dice come first")
	assert.Equal(t, battleui.DiceAsk, s.DiceMode().Selected, "a dispute is settled with the dice the table rolled")
}
