package session

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/solo"
	"github.com/sapcompanion/sapcompanion/tracker"
)

// soloSetup is Ana against the app ("App"), Ana first.
func soloSetup() tracker.Setup {
	su := twoPlayers()
	su.Players[1].Name = "App"
	return su
}

func TestSoloGameMovesUndoAndRestart(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Hard))
	st, ok := s.Game().Value().Solo(s.Cards().Book())
	require.True(t, ok)
	assert.Equal(t, 1, st.App)
	assert.Equal(t, 4, s.Game().Value().Game().Player(1).Gold, "Hard: 1 gold more")
	assert.Equal(t, 3, s.Game().Value().Game().Player(0).Gold)

	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))), "Ana buys")
	require.NoError(t, setSoloDisplay(s, []string{"Ant", "Otter", "Honey", "Fish"}))
	sit, err := s.Game().Value().Situation(s.Cards().Book(), false)
	require.NoError(t, err)
	assert.Equal(t, 4, sit.Gold)
	m := solo.Decide(s.Cards().Book(), sit)
	require.Equal(t, solo.BuyPet, m.Action)
	assert.Equal(t, "Buy the Otter, 2nd card of the shop, and refill the shop from the deck.", m.Instruction(s.Cards().Book()))
	require.NoError(t, s.Game().Do(AppDid(m, "")))

	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Otter"}, st.Hand)
	assert.Equal(t, []string{"Ant", "", "Honey", "Fish"}, st.Display, "the bought slot waits for the card that refilled it")
	assert.Equal(t, 3, s.Game().Value().Game().Player(1).Gold)
	assert.Contains(t, s.Game().Value().Game().History()[len(s.Game().Value().Game().History())-1].Text, "App bought (3 gold left)")

	require.NoError(t, s.Game().Undo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Empty(t, st.Hand, "undo takes the Otter back")
	require.NoError(t, s.Game().Redo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Otter"}, st.Hand, "redo gives it again")
	s.Flush()

	again := open(t, store)
	st, ok = again.Game().Value().Solo(again.Cards().Book())
	require.True(t, ok, "the game against the app survives a restart")
	assert.Equal(t, solo.Hard, st.Difficulty)
	assert.Equal(t, []string{"Otter"}, st.Hand)
	assert.Equal(t, []string{"Ant", "", "Honey", "Fish"}, st.Display)
	assert.Empty(t, again.Problems())
}

func TestSoloSellApplesLeaveAfterTheRoundAndDecksAreKept(t *testing.T) {
	s := open(t, newMemStore())
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Normal))
	pass := func() { require.NoError(t, s.Game().Do(Play(tracker.Pass(0, 2)))) }
	pass()
	for _, name := range []string{"Ant", "Otter", "Fish"} {
		require.NoError(t, setSoloDisplay(s, []string{name}))
		sit, err := s.Game().Value().Situation(s.Cards().Book(), true)
		require.NoError(t, err)
		require.NoError(t, s.Game().Do(AppDid(solo.Decide(s.Cards().Book(), sit), "")))
	}
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.Sell, Cards: []string{"Ant"}}, "")))
	st, _ := s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Otter", "Fish", "Apple"}, st.Hand)
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.Pass}, "")))
	assert.Equal(t, tracker.PhaseBattle, s.Game().Value().Game().Phase())
	require.ErrorContains(t, s.Game().Do(ShowAppDeck()), "no deck ordered")
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.True(t, st.DeckHidden, "not ordered yet: no battle of the app's can be set up")
	require.NoError(t, s.Game().Do(AppDeck([]string{"Otter", "Apple", "Fish"}, "Best: of its 3 orders")))
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.True(t, st.DeckReady)
	assert.Nil(t, st.Deck, "face down until Ana has ordered hers")
	assert.Empty(t, st.DeckWhy)
	assert.True(t, st.DeckHidden)
	steps := s.Game().Steps()
	require.NoError(t, s.Game().Do(ShowAppDeck()))
	assert.Equal(t, steps, s.Game().Steps(), "part of the pass's step, as the deck is")
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Otter", "Apple", "Fish"}, st.Deck)
	assert.Equal(t, "Best: of its 3 orders", st.DeckWhy)
	assert.False(t, st.DeckHidden)

	b := s.PendingBattles()[0]
	battle := &engine.Battle{First: b.First, Decks: [2][]string{{"Dolphin", "Ant"}, {"Otter", "Apple", "Fish"}}}
	require.NoError(t, s.RecordBattle(b, battle, engine.BWins))
	require.NoError(t, s.Game().Do(Play(tracker.EndRound(s.Game().Value().Game().Round()))))
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Otter", "Fish"}, st.Hand, "the Apple went back to the supply")
	assert.Equal(t, []string{"Dolphin", "Ant"}, st.LastDeck, "Ana's deck, to order against")
	assert.Nil(t, st.Deck, "no deck yet for round 2")
	assert.Equal(t, make([]string, solo.DisplaySize), st.Display, "a new round, a new shop")
}

