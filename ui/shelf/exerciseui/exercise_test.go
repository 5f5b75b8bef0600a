package exerciseui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/exercise"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// exerciseShots are the animal exercise card game's screen states.
var exerciseShots = []uitest.Shot[*exerciseScreen]{
	{Name: "exercise-new", Setup: func(t *testing.T, s *exerciseScreen) {
		test.Type(s.names[0], "Ana")
		test.Type(s.names[1], "Ben")
		test.Tap(s.strongWeak)
	}},
	{Name: "exercise-first", Setup: func(t *testing.T, s *exerciseScreen) {
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: true}))
		test.Tap(s.handBtns[0][1])
		test.Tap(s.handBtns[1][1]) // a tie: throw again
		test.Tap(s.handBtns[0][0])
	}},
	{Name: "exercise-placing", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseToPlacing(t, s.h.Sess)
		for slot, name := range []string{"Lion", "Bear", "Frog", "Owl"} {
			require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MovePlace, Slot: slot, Name: name, Health: 5}))
		}
		test.Tap(s.cells[0][4].btn)
		test.Type(s.cardName, "Tortoise")
	}},
	// Names as long as the game takes (30 letters), of players, animals
	// and cards, fit a phone.
	{Name: "exercise-long-names", Setup: func(t *testing.T, s *exerciseScreen) {
		act := func(m exercise.Move) { require.NoError(t, s.h.Sess.Exercise().Do(m)) }
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Maximiliana Wolfeschlegelstein", "Bartholomew Featherstonehaugh"}, StrongWeak: false}))
		act(exercise.Move{Kind: exercise.MoveThrow, Hands: [2]exercise.Hand{exercise.Rock, exercise.Scissors}})
		for p := range 2 {
			for slot := range exercise.StartCount {
				name := fmt.Sprintf("Greater Spotted Woodpecker %d%d", p, slot)
				act(exercise.Move{Kind: exercise.MovePlace, Player: p, Slot: slot, Name: name, Health: 9})
			}
		}
		act(exercise.Move{Kind: exercise.MoveBegin})
		act(exercise.Move{Kind: exercise.MovePlayItem, Name: "Extraordinarily Heavy Dumbbell", Stay: true})
		act(exercise.Move{Kind: exercise.MoveAttack, Damage: 9})
		require.NotNil(t, s.turn.upgradeBtn, "the attacker defeated an animal")
	}},
	{Name: "exercise-long-names-placing", Setup: func(t *testing.T, s *exerciseScreen) {
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Maximiliana Wolfeschlegelstein", "Bartholomew Featherstonehaugh"}, StrongWeak: false}))
		test.Tap(s.handBtns[0][1])
		test.Tap(s.handBtns[1][0])
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MovePlace, Player: 1, Name: "Greater Spotted Woodpecker", Health: 9}))
		test.Tap(s.sideBtns[1])
		test.Tap(s.cells[1][0].btn)
		require.NotNil(t, s.unplace, "a placed animal can be taken back")
	}},
	{Name: "exercise-attack", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		test.Tap(s.cells[0][1].btn) // Ana's Bear attacks
		test.Tap(s.cells[1][5].btn) // Ben's Yak, first of its column now
		test.Tap(s.amount.Plus)
		test.Tap(s.turn.bonusBtns[2]) // strong: +1
	}},
	{Name: "exercise-defeat", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveAttack, Slot: 1, Target: 5, Damage: 3}))
		require.NotNil(t, s.turn.upgradeBtn)
	}},
	{Name: "exercise-health-card", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		test.Tap(s.turn.playBtn)
		test.Tap(s.turn.plays[exHealth])
		test.Type(s.cardName, "Apple")
		test.Tap(s.stay)
		test.Tap(s.amount.Plus)
		test.Tap(s.cells[0][0].btn)
	}},
	{Name: "exercise-cards", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MovePlayDojo, Health: 8}))
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveAttack, Target: 5, Damage: 3}))
		s.scroll.ScrollToBottom()
	}},
	{Name: "exercise-by-card", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		test.Tap(s.turn.byCardBtn)
	}},
	{Name: "exercise-by-card-dojo", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		test.Tap(s.turn.byCardBtn)
		test.Tap(s.turn.plays[exDojo])
		test.Tap(s.cells[1][1].btn)
	}},
	{Name: "exercise-won", Setup: func(t *testing.T, s *exerciseScreen) {
		exerciseMidGame(t, s.h.Sess)
		for _, slot := range []int{0, 1, 3, 4} {
			require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveChangeHealth, Player: 1, Slot: slot, Delta: -9}))
		}
		require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveAttack, Slot: 1, Target: 5, Damage: 9}))
	}},
}

