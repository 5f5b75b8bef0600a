package session

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
)

// exampleB are the decks of the rulebook's Auto Battle Example B and the
// dice its table rolled.
var (
	exampleBDecks = [2][]string{{"Dolphin", "Honey", "Badger"}, {"Mosquito", "Flamingo", "Peacock"}}
	exampleBRocks = []int{0, 1, 1, 1, 0, 2, 1, 0}
)

// verdict plays the table's battle as phone s has it, with its dice.
func verdict(t *testing.T, s *Session) (engine.Result, string) {
	t.Helper()
	v := s.TableBattle().Value()
	require.NotNil(t, v.Settled, "the battle is settled")
	b, err := v.Battle(s.Die())
	require.NoError(t, err)
	m, err := engine.NewMatch(b, s.Cards().Book())
	require.NoError(t, err)
	var lg engine.Log
	res, err := m.Resolve(m.Dice(engine.NewSeededDice(b.RockDie(), v.Settled.Seed)), &lg)
	require.NoError(t, err)
	return res, lg.String()
}

func TestTwoPhonesEnterOneBattleADeckEach(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, table := lh.table(dir)
	ana := phone(t, newMemStore(), lh.url(), code)
	ben := phone(t, newMemStore(), lh.url(), code)
	sit(t, ana, "Ana")
	sit(t, ben, "Ben")
	watcher := phone(t, newMemStore(), lh.url(), code)

	require.NoError(t, ana.TableBattle().Do(BattleMove{Kind: BattleOpen, Names: [2]string{"Andreas", "Matthias"}, Dice: DiceAsk, Secret: true}))
	waitFor(t, "the battle on Ben's phone", func() bool { return ben.TableBattle().Value().Sides[1].Name == "Matthias" })
	require.NoError(t, ana.TableBattle().Do(BattleMove{Kind: BattleSideSet, Side: 0, Name: "Andreas", Deck: exampleBDecks[0]}))
	require.NoError(t, ben.TableBattle().Do(BattleMove{Kind: BattleSideSet, Side: 1, Name: "Matthias", Deck: exampleBDecks[1]}))
	waitFor(t, "both decks on the hub", func() bool {
		v := table.TableBattle().Value()
		return len(v.Sides[0].Deck) == 3 && len(v.Sides[1].Deck) == 3
	})
	// The hub's value after both moves reaches every phone in its own time:
	// until then a phone shows an earlier one (a phone's move shows once
	// the hub sends it back).
	waitFor(t, "both sides on Ana's phone and on the watching one", func() bool {
		a, w := ana.TableBattle().Value(), watcher.TableBattle().Value()
		return len(a.Sides[0].Deck) == 3 && a.Sides[1].Hidden == 3 && w.Sides[0].Hidden == 3 && w.Sides[1].Hidden == 3
	})
	a, w := ana.TableBattle().Value(), watcher.TableBattle().Value()
	assert.Equal(t, exampleBDecks[0], a.Sides[0].Deck, "Ana's phone shows the deck it entered")
	assert.Nil(t, a.Sides[1].Deck, "Ben's deck is secret from Ana's phone until both are ready")
	assert.Nil(t, w.Sides[0].Deck, "and from a watching phone")
	assert.Equal(t, 3, w.Sides[0].Hidden, "which sees how many cards each has")

	require.NoError(t, ana.TableBattle().Do(BattleMove{Kind: BattleReady, Side: 0, Ready: true}))
	require.NoError(t, ben.TableBattle().Do(BattleMove{Kind: BattleReady, Side: 1, Ready: true}))
	waitFor(t, "both decks shown once both are ready", func() bool { return len(ana.TableBattle().Value().Sides[1].Deck) == 3 })
	assert.Nil(t, ana.TableBattle().Value().Settled, "the table's own dice are asked for: both ready settle nothing yet")

	require.NoError(t, ben.TableBattle().Do(BattleMove{Kind: BattleSettle, Rocks: exampleBRocks}))
	waitFor(t, "the verdict on both phones", func() bool {
		return ana.TableBattle().Value().Settled != nil && watcher.TableBattle().Value().Settled != nil
	})
	resA, logA := verdict(t, ana)
	resW, logW := verdict(t, watcher)
	assert.Equal(t, engine.BWins, resA, "Matthias wins, as in the rulebook")
	assert.Equal(t, resA, resW)
	assert.Equal(t, logA, logW, "every phone plays the same steps")
}

