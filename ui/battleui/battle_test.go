package battleui

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/session"
	"github.com/sapcompanion/sapcompanion/tracker"
	"github.com/sapcompanion/sapcompanion/ui/board"
	"github.com/sapcompanion/sapcompanion/ui/internal/uitest"
	"github.com/sapcompanion/sapcompanion/ui/kit"
)

// addCard types letters into a deck's search and taps the suggestion named
// name.
func addCard(t *testing.T, d *deckEditor, letters, name string) {
	t.Helper()
	d.search.SetText("")
	test.Type(d.search, letters)
	for _, b := range d.suggested {
		if b.Text == name {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("typing %q does not offer %s", letters, name)
}

// startAsking settles a Dolphin against an Otter asking for each die, and
// returns once the first die is asked for, with the channel that hears
// each question shown from then on.
func startAsking(t *testing.T, u *testApp) <-chan struct{} {
	t.Helper()
	s := u.battle()
	asked := hearQuestions(s)
	uitest.Launch(t, &s.askStart, uitest.InBackground) // played to its first die on a goroutine, as in the app
	addCard(t, s.decks[0], "dol", "Dolphin")
	addCard(t, s.decks[1], "ott", "Otter")
	s.diceMode.SetSelected(DiceAsk)
	test.Tap(s.settle)
	<-asked
	return asked
}

// hearQuestions returns a channel that hears when s shows a die question;
// it holds one, the latest.
func hearQuestions(s *Screen) <-chan struct{} {
	asked := make(chan struct{}, 1)
	s.onAsk = func() {
		select {
		case asked <- struct{}{}:
		default:
		}
	}
	return asked
}

// settle taps Settle and waits for the battle to be settled.
func settle(t *testing.T, s *Screen) {
	t.Helper()
	test.Tap(s.settle)
	s.wait()
	require.Equal(t, s.play.content, s.content.Objects[0], "the playback is on show: %s", s.problem.Text)
}

func TestAutoBattleExampleAEnteredWithTaps(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	a, b := s.decks[engine.PlayerA], s.decks[engine.PlayerB]
	test.Type(a.name, "Andreas")
	test.Type(b.name, "Matthias")
	addCard(t, a, "an", "Ant")
	addCard(t, a, "fi", "Fish")
	addCard(t, b, "ott", "Otter")
	assert.Equal(t, []string{"Ant", "Fish"}, a.cards)
	assert.Equal(t, "Andreas", s.firstButtons[0].Text, "the First Player buttons carry the names")

	settle(t, s)
	p := s.play
	assert.Equal(t, len(p.beats)-1, p.at, "the playback opens on the verdict")
	assert.True(t, p.result.Visible())
	assert.Equal(t, "Andreas wins.", p.result.Text)
	require.True(t, p.replay.Visible())
	test.Tap(p.replay)
	assert.Equal(t, 0, p.at, "Replay from the start")
	assert.True(t, p.prev.Disabled(), "nothing before the first step")
	assert.False(t, p.result.Visible(), "the result waits for the end")
	assert.False(t, p.replay.Visible())

	test.Tap(p.next)
	test.Tap(p.next)
	assert.Equal(t, 2, p.at)
	test.Tap(p.prev)
	assert.Equal(t, 1, p.at)
	assert.Contains(t, p.header.Text, "Beat 2 of")

	test.Tap(p.last)
	assert.True(t, p.next.Disabled())
	assert.True(t, p.result.Visible())
	assert.Equal(t, "Andreas wins.", p.result.Text)
	assert.True(t, p.record.Hidden, "no game to record it in")

	// Somewhere the Ant fainted and put an Apple on top of the deck, and the
	// beat names the rule.
	found := false
	for i, st := range p.steps {
		if strings.Contains(st.entry.Text, "Apple on top") {
			test.Tap(p.first)
			for range beatAt(p.beats, i) {
				test.Tap(p.next)
			}
			assert.Contains(t, shownText(p.lines), "Andreas puts 1 Apple on top of Andreas' deck")
			assert.Contains(t, chipLabels(p), "Rulebook: Advanced Timing 4")
			found = true
			break
		}
	}
	assert.True(t, found, "the Ant's Faint ability is in a beat")
}

func TestAskMeTakesEachDieFromTheUser(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	asked := hearQuestions(s)
	uitest.Launch(t, &s.askStart, uitest.InBackground) // played to its first die on a goroutine, as in the app
	addCard(t, s.decks[0], "dol", "Dolphin")
	addCard(t, s.decks[1], "mos", "Mosquito")
	s.diceMode.SetSelected(DiceAsk)
	test.Tap(s.settle)
	<-asked
	// The Dolphin throws 3 rocks (0, 1, 1), then the Mosquito 1 (1): Example B's dice.
	for i, rocks := range []int{0, 1, 1, 1} {
		if i == 0 {
			assert.Contains(t, s.askText.Text, "Dolphin throws 3 rocks")
		}
		require.Len(t, s.askFaces.Objects, 3, "one button per face: 0, 1 and 2 rocks")
		test.Tap(s.askFaces.Objects[rocks].(*widget.Button))
		if i < 3 {
			select {
			case <-asked: // the next question came with the tap
			default:
				t.Fatalf("die %d: no next question at once after the tap", i+1)
			}
		}
	}
	require.Equal(t, s.play.content, s.content.Objects[0], "the battle settled with the last die: %s", s.problem.Text)
	p := s.play
	require.NotEmpty(t, p.steps)
	var throws []string
	for _, st := range p.steps {
		if len(st.entry.Dice) > 0 {
			throws = append(throws, st.entry.Text)
		}
	}
	require.Len(t, throws, 2)
	assert.Contains(t, throws[0], "0 + 1 + 1 = 2")
}

func TestStoppingWhileAskingChangesNothing(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	startAsking(t, u)
	s.onStop()
	s.wait()
	assert.Equal(t, s.setupView, s.content.Objects[0], "still on the set-up")
	assert.Equal(t, "The battle was stopped.", s.problem.Text)
	assert.False(t, s.settle.Disabled())
	assert.False(t, s.busy.Visible())
}

// Stop while the battle is still being played to its first die stops it
// there: no die is asked for.
func TestStoppingBeforeTheFirstDie(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	asked := hearQuestions(s)
	release := uitest.HoldWork(t, &s.askStart)
	addCard(t, s.decks[0], "dol", "Dolphin")
	addCard(t, s.decks[1], "ott", "Otter")
	s.diceMode.SetSelected(DiceAsk)
	test.Tap(s.settle)
	s.onStop()
	release()
	assert.Empty(t, asked, "no die asked for")
	assert.Equal(t, "The battle was stopped.", s.problem.Text)
	assert.False(t, s.settle.Disabled())
	assert.Nil(t, s.asking)
}

// A die tapped for a battle that is then stopped is never taken by the next
// battle: the next one waits for its own dice, settles with them, and the
// stopped one does not stop it.
func TestAStoppedBattleTakesNoDiceOfTheNext(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	asked := startAsking(t, u)
	stale := s.askFaces.Objects[0].(*widget.Button) // a button of the first battle
	s.onStop()
	s.wait()
	test.Tap(s.settle)
	<-asked
	question := s.askText.Text
	test.Tap(stale) // its answer goes nowhere: the first battle is over
	select {
	case <-asked:
		t.Fatal("the new battle took the stopped battle's die and asked its next question")
	default:
	}
	assert.Equal(t, question, s.askText.Text)
	for range 100 {
		if s.asking == nil {
			break
		}
		test.Tap(s.askFaces.Objects[0].(*widget.Button))
	}
	require.Equal(t, s.play.content, s.content.Objects[0], "the new battle settled: %s", s.problem.Text)
	assert.False(t, s.settle.Disabled())
}

func TestPastingExampleBSettlesWithItsOwnRocks(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	src, err := os.ReadFile("../../engine/testdata/example-b.battle")
	require.NoError(t, err)
	u.host.Clipboard.SetContent(string(src))
	s.onPaste()
	require.False(t, s.problem.Visible(), s.problem.Text)
	assert.Equal(t, []string{"Dolphin", "Honey", "Badger"}, s.decks[0].cards)
	assert.True(t, s.rocksNote.Visible(), "the pasted rocks are shown")
	settle(t, s)
	test.Tap(s.play.last)
	assert.Equal(t, "Matthias wins.", s.play.result.Text)

	// Copy gives back notation that parses to the same battle.
	s.backToSetup()
	test.Tap(s.copy)
	again, err := engine.ParseBattle(u.host.Clipboard.Content(), u.sess.Cards().Book())
	require.NoError(t, err)
	assert.Equal(t, s.battle().Decks, again.Decks)
	assert.Equal(t, s.battle().Rocks, again.Rocks)
}

func TestADamagedPasteIsRefusedAndChangesNothing(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	addCard(t, s.decks[0], "ant", "Ant")
	u.host.Clipboard.SetContent("A: Ant, Fsh\nB: Otter\n")
	s.onPaste()
	assert.True(t, s.problem.Visible())
	assert.Contains(t, s.problem.Text, `line 1`)
	assert.Contains(t, s.problem.Text, "Fish", "the closest card is suggested")
	assert.Equal(t, []string{"Ant"}, s.decks[0].cards, "the set-up is unchanged")
}

func TestQuickPetAndReordering(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	a := s.decks[0]
	test.Tap(a.power.Plus) // power 3
	test.Tap(a.addPet)
	addCard(t, a, "app", "Apple")
	assert.Equal(t, []string{"Pet 3", "Apple"}, a.cards)
	// Move the Apple on top: it is eaten by the pet played after it.
	a.move(1, -1)
	assert.Equal(t, []string{"Apple", "Pet 3"}, a.cards)
	addCard(t, s.decks[1], "ott", "Otter")
	settle(t, s)
	test.Tap(s.play.last)
	assert.Equal(t, "Player A wins.", s.play.result.Text, "a 4-power pet beats the Otter")
}

func TestABattleFromTheGameRecordsItsResult(t *testing.T) {
	u, _ := newTestApp(t, 1)
	startGame(t, u, "Ana", "Ben")
	passAll(t, u)
	require.Equal(t, tracker.PhaseBattle, u.sess.Game().Value().Game().Phase())
	u.battle().Settle(u.sess.PendingBattles()[0])
	s := u.battle()
	assert.Equal(t, "Ana", s.decks[0].name.Text)
	assert.Equal(t, "Ben", s.decks[1].name.Text)
	assert.True(t, s.linkNote.Visible())
	addCard(t, s.decks[0], "ott", "Otter")
	addCard(t, s.decks[1], "ant", "Ant")
	settle(t, s)
	test.Tap(s.play.last)
	require.False(t, s.play.record.Hidden, "the result can be recorded")
	test.Tap(s.play.record)
	assert.Equal(t, tracker.PhaseTrophy, u.sess.Game().Value().Game().Phase())
	assert.Equal(t, 1, u.sess.Game().Value().Game().Player(0).Trophies, "Ana's Otter beat Ben's Ant")
	assert.True(t, s.play.record.Disabled(), "recorded once: the button stays in its place, and does nothing more")
	assert.Equal(t, "The game has this battle's result", s.play.record.Text)
}

// oddsOf settles a testdata battle in the odds mode and returns the screen.
func oddsOf(t *testing.T, file string) *Screen {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	src, err := os.ReadFile("../../engine/testdata/" + file)
	require.NoError(t, err)
	s.Paste(string(src))
	s.diceMode.SetSelected(DiceOdds)
	uitest.Launch(t, &s.odds.work, uitest.InBackground) // as the app works them out
	test.Tap(s.settle)
	s.wait()
	require.True(t, s.odds.content.Visible(), s.problem.Text)
	return s
}

func TestOddsModeShowsExactChancesBeforeTheDecksAreFlipped(t *testing.T) {
	s := oddsOf(t, "example-b.battle")
	assert.Equal(t, s.setupView, s.content.Objects[0], "odds stay on the set-up")
	// The same numbers as `odds engine/testdata/example-b.battle`:
	// A 0.3713, B 0.2263, draw 0.4024 (the rocks: line is ignored).
	assert.Equal(t, "Andreas wins", s.odds.names[0].Text)
	assert.Equal(t, "Matthias wins", s.odds.names[1].Text)
	assert.Equal(t, "Draw", s.odds.names[2].Text)
	assert.Equal(t, "37.13%", s.odds.labels[0].Text)
	assert.Equal(t, "22.63%", s.odds.labels[1].Text)
	assert.Equal(t, "40.24%", s.odds.labels[2].Text)
	assert.InDelta(t, 0.3713, s.odds.bars[0].value, 0.0001)
	assert.NotEmpty(t, s.odds.notes.Text)
	assert.False(t, s.settle.Disabled())
	// If both play well: no choice changes Example B's odds.
	assert.Equal(t, "37.13%", s.odds.wellLabel[0].Text)
	assert.Equal(t, "40.24%", s.odds.wellLabel[2].Text)

	// A change of the set-up takes the odds away: never under other names.
	test.Type(s.decks[engine.PlayerA].name, "x")
	assert.False(t, s.odds.content.Visible(), "stale odds are not shown")
}

// TestANoChanceBarIsEmpty: a 0 % chance draws no fill, only the outline of
// its track; 100 % fills it.
func TestANoChanceBarIsEmpty(t *testing.T) {
	test.NewTempApp(t)
	b := newOddsBar()
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(200, 40))
	r := test.WidgetRenderer(b).(*oddsBarRenderer)
	b.SetValue(0)
	assert.False(t, r.fill.Visible(), "0 %: nothing filled")
	assert.True(t, r.track.Visible(), "the track's outline")
	b.SetValue(1)
	assert.True(t, r.fill.Visible())
	assert.Equal(t, r.track.Size().Width, r.fill.Size().Width, "100 %: full")
}

// The odds if both play well stand beside the default order's, and the
// choice that matters is named in players' words.
func TestOddsModeShowsBothPlayWell(t *testing.T) {
	s := oddsOf(t, "note-3-order-matters.battle")
	assert.Equal(t, "100.00%", s.odds.labels[2].Text, "a draw with the default order")
	assert.Equal(t, "Player A wins", s.odds.names[0].Text, "a battle without names: never a bare letter")
	assert.Equal(t, "100.00%", s.odds.wellLabel[0].Text, "A wins if both play well")
	assert.InDelta(t, 1, s.odds.wellBars[0].value, 0.0001)
	assert.Contains(t, s.odds.notes.Text, "If both play well, Player A: let Nest on Owl's Faint ability go before Owl's Faint ability (reached 100.00% of the time).")
	assert.Contains(t, s.odds.notes.Text, "Player A chooses the order of Owl (Faint) and Nest on Owl (Faint) (reached 100.00% of the time). "+
		"As played: Player A wins 0.00%, Player B 0.00%, a draw 100.00%. Nest on Owl (Faint), then Owl (Faint): Player A wins 100.00%, Player B 0.00%, a draw 0.00%.")
	assert.NotContains(t, s.odds.notes.Text, "step 4", "no engine notation on the players' screen")
}

func TestPercentOfAFourDecimalChance(t *testing.T) {
	assert.Equal(t, "37.13", percent("0.3713"))
	assert.Equal(t, "100.00", percent("1.0000"))
	assert.Equal(t, "0.05", percent("0.0005"))
}

func TestABattleSharedByQRCodeOpensOnAnotherPhone(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	s.Paste(exampleB)
	test.Tap(s.shareBtn)
	s.sharing.Wait()
	require.Equal(t, s.sharing.Content, s.content.Objects[0], "the share view is on show")
	require.NotEmpty(t, s.sharing.Code())
	require.NotNil(t, s.sharing.Image.Resource, "the QR code is drawn")
	test.Tap(s.sharing.CopyButton)
	payload := u.host.Clipboard.Content()
	assert.True(t, strings.HasPrefix(payload, "SAPCB1:BATTLE:"), payload)
	test.Tap(s.sharing.BackButton)
	assert.Equal(t, s.setupView, s.content.Objects[0])

	// Another phone pastes the text, wrapped by a chat app.
	other, _ := newTestApp(t, 2)
	wrapped := payload[:20] + "\n  " + payload[20:]
	other.host.Clipboard.SetContent(wrapped)
	other.battle().onPaste()
	waitReadings(other)
	require.False(t, other.battle().problem.Visible(), other.battle().problem.Text)
	assert.Equal(t, s.battle().Format(), other.battle().battle().Format(), "the same battle")

	// A damaged code is refused and changes nothing.
	damaged := strings.Replace(payload, payload[30:31], string(rune(payload[30]^1)), 1)
	other.host.Clipboard.SetContent(damaged)
	before := other.battle().battle().Format()
	other.battle().onPaste()
	waitReadings(other)
	assert.True(t, other.battle().problem.Visible())
	assert.Contains(t, other.battle().problem.Text, "cannot be read")
	assert.Equal(t, before, other.battle().battle().Format())
}

func TestTheBattleTabOffersTheGamesBattles(t *testing.T) {
	u, _ := newTestApp(t, 4)
	s := u.battle()
	s.RefreshGameBattles() // the tab is shown
	assert.False(t, s.fromGame.Visible(), "no game, nothing offered")

	startGame(t, u, "Ana", "Ben", "Cy", "Di")
	passAll(t, u)
	s.RefreshGameBattles()
	require.Len(t, s.fromGameBtns, 2, "the round's two battles")
	assert.Equal(t, "Ana vs Ben", s.fromGameBtns[0].Text)
	test.Tap(s.fromGameBtns[1])
	assert.Equal(t, "Cy", s.decks[0].name.Text)
	assert.Equal(t, "Di", s.decks[1].name.Text)
	assert.NotNil(t, s.link)

	// Once a result is in, that battle is no longer offered.
	require.NoError(t, u.sess.Game().Do(session.Play(tracker.Result(u.sess.Game().Value().Game().Round(), 0, 0)))) // Ana won
	s.RefreshGameBattles()
	require.Len(t, s.fromGameBtns, 1)
	assert.Equal(t, "Cy vs Di", s.fromGameBtns[0].Text)
}

// settleExampleB pastes the rulebook's Example B and settles it.
func settleExampleB(t *testing.T, u *testApp) *playback {
	t.Helper()
	u.battle().Paste(exampleB)
	settle(t, u.battle())
	return u.battle().play
}

func TestThePlaybackControlsStayPutOnEveryBeat(t *testing.T) {
	u, w := newTestApp(t, 1)
	p := settleExampleB(t, u)
	d := fyne.CurrentApp().Driver()
	where := func() [4]fyne.Position {
		uitest.Relayout(w.Content())
		return [4]fyne.Position{d.AbsolutePositionForObject(p.first), d.AbsolutePositionForObject(p.prev),
			d.AbsolutePositionForObject(p.next), d.AbsolutePositionForObject(p.last)}
	}
	at0 := where()
	assert.Greater(t, at0[2].Y, uitest.PhoneSize.Height/2, "Next is in the lower half of the phone")
	longest := 0
	for i := range p.beats {
		p.show(i)
		assert.Equal(t, at0, where(), "the controls of beat %d are where they were on beat 1", i+1)
		longest = max(longest, p.beats[i].end-p.beats[i].first)
	}
	assert.GreaterOrEqual(t, longest, 6, "some beats have many lines")
	assert.GreaterOrEqual(t, p.next.Size().Height, float32(kit.TouchTarget))
}

func TestThePlaybackMovesBeatByBeatWithOneStepNumber(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	assert.Less(t, len(p.beats), len(p.steps)/2, "beats group the log's lines")
	assert.Contains(t, p.header.Text, "Beat 16 of 16", "the verdict first")
	test.Tap(p.replay)
	assert.Equal(t, "Beat 1 of 16 · The battle is set up", p.header.Text)
	test.Tap(p.next)
	assert.Equal(t, "Beat 2 of 16 · Advanced Timing step 1: Play", p.header.Text)
	test.Tap(p.next)
	assert.Equal(t, "Beat 3 of 16 · Advanced Timing step 2: Play abilities", p.header.Text)
	lines := shownText(p.lines)
	assert.Contains(t, lines, "Because Andreas played Dolphin and Matthias played Mosquito")
	assert.Contains(t, lines, "Andreas' Dolphin uses its Play ability: throw 3 rocks")
	assert.Contains(t, lines, "Andreas' Dolphin throws 3 rocks at Matthias' Mosquito: 0 + 1 + 1 = 2 rocks")
	for k := range p.beats {
		p.show(k)
		assert.NotContains(t, p.header.Text, "Step ", "one step number: the rulebook's")
	}

	assert.False(t, p.log.Visible(), "every line is one tap away, not in the way")
	test.Tap(p.details)
	assert.True(t, p.log.Visible())
	assert.Len(t, p.logLines, len(p.steps), "the details show every line")
}

func TestThePlaybackSpeaksPlainlyWithThePlayersNames(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	letter := regexp.MustCompile(`\b[AB]\b`)
	var chips []string
	for k := range p.beats {
		p.show(k)
		text := shownText(p.content)
		assert.NotRegexp(t, letter, text, "beat %d names the players", k+1)
		for _, word := range []string{"Interpretation", "batch", "Batch"} {
			assert.NotContains(t, text, word, "beat %d", k+1)
		}
		assert.NotContains(t, text, ": Play:", "no card-language syntax")
		chips = append(chips, chipLabels(p)...)
	}
	assert.Contains(t, chips, "Rulebook: Glossary: Rocks")
	assert.Contains(t, chips, "How we read it: what resolves together")
	test.Tap(p.details)
	assert.Contains(t, shownText(p.log), "Andreas' Badger")
}

// A rule chip of the playback opens the rule's words over it (package
// board checks the words of every rule).
func TestARuleChipOpensOverThePlayback(t *testing.T) {
	u, w := newTestApp(t, 1)
	p := settleExampleB(t, u)
	p.show(2)
	tapFirstChip(t, p)
	assert.NotEmpty(t, w.Canvas().Overlays().List(), "the rule opens over the playback")
}

func TestThePetJustPlayedIsShownInPlay(t *testing.T) {
	u, _ := newTestApp(t, 1)
	u.battle().Paste("name A: Andreas\nname B: Matthias\nA: Ant, Fish\nB: Otter\n")
	settle(t, u.battle())
	p := u.battle().play
	test.Tap(p.replay)
	test.Tap(p.next)
	require.Equal(t, "Beat 2 of 9 · Advanced Timing step 1: Play", p.header.Text)
	board := shownText(p.board)
	assert.Contains(t, board, "Ant")
	assert.Contains(t, board, "Otter")
	assert.NotContains(t, board, "No pet in play", "both pets just played are on the table")
	assert.Equal(t, 2, strings.Count(board, "just played"), "both are marked as just played")
}

func TestTheBoardShowsFoodsPilesAndSetAsidePets(t *testing.T) {
	u, _ := newTestApp(t, 1)
	p := settleExampleB(t, u)
	for k, b := range p.beats {
		if strings.Contains(p.steps[b.end-1].entry.Text, "plays Bee") {
			p.show(k)
			break
		}
	}
	m := p.m
	st := &p.steps[p.beats[p.at].end-1].state
	a, b := board.ReadSide(m, engine.PlayerA, st), board.ReadSide(m, engine.PlayerB, st)
	assert.Equal(t, "Bee", a.PetName)
	assert.True(t, a.JustIn)
	assert.Equal(t, []string{"Badger"}, a.SetAside, "the Badger waits beside the table")
	assert.Equal(t, "Peacock", b.PetName)
	assert.Equal(t, []string{"Apple ×3"}, board.Counted(b.Foods))
	assert.Equal(t, 3, b.Pet.Damage)
	assert.Equal(t, 2, b.Fainted)
}

func TestTheSetUpAsksFirstAndKeepsSettleInView(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.battle()
	for _, name := range []string{"Ant", "Fish", "Otter", "Dolphin", "Honey"} {
		addCard(t, s.decks[0], strings.ToLower(name[:3]), name)
	}
	uitest.Relayout(w.Content())
	d := fyne.CurrentApp().Driver()
	dice := d.AbsolutePositionForObject(s.diceMode)
	deckA := d.AbsolutePositionForObject(s.decks[0].name)
	assert.Less(t, dice.Y, deckA.Y, "the dice question comes before the decks")
	assert.Less(t, dice.Y+s.diceMode.Size().Height, uitest.PhoneSize.Height/2, "and is on the first screen")
	settleAt := d.AbsolutePositionForObject(s.settle)
	s.setup.ScrollToBottom()
	uitest.Relayout(w.Content())
	assert.Equal(t, settleAt, d.AbsolutePositionForObject(s.settle), "Settle stays put while the set-up scrolls")
	assert.Greater(t, settleAt.Y, uitest.PhoneSize.Height/2, "in the lower half")
	assert.GreaterOrEqual(t, s.settle.Size().Height, float32(kit.TouchTarget))
}

func TestTheFirstPlayerCoinsAreBothClearAndALeftOfB(t *testing.T) {
	u, w := newTestApp(t, 1)
	w.Resize(fyne.NewSize(1024, 768))
	s := u.battle()
	test.Tap(s.firstButtons[engine.PlayerB])
	assert.Equal(t, engine.PlayerB, s.first)
	for _, b := range s.firstButtons {
		assert.False(t, b.Disabled(), "neither coin is greyed out")
	}
	assert.Equal(t, widget.HighImportance, s.firstButtons[engine.PlayerB].Importance)
	uitest.Relayout(w.Content())
	d := fyne.CurrentApp().Driver()
	assert.Less(t, d.AbsolutePositionForObject(s.firstButtons[0]).X, d.AbsolutePositionForObject(s.firstButtons[1]).X)
	assert.Less(t, d.AbsolutePositionForObject(s.decks[0].name).X, d.AbsolutePositionForObject(s.decks[1].name).X,
		"Player A's deck is left of Player B's on a wide window")
}

func TestTrumpetsAndManaOnlyWithTheirPacks(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	a := s.decks[0]
	assert.False(t, a.trumpetsRow.Visible(), "no Trumpets without the Golden Pack")
	assert.False(t, a.manaRow.Visible())
	test.Tap(s.packs[packGolden])
	assert.True(t, a.trumpetsRow.Visible())
	test.Tap(a.trumpets.Plus)
	assert.Equal(t, 1, s.battle().Trumpets[0])
	test.Tap(s.packs[packGolden])
	assert.Equal(t, 0, s.battle().Trumpets[0], "a pack out of play brings no Trumpets")

	s.Paste("A: Ant\nB: Otter\nB mana: 2\n")
	assert.True(t, s.packs[packMagic].Checked, "a pasted battle with Mana turns the Magic Pack on")
	assert.True(t, s.decks[1].manaRow.Visible())

	// A battle of a game with the Golden Pack: its Trumpets, no toggles.
	selectPacks(u, tracker.Classic, tracker.Golden)
	startGame(t, u, "Ana", "Ben")
	passAll(t, u)
	s.Settle(u.sess.PendingBattles()[0])
	assert.True(t, a.trumpetsRow.Visible())
	assert.False(t, a.manaRow.Visible(), "this game has no Magic Pack")
	assert.False(t, s.packs[packGolden].Visible(), "the game's packs decide")
	assert.Contains(t, s.packNote.Text, "Golden Pack")
}

func TestTheOddsAnswerUnderTheDiceQuestion(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.battle()
	s.Paste(exampleB)
	s.diceMode.SetSelected(DiceOdds)
	s.setup.ScrollToBottom()
	test.Tap(s.settle)
	s.wait()
	uitest.Relayout(w.Content())
	d := fyne.CurrentApp().Driver()
	dice := d.AbsolutePositionForObject(s.diceMode)
	odds := d.AbsolutePositionForObject(s.odds.content)
	assert.Greater(t, odds.Y, dice.Y, "the odds come right under the question")
	assert.Less(t, odds.Y, d.AbsolutePositionForObject(s.settle).Y, "and are in view above Settle")
}

// The battle being set up survives a reload: a new app over the same store
// shows the same names, decks, First Player, dice mode and packs.
func TestTheBattleBeingSetUpSurvivesAReload(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	u, _ := newTestAppWith(t, 1, store)
	s := u.battle()
	a, b := s.decks[engine.PlayerA], s.decks[engine.PlayerB]
	test.Type(a.name, "Andreas")
	test.Type(b.name, "Matthias")
	addCard(t, a, "an", "Ant")
	addCard(t, a, "fi", "Fish")
	test.Tap(a.power.Plus) // a plain pet of power 3, the battle's own card
	test.Tap(a.addPet)
	a.move(2, -1)
	addCard(t, b, "ott", "Otter")
	addCard(t, b, "dol", "Dolphin")
	b.remove(1)
	test.Tap(s.firstButtons[engine.PlayerB])
	s.diceMode.SetSelected(DiceAsk)
	test.Tap(s.packs[packGolden])
	test.Tap(b.trumpets.Plus)
	require.False(t, s.problem.Visible(), s.problem.Text)
	u.sess.Flush()

	again, _ := newTestAppWith(t, 2, store)
	r := again.battle()
	ra, rb := r.decks[engine.PlayerA], r.decks[engine.PlayerB]
	assert.False(t, r.problem.Visible(), r.problem.Text)
	assert.Equal(t, "Andreas", ra.name.Text)
	assert.Equal(t, "Matthias", rb.name.Text)
	assert.Equal(t, []string{"Ant", "Pet 3", "Fish"}, ra.cards)
	assert.Equal(t, []string{"Otter"}, rb.cards)
	assert.Equal(t, engine.PlayerB, r.first)
	assert.Equal(t, "Matthias", r.firstButtons[engine.PlayerB].Text)
	assert.Equal(t, widget.HighImportance, r.firstButtons[engine.PlayerB].Importance, "Matthias' coin is the chosen one")
	assert.Equal(t, DiceAsk, r.diceMode.Selected)
	assert.True(t, r.packs[packGolden].Checked)
	assert.True(t, r.packs[packGolden].Visible(), "a battle of its own: the toggles are offered")
	assert.False(t, r.packs[packMagic].Checked)
	assert.True(t, rb.trumpetsRow.Visible())
	assert.Equal(t, 1, rb.trumpets.Value)
	assert.Nil(t, r.link)
	assert.Equal(t, s.battle().Format(), r.battle().Format(), "the same battle")

	// It settles as it would have before the reload.
	settle(t, r)
	test.Tap(r.play.last)
	assert.True(t, r.play.record.Hidden, "no game to record it in")
}

// A battle of the running game, being set up, is still that battle after
// a reload: its result can be recorded in the game. Once the result is in,
// the next reload keeps the decks and drops the link without a word.
func TestABattleFromTheGameIsStillLinkedAfterAReload(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	u, _ := newTestAppWith(t, 1, store)
	selectPacks(u, tracker.Classic, tracker.Golden)
	startGame(t, u, "Ana", "Ben")
	passAll(t, u)
	pending := u.sess.PendingBattles()
	require.Len(t, pending, 1)
	u.battle().Settle(pending[0])
	s := u.battle()
	addCard(t, s.decks[0], "ott", "Otter")
	addCard(t, s.decks[1], "ant", "Ant")
	s.diceMode.SetSelected(DiceOdds)
	u.sess.Flush()

	again, _ := newTestAppWith(t, 2, store)
	r := again.battle()
	require.False(t, r.problem.Visible(), r.problem.Text)
	require.NotNil(t, r.link, "the game's battle is linked again")
	assert.Equal(t, pending[0], *r.link)
	assert.True(t, r.linkNote.Visible())
	assert.Contains(t, r.linkNote.Text, "Round 1: Ana vs Ben")
	assert.Equal(t, "Ana", r.decks[0].name.Text)
	assert.Equal(t, []string{"Otter"}, r.decks[0].cards)
	assert.Equal(t, []string{"Ant"}, r.decks[1].cards)
	assert.Equal(t, DiceOdds, r.diceMode.Selected)
	assert.True(t, r.packs[packGolden].Checked, "the game's Golden Pack")
	assert.False(t, r.packs[packGolden].Visible(), "the game's packs decide")
	assert.Contains(t, r.packNote.Text, "Golden Pack")

	r.diceMode.SetSelected(DiceRoll)
	settle(t, r)
	test.Tap(r.play.last)
	require.False(t, r.play.record.Hidden, "the result can be recorded")
	test.Tap(r.play.record)
	assert.Equal(t, tracker.PhaseTrophy, again.sess.Game().Value().Game().Phase())
	assert.Equal(t, 1, again.sess.Game().Value().Game().Player(0).Trophies, "Ana's Otter beat Ben's Ant")
	again.sess.Flush()

	third, _ := newTestAppWith(t, 3, store)
	q := third.battle()
	assert.False(t, q.problem.Visible(), q.problem.Text)
	assert.Nil(t, q.link, "the battle has its result: no link")
	assert.False(t, q.linkNote.Visible())
	assert.Equal(t, []string{"Otter"}, q.decks[0].cards, "the decks stay")
	assert.True(t, q.packs[packGolden].Visible(), "a battle of its own again: the toggles are offered")
}

// A kept battle that no longer reads (a card since taken out of the card
// book) leaves the set-up empty and says why in plain words.
func TestABattleKeptThatNoLongerReadsLeavesTheSetUpEmpty(t *testing.T) {
	store := session.NewDirStore(t.TempDir())
	u, _ := newTestAppWith(t, 1, store)
	require.NoError(t, u.sess.SetBattleDraft(session.BattleDraft{Notation: "name A: Andreas\nA: Ant, Gryphon Chick\nB: Otter\n", Dice: session.DiceAsk}))
	u.sess.Flush()

	again, _ := newTestAppWith(t, 2, store)
	r := again.battle()
	assert.True(t, r.problem.Visible())
	assert.Contains(t, r.problem.Text, "The battle set up last time cannot be brought back")
	assert.Contains(t, r.problem.Text, "Gryphon Chick")
	assert.NotContains(t, r.problem.Text, "engine:")
	assert.Empty(t, r.decks[0].name.Text)
	assert.Empty(t, r.decks[0].cards)
	assert.Empty(t, r.decks[1].cards)
	assert.Equal(t, DiceRoll, r.diceMode.Selected)
	assert.Equal(t, "name A: Andreas\nA: Ant, Gryphon Chick\nB: Otter\n", again.sess.BattleDraft().Notation, "nothing is written over it before a change")
}

// A battle pasted that is longer than any battle is refused before it is
// read, its length and the limit named; the set-up is unchanged.
func TestAnOverLongPasteIsRefusedUnread(t *testing.T) {
	u, _ := newTestApp(t, 1)
	s := u.battle()
	addCard(t, s.decks[0], "ant", "Ant")
	u.host.Clipboard.SetContent("A: " + strings.Repeat("Ant, ", 50_000))
	s.onPaste()
	assert.True(t, s.problem.Visible())
	assert.Equal(t, "That is 250,003 characters; a battle takes at most 20,000. Nothing was changed.", s.problem.Text)
	assert.Equal(t, []string{"Ant"}, s.decks[0].cards, "the set-up is unchanged")
}

// After Clear, the first deck's card field has the focus: cards typed next
// go into it.
func TestAfterClearTypingGoesIntoTheFirstDeck(t *testing.T) {
	u, w := newTestApp(t, 1)
	s := u.battle()
	addCard(t, s.decks[1], "ott", "Otter")
	s.onClear()
	require.Equal(t, s.decks[0].search, w.Canvas().Focused(), "the first deck's card field has the focus")
	test.Type(w.Canvas().Focused(), "ant")
	s.decks[0].search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Equal(t, []string{"Ant"}, s.decks[0].cards)
	assert.Empty(t, s.decks[1].cards)
}