// TestScreenshots renders every state of the game's screen in every look
// (uitest.Shots), with the layout checks. With SCREENSHOTS=DIR set it also
// writes them to DIR, every look.
func TestScreenshots(t *testing.T) {
	uitest.Shots(t, exerciseShots, nil, openShot)
}

// openShot builds the screen as the app starts it, with look's theme and
// text size, in a window of look's size.
func openShot(t *testing.T, look uitest.Look) (*exerciseScreen, fyne.Window) {
	h := uitest.NewHost(t, look.Settings(), 2024)
	s := show(h)
	h.Win.Resize(look.Size)
	return s, h.Win
}

// openExercise builds the animal exercise card game's screen over a new
// session kept in store, with the default settings and table rolls from
// seed, and shows it in the window; a second one over the same store is
// the app opened again (flush the first's session before).
func openExercise(t *testing.T, seed uint64, store session.Store) *exerciseScreen {
	t.Helper()
	return show(uitest.NewHostWith(t, session.DefaultSettings(), seed, store))
}

// show builds the screen for h and puts it in h's window.
func show(h kit.Host) *exerciseScreen {
	s := newExerciseScreen(h)
	h.Win.SetContent(s)
	return s
}

// reopen waits for the saves of s's session and opens its store again, as
// the next launch would.
func reopen(s *exerciseScreen, store session.Store) *session.Session {
	s.h.Sess.Flush()
	return session.Open(store, session.Options{})
}

// exerciseToPlacing starts a game with the strong/weak rule where Ana won
// rock, paper, scissors.
func exerciseToPlacing(t *testing.T, sess *session.Session) {
	t.Helper()
	require.NoError(t, sess.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: true}))
	require.NoError(t, sess.Exercise().Do(exercise.Move{Kind: exercise.MoveThrow, Hands: [2]exercise.Hand{exercise.Rock, exercise.Scissors}}))
}

// exerciseMidGame plays to Ana's second turn (turn 3): her Lion attacked
// in turn 1 and rests, Ben's Hen was defeated, Ben's Cat hit her Lion.
func exerciseMidGame(t *testing.T, sess *session.Session) {
	t.Helper()
	exerciseToPlacing(t, sess)
	act := func(m exercise.Move) { require.NoError(t, sess.Exercise().Do(m)) }
	for p, animals := range [2][]struct {
		name   string
		health int
	}{
		{{"Lion", 5}, {"Bear", 6}, {"Frog", 3}, {"Owl", 4}, {"Fox", 4}, {"Deer", 5}},
		{{"Cat", 4}, {"Dog", 5}, {"Hen", 2}, {"Pig", 6}, {"Cow", 7}, {"Yak", 3}},
	} {
		for slot, a := range animals {
			act(exercise.Move{Kind: exercise.MovePlace, Player: p, Slot: slot, Name: a.name, Health: a.health})
		}
	}
	act(exercise.Move{Kind: exercise.MoveBegin})
	act(exercise.Move{Kind: exercise.MoveAttack, Target: 2, Damage: 2})
	act(exercise.Move{Kind: exercise.MoveEndTurn})
	act(exercise.Move{Kind: exercise.MovePlayItem, Name: "Rope", Stay: true})
	act(exercise.Move{Kind: exercise.MoveAttack, Damage: 2})
	act(exercise.Move{Kind: exercise.MoveEndTurn})
}