func TestAsRolledEveryPhonePlaysTheHubsDice(t *testing.T) {
	dir := t.TempDir()
	lh := startLiveHub(t, dir, "127.0.0.1:0", nil)
	code, _ := lh.table(dir)
	ana := phone(t, newMemStore(), lh.url(), code)
	ben := phone(t, newMemStore(), lh.url(), code)
	sit(t, ana, "Ana")
	sit(t, ben, "Ben")
	require.NoError(t, ana.TableBattle().Do(BattleMove{Kind: BattleOpen, Names: [2]string{"Ana", "Ben"}}))
	waitFor(t, "the battle on Ben's phone", func() bool { return ben.TableBattle().Value().Sides[1].Name == "Ben" })
	require.NoError(t, ana.TableBattle().Do(BattleMove{Kind: BattleSideSet, Side: 0, Name: "Ana", Deck: exampleBDecks[0], Seed: 7}))
	require.NoError(t, ben.TableBattle().Do(BattleMove{Kind: BattleSideSet, Side: 1, Name: "Ben", Deck: exampleBDecks[1]}))
	require.NoError(t, ana.TableBattle().Do(BattleMove{Kind: BattleReady, Side: 0, Ready: true, Seed: 1}))
	require.NoError(t, ben.TableBattle().Do(BattleMove{Kind: BattleReady, Side: 1, Ready: true, Seed: 1}))
	waitFor(t, "the verdict on both phones", func() bool {
		return ana.TableBattle().Value().Settled != nil && ben.TableBattle().Value().Settled != nil
	})
	assert.NotEqual(t, uint64(1), ana.TableBattle().Value().Settled.Seed, "the hub rolls, not a phone")
	resA, logA := verdict(t, ana)
	resB, logB := verdict(t, ben)
	assert.Equal(t, resA, resB)
	assert.Equal(t, logA, logB, "both phones play the same rolled battle")
}

func TestTheTablesBattleRefusesBadMovesChangingNothing(t *testing.T) {
	book := engine.ReferenceBook()
	start := TableBattle{Sides: [2]BattleSide{{Name: "Ana", Deck: []string{"Ant"}}, {Name: "Ben"}}}
	for name, tc := range map[string]struct {
		m    BattleMove
		want string
	}{
		"a third side":      {BattleMove{Kind: BattleSideSet, Side: 2}, "not side 2"},
		"a deck too long":   {BattleMove{Kind: BattleSideSet, Deck: make([]string, 31)}, "more than 30 cards"},
		"a bad card line":   {BattleMove{Kind: BattleSideSet, Name: "Ana", Cards: []string{"card Yak: pet 3 | Play: fly"}}, "Ana's card"},
		"a name with a tab": {BattleMove{Kind: BattleSideSet, Name: "A\tna"}, "not one the app can show"},
		"an empty side":     {BattleMove{Kind: BattleSettle}, "Ben has no cards yet"},
		"a card nobody has": {BattleMove{Kind: BattleSideSet, Side: 1, Name: "Ben", Deck: []string{"Yak"}}, ""},
		"unknown dice":      {BattleMove{Kind: BattleOptions, Dice: "guess"}, "not roll, ask or odds"},
		"a First Player C":  {BattleMove{Kind: BattleOptions, First: 2}, "neither A nor B"},
		"an unknown kind":   {BattleMove{Kind: "shuffle"}, `no move called "shuffle"`},
		"too many rocks":    {BattleMove{Kind: BattleSettle, Rocks: make([]int, 501)}, ""},
	} {
		t.Run(name, func(t *testing.T) {
			next, err := applyBattleMove(start, tc.m, book)
			if name == "a card nobody has" { // entered, but it does not settle
				require.NoError(t, err)
				_, err = applyBattleMove(next, BattleMove{Kind: BattleSettle}, book)
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Equal(t, []string{"Ant"}, start.Sides[0].Deck, "nothing changed")
		})
	}
	for _, data := range []string{`{"kind":"side","deck":"Ant"}`, `{"kind":"settle","seed":1,"extra":2}`, `{"kind":"burn"}`, `{}`} {
		_, err := DecodeBattleMove([]byte(data))
		assert.Error(t, err, data)
	}
}

func FuzzATablesBattleMove(f *testing.F) {
	f.Add([]byte(`{"kind":"open","names":["Andreas","Matthias"],"dice":"ask","secret":true}`))
	f.Add([]byte(`{"kind":"side","side":1,"name":"Matthias","deck":["Mosquito","Flamingo","Peacock"],"cards":["card Yak: pet 3"]}`))
	f.Add([]byte(`{"kind":"ready","side":1,"ready":true}`))
	f.Add([]byte(`{"kind":"settle","rocks":[0,1,1,1,0,2,1,0]}`))
	f.Add([]byte(`{"kind":"options","first":1,"dice":"odds","golden":true}`))
	start := TableBattle{Sides: [2]BattleSide{{Name: "Andreas", Deck: exampleBDecks[0], Ready: true}, {Name: "Matthias", Deck: exampleBDecks[1]}}}
	book := engine.ReferenceBook()
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeBattleMove(data)
		if err != nil {
			return
		}
		m.Seed, m.By = 9, "Ben"
		next, err := applyBattleMove(start, m, book)
		if err != nil {
			assert.Equal(t, exampleBDecks[0], start.Sides[0].Deck, "a refused move changes nothing")
			return
		}
		assert.NoError(t, next.check(), "what a move makes is kept and read back")
		_ = next.View("Ana")
	})
}