func TestANewGameOrTheEndOfOneForgetsTheApp(t *testing.T) {
	store := newMemStore()
	s := open(t, store)
	require.NoError(t, s.StartSoloGame(soloSetup(), 0, solo.Easy))
	require.NoError(t, s.StartGame(twoPlayers()))
	_, ok := s.Game().Value().Solo(s.Cards().Book())
	assert.False(t, ok)
	s.Flush()
	_, err := store.Read(SoloFile)
	assert.Error(t, err, "the app's side is never written apart from its game")

	require.NoError(t, s.StartSoloGame(soloSetup(), 0, solo.Easy))
	s.Game().Reset()
	_, ok = s.Game().Value().Solo(s.Cards().Book())
	assert.False(t, ok)
	assert.ErrorIs(t, s.Game().Do(AppDid(solo.Move{Action: solo.Pass}, "")), ErrNoSolo)

	su := soloSetup()
	su.Players = append(su.Players, tracker.PlayerSetup{Name: "Cy"})
	assert.ErrorContains(t, s.StartSoloGame(su, 0, solo.Easy), "for 2 players")
}

// soloAfterAnaBuys starts Ana against the app on Hard, Ana buys, and the
// shop shows Ant, Otter, Honey and Fish on the app's turn.
func soloAfterAnaBuys(t *testing.T, store Store) *Session {
	t.Helper()
	s := open(t, store)
	require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Hard))
	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))), "Ana buys")
	require.NoError(t, setSoloDisplay(s, []string{"Ant", "Otter", "Honey", "Fish"}))
	return s
}

func TestSoloUndoPutsTheBoughtCardBackInTheShop(t *testing.T) {
	store := newMemStore()
	s := soloAfterAnaBuys(t, store)
	buy := solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Otter"}}
	require.NoError(t, s.Game().Do(AppDid(buy, "")))
	st, _ := s.Game().Value().Solo(s.Cards().Book())
	require.Equal(t, []string{"Ant", "", "Honey", "Fish"}, st.Display)

	require.NoError(t, s.Game().Undo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Ant", "Otter", "Honey", "Fish"}, st.Display, "undo puts the Otter back in the shop")
	sit, err := s.Game().Value().Situation(s.Cards().Book(), false)
	require.NoError(t, err)
	assert.Equal(t, []string{"Ant", "Otter", "Honey", "Fish"}, sit.Display, "and the app sees it again")
	s.Flush()
	again := open(t, store)
	st, _ = again.Game().Value().Solo(again.Cards().Book())
	assert.Equal(t, []string{"Ant", "Otter", "Honey", "Fish"}, st.Display, "after a restart too")

	require.NoError(t, s.Game().Redo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Ant", "", "Honey", "Fish"}, st.Display, "redo empties the slot again")
	s.Flush()
	again = open(t, store)
	st, _ = again.Game().Value().Solo(again.Cards().Book())
	assert.Equal(t, []string{"Ant", "", "Honey", "Fish"}, st.Display, "after a restart too")
	assert.Empty(t, again.Problems())

	require.NoError(t, setSoloDisplay(s, []string{"Ant", "Mosquito", "Honey", "Fish"}), "the human enters the refill")
	require.NoError(t, s.Game().Undo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Ant", "Otter", "Honey", "Fish"}, st.Display, "undo shows the shop before the buy")
}

func TestSoloMoveRefusesCardsTheAppDoesNotHoldOrTheShopDoesNotShow(t *testing.T) {
	s := soloAfterAnaBuys(t, newMemStore())
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Otter"}}, "")))
	before, _ := s.Game().Value().Solo(s.Cards().Book())
	entries := len(s.Game().Value().Game().History())
	gold := s.Game().Value().Game().Player(1).Gold

	for _, c := range []struct {
		m    solo.Move
		want string
	}{
		{solo.Move{Action: solo.Sell, Cards: []string{"Ant"}}, "the app does not hold the Ant: it holds Otter"},
		{solo.Move{Action: solo.Sell, Cards: []string{"Otter", "Otter"}}, "the app does not hold the Otter and the Otter"},
		{solo.Move{Action: solo.Triple, Cards: []string{"Otter", "Fish", "Dog"}}, "the app does not hold"},
		{solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Otter"}}, "the 2nd card of the shop is nothing, not the Otter"},
		{solo.Move{Action: solo.BuyPet, Slot: 0, Cards: []string{"Fish"}}, "the 1st card of the shop is the Ant, not the Fish"},
		{solo.Move{Action: solo.BuyPerk, Slot: 7, Cards: []string{"Honey"}}, "names no card of the shop"},
	} {
		assert.ErrorContains(t, s.Game().Do(AppDid(c.m, "")), c.want)
		st, _ := s.Game().Value().Solo(s.Cards().Book())
		assert.Equal(t, before, st, "a refused move changes nothing")
		assert.Len(t, s.Game().Value().Game().History(), entries)
		assert.Equal(t, gold, s.Game().Value().Game().Player(1).Gold)
	}
	require.NoError(t, s.Game().Do(Play(tracker.Buy(0))), "Ana buys")
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyPet, Slot: 3, Cards: []string{"Fish"}}, "")), "a move that fits is taken")
}