// exPlace puts an animal on the screen's grid through taps: the place, its
// name and its health.
func exPlace(t *testing.T, s *exerciseScreen, p, slot int, name string, health int) {
	t.Helper()
	require.Equal(t, p, s.placing, "the grid of the player placing is on show")
	test.Tap(s.cells[p][slot].btn)
	test.Type(s.cardName, name)
	s.amount.Set(health)
	require.NotNil(t, s.placeBtn)
	test.Tap(s.placeBtn)
	require.Empty(t, s.err)
}

// exAttack attacks through taps: the attacker, the target, the damage.
func exAttack(t *testing.T, s *exerciseScreen, me, from, target, damage int) {
	t.Helper()
	test.Tap(s.cells[me][from].btn)
	test.Tap(s.cells[1-me][target].btn)
	s.amount.Set(damage)
	require.NotNil(t, s.turn.attackBtn)
	require.False(t, s.turn.attackBtn.Disabled(), "attacker and target are chosen")
	test.Tap(s.turn.attackBtn)
	require.Empty(t, s.err)
}

func TestExerciseAWholeShortGameThroughTheScreen(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	s := openExercise(t, 7, store)
	test.Type(s.names[0], "Ana")
	test.Type(s.names[1], "Ben")
	test.Tap(s.startBtn)
	require.NotNil(t, s.h.Sess.Exercise().Value())

	test.Tap(s.handBtns[0][0]) // rock
	test.Tap(s.handBtns[1][0]) // rock: a tie
	assert.Equal(t, exercise.ChooseFirst, s.h.Sess.Exercise().Value().Phase())
	test.Tap(s.handBtns[0][1]) // paper
	test.Tap(s.handBtns[1][0]) // rock: Ana goes first
	g := s.h.Sess.Exercise().Value()
	require.Equal(t, exercise.Placing, g.Phase())
	assert.Equal(t, "Paper beats rock: Ana goes first.", g.Last())

	for slot, n := range []string{"Lion", "Bear", "Frog", "Owl", "Fox", "Deer"} {
		exPlace(t, s, 0, slot, n, 9)
	}
	assert.Equal(t, 1, s.placing, "Ben's grid follows Ana's sixth animal")
	for slot, n := range []string{"Cat", "Dog", "Hen", "Pig", "Cow", "Yak"} {
		exPlace(t, s, 1, slot, n, 2)
	}
	test.Tap(s.beginBtn)
	require.Equal(t, exercise.Playing, s.h.Sess.Exercise().Value().Phase())

	// Only the front row of Ben's grid can be attacked: the rest is grey.
	for slot := range exercise.Slots {
		assert.Equal(t, slot >= 3, s.cells[1][slot].btn.Disabled(), "Ben's place %d", slot+1)
	}
	exerciseTurns(t, s, store)
}

// exerciseTurns plays the turns of the whole short game: Ana defeats
// Ben's six animals (2 health each) in six turns, upgrading after her
// first defeat, while Ben hits back with 1 damage.
func exerciseTurns(t *testing.T, s *exerciseScreen, store session.Store) {
	exAttack(t, s, 0, 0, 0, 3) // turn 1: Lion defeats Cat
	require.NotNil(t, s.turn.upgradeBtn, "an animal that defeated another may be upgraded")
	test.Tap(s.turn.upgradeBtn)
	s.amount.Set(12)
	test.Tap(s.turn.confirm)
	lion := s.h.Sess.Exercise().Value().Player(0).Grid[0]
	assert.Equal(t, exercise.Animal{Name: "Lion", Level: 2, Health: 12, RestsUntil: 3}, *lion)
	test.Tap(s.turn.endTurn)

	exAttack(t, s, 1, 1, 0, 1) // turn 2: Ben's Dog hits the resting Lion
	assert.Equal(t, 11, s.h.Sess.Exercise().Value().Player(0).Grid[0].Health, "resting animals can still be attacked")
	test.Tap(s.turn.endTurn)

	assert.True(t, s.cells[0][0].btn.Disabled(), "turn 3: the Lion rests and cannot attack")
	assert.Equal(t, "resting", s.cells[0][0].lines[2])
	ben := []int{0, 2, 5, 2, 5}                                          // Ben's attacker each turn, each resting after
	for i, a := range [][2]int{{1, 3}, {2, 1}, {3, 4}, {4, 2}, {5, 5}} { // Ana's attacker, Ben's target
		if i > 0 {
			exAttack(t, s, 1, ben[i], 2, 1) // Ben hits Ana's Frog
			test.Tap(s.turn.endTurn)
		}
		if i == 1 {
			test.Tap(s.undoBar.Undo) // undo and redo Ben's end of turn
			assert.Equal(t, 4, s.h.Sess.Exercise().Value().Turn())
			test.Tap(s.undoBar.Redo)
		}
		exAttack(t, s, 0, a[0], a[1], 2)
		if i < 4 {
			test.Tap(s.turn.endTurn)
		}
	}
	assert.Equal(t, 5, s.h.Sess.Exercise().Value().Player(0).Grid[2].Health, "Ana's Frog took 4 hits of 1")
	g := s.h.Sess.Exercise().Value()
	require.Equal(t, exercise.Over, g.Phase())
	assert.Equal(t, 0, g.Winner())
	again := reopen(s, store).Exercise().Value()
	require.NotNil(t, again)
	assert.Equal(t, exercise.Over, again.Phase(), "the won game is kept on disk")
	require.NotNil(t, s.endBtn)
	test.Tap(s.endBtn)
	assert.Nil(t, s.h.Sess.Exercise().Value())
	assert.NotNil(t, s.startBtn, "a new game's form")
}

func TestExerciseRefusedActionsShowWhyAndChangeNothing(t *testing.T) {
	s := openExercise(t, 7, session.NewDirStore(t.TempDir()))
	test.Type(s.names[0], "Ana")
	test.Type(s.names[1], "ana")
	test.Tap(s.startBtn)
	assert.Nil(t, s.h.Sess.Exercise().Value())
	assert.Equal(t, "Both players are called Ana; give them different names", s.err)

	exerciseMidGame(t, s.h.Sess)
	before := s.h.Sess.Exercise().Value()
	test.Tap(s.turn.playBtn)
	test.Tap(s.turn.plays[exAdd])
	test.Tap(s.cells[0][7].btn)
	test.Type(s.cardName, "Hen") // Ana has no Hen; a blank name is refused
	s.cardName.SetText(" ")
	test.Tap(s.turn.confirm)
	assert.Equal(t, "The animal has no name", s.err)
	assert.Equal(t, before, s.h.Sess.Exercise().Value(), "nothing changed")

	test.Tap(s.turn.back)
	assert.Empty(t, s.err)
	require.True(t, s.cells[0][0].btn.Disabled(), "the resting Lion cannot be chosen to attack")
	test.Tap(s.cells[0][0].btn)
	assert.Equal(t, -1, s.turn.from)
}

func TestExerciseGameComesBackAfterARestart(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	u := openExercise(t, 7, store)
	exerciseMidGame(t, u.h.Sess)
	u.h.Sess.Flush()
	s := openExercise(t, 8, store)
	g := s.h.Sess.Exercise().Value()
	require.NotNil(t, g)
	assert.Equal(t, 3, g.Turn())
	assert.Equal(t, "Lion", s.cells[0][0].lines[0])
	assert.Equal(t, "3 health", s.cells[0][0].lines[1], "Ben's Cat took 2 of the Lion's 5")
	assert.Equal(t, "Undo: the end of Ben's turn", s.undoBar.UndoText.Text, "the undo bar names the step, after a restart too")
	test.Tap(s.undoBar.Undo)
	assert.Equal(t, 2, s.h.Sess.Exercise().Value().Turn(), "undo reaches back before the restart")
}

func TestExerciseAppPicksRockPaperScissorsForBoth(t *testing.T) {
	s := openExercise(t, 11, session.NewDirStore(t.TempDir()))
	require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveStart, Names: [2]string{"Ana", "Ben"}, StrongWeak: false}))
	test.Tap(s.pickBoth)
	g := s.h.Sess.Exercise().Value()
	require.Equal(t, exercise.Placing, g.Phase(), "ties are thrown again until one wins")
	throws := g.Throws()
	last := throws[len(throws)-1]
	assert.NotEqual(t, last[0], last[1])
	assert.Contains(t, g.Last(), g.Name(g.First())+" goes first.")
}