func TestSoloSituationReadsHandAndGoldTogether(t *testing.T) {
	s := soloAfterAnaBuys(t, newMemStore())
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Otter"}}, "")))
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
			}
			_ = s.Game().Undo()
			_ = s.Game().Redo()
		}
	}()
	for i := range 20000 {
		if i%16 == 0 {
			runtime.Gosched()
		}
		sit, err := s.Game().Value().Situation(s.Cards().Book(), false)
		require.NoError(t, err)
		if !assert.Equal(t, 4, sit.Gold+len(sit.Hand), "every card the app holds cost it 1 gold of 4") {
			break
		}
	}
	close(stop)
	<-done
}

// A change is checked by the rules its blob is read back with: what the
// next launch would refuse is refused now, and nothing is saved.
func TestSoloChangesTheNextLaunchWouldRefuseAreRefused(t *testing.T) {
	for name, act := range map[string]func(s *Session) error{
		"a card name of 201 bytes":   func(s *Session) error { return setSoloDisplay(s, []string{strings.Repeat("x", 201)}) },
		"a deck of 41 cards":         func(s *Session) error { return s.Game().Do(AppDeck(make([]string, 41), "")) },
		"a Battle Prep line of 2 KB": func(s *Session) error { return s.Game().Do(AppDeck([]string{"Ant"}, strings.Repeat("y", 2001))) },
	} {
		t.Run(name, func(t *testing.T) {
			store := newMemStore()
			s := open(t, store)
			require.NoError(t, s.StartSoloGame(soloSetup(), 1, solo.Hard))
			before, _ := s.Game().Value().Solo(s.Cards().Book())
			require.Error(t, act(s))
			after, _ := s.Game().Value().Solo(s.Cards().Book())
			assert.Equal(t, before, after, "nothing changed")
			s.Flush()
			again := open(t, store)
			assert.Empty(t, again.Problems())
		})
	}
}

// TestSoloHumanBuysLeaveSlotsToEnterAgain: a buy of the human's after the
// app knew the shop counts as unseen until the human says where it was
// from; a slot named is forgotten and named with its card until entered
// again. Buys before the app knew the shop count for nothing. All of it
// goes with the human's buy on undo and redo, and survives a restart.
func TestSoloHumanBuysLeaveSlotsToEnterAgain(t *testing.T) {
	store := newMemStore()
	s := soloAfterAnaBuys(t, store)
	st, _ := s.Game().Value().Solo(s.Cards().Book())
	assert.Zero(t, st.Unseen, "Ana bought before the app knew the shop")
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Otter"}}, "")))
	require.NoError(t, s.Game().Do(EnterShopSlot(1, "Dolphin")))
	anaBuys := func() { require.NoError(t, s.Game().Do(Play(tracker.Buy(0))), "Ana buys") }
	anaBuys()
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, 1, st.Unseen, "the app's shop may be stale")
	require.NoError(t, s.Game().Do(HumanBought(2)))
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Zero(t, st.Unseen)
	assert.Equal(t, []string{"Ant", "Dolphin", "", "Fish"}, st.Display)
	assert.Equal(t, []string{"", "", "Honey", ""}, st.Gone, "the Honey's slot is to be entered again")
	sit, err := s.Game().Value().Situation(s.Cards().Book(), false)
	require.NoError(t, err)
	assert.Equal(t, []string{"Ant", "Dolphin", "", "Fish"}, sit.Display, "the app does not buy a card that is gone")
	assert.ErrorContains(t, s.Game().Do(HumanBought(0)), "Ana has bought no card the app has not placed")
	s.Flush()
	again := open(t, store)
	st, _ = again.Game().Value().Solo(again.Cards().Book())
	assert.Equal(t, []string{"", "", "Honey", ""}, st.Gone, "after a restart too")

	require.NoError(t, s.Game().Undo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Ant", "Dolphin", "Honey", "Fish"}, st.Display, "undo takes Ana's buy back, and where it was from")
	assert.Equal(t, make([]string, solo.DisplaySize), st.Gone)
	assert.Zero(t, st.Unseen)
	require.NoError(t, s.Game().Redo())
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"", "", "Honey", ""}, st.Gone, "redo gives both again")

	require.NoError(t, s.Game().Do(EnterShopSlot(2, "Mosquito")))
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Ant", "Dolphin", "Mosquito", "Fish"}, st.Display)
	assert.Equal(t, make([]string, solo.DisplaySize), st.Gone, "entered again")
	require.NoError(t, s.Game().Do(AppDid(solo.Move{Action: solo.BuyPet, Slot: 1, Cards: []string{"Dolphin"}}, "")))
	anaBuys()
	require.NoError(t, s.Game().Do(HumanBought(-1)), "from the top of the shop deck")
	st, _ = s.Game().Value().Solo(s.Cards().Book())
	assert.Equal(t, []string{"Ant", "", "Mosquito", "Fish"}, st.Display, "the display is as it was")
	assert.Zero(t, st.Unseen)
	assert.Error(t, s.Game().Do(EnterShopSlot(4, "Ant")))
	assert.Error(t, s.Game().Do(HumanBought(4)))
}