func TestExercisePlaysACardOutOfTurnAndAnotherThroughTheScreen(t *testing.T) {
	s := openExercise(t, 7, session.NewDirStore(t.TempDir()))
	exerciseMidGame(t, s.h.Sess) // Ana's turn
	require.NotNil(t, s.turn.byCardBtn)
	test.Tap(s.turn.byCardBtn)
	require.NotNil(t, s.turn.byBtns[1])
	assert.Equal(t, widget.HighImportance, s.turn.byBtns[1].Importance, "the other player, out of turn, comes first")
	test.Tap(s.turn.plays[exHealth])
	test.Type(s.cardName, "Banana")
	s.amount.Set(2)
	assert.True(t, s.cells[0][1].btn.Disabled(), "Ben's health card goes to one of Ben's animals")
	test.Tap(s.cells[1][1].btn) // Ben's Dog, 5 health
	test.Tap(s.turn.confirm)
	require.Empty(t, s.err)
	g := s.h.Sess.Exercise().Value()
	assert.Equal(t, 7, g.Player(1).Grid[1].Health)
	assert.Equal(t, "Out of turn, as a card allows: Ben played Banana: Dog has 7 health.", g.Last())
	assert.True(t, g.CanPlay(), "Ana's own play is still to make")
	require.NotNil(t, s.turn.playBtn)
	assert.False(t, s.turn.playBtn.Hidden)

	// Ana's own extra play waits for the turn's play.
	test.Tap(s.turn.byCardBtn)
	test.Tap(s.turn.byBtns[0])
	assert.True(t, s.turn.plays[exAdd].Disabled(), "Ana makes the turn's play first")
	test.Tap(s.turn.back)
	require.NoError(t, s.h.Sess.Exercise().Do(exercise.Move{Kind: exercise.MoveSwap}))
	test.Tap(s.turn.byCardBtn)
	test.Tap(s.turn.byBtns[0])
	require.False(t, s.turn.plays[exAdd].Disabled())
	test.Tap(s.turn.plays[exAdd])
	test.Tap(s.cells[0][6].btn)
	test.Type(s.cardName, "Ant")
	s.amount.Set(2)
	test.Tap(s.turn.confirm)
	require.Empty(t, s.err)
	g = s.h.Sess.Exercise().Value()
	assert.Equal(t, "Ant", g.Player(0).Grid[6].Name)
	assert.Equal(t, "Another play, as a card allows: Ana added Ant (2 health).", g.Last())

	test.Tap(s.undoBar.Undo)
	assert.Nil(t, s.h.Sess.Exercise().Value().Player(0).Grid[6], "undo takes the play back")
}

func TestExerciseRemindsOfTheDeckTheShuffleAndTheHand(t *testing.T) {
	s := openExercise(t, 7, session.NewDirStore(t.TempDir()))
	assert.True(t, hasText(s, "A deck is 9 animal sets (one animal at levels 1, 2 and 3), 3 dojos and 10 health or item cards."), "the new-game form")
	exerciseToPlacing(t, s.h.Sess)
	assert.True(t, hasText(s, "Once your six animals are placed, shuffle the rest of your deck into your draw deck and take 5 cards in hand."), "placing")
	require.NoError(t, s.h.Sess.Exercise().End())
	exerciseMidGame(t, s.h.Sess)
	assert.True(t, hasText(s, "Each player always has 5 cards in hand: draw after playing or putting cards away."), "a turn")
}

// hasText says whether the screen shows text, in a label of its own or
// in the box of cards and reminders beside the grids.
func hasText(s *exerciseScreen, text string) bool {
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Card:
			walk(w.Content)
		case *container.Scroll:
			walk(w.Content)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		default:
			found = found || strings.Contains("\n"+uitest.LabelsIn(o)+"\n", "\n"+text+"\n")
		}
	}
	walk(s.body)
	return found
}

var _ fyne.CanvasObject = (*exerciseScreen)(nil)
