package tracker

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPairingsTables(t *testing.T) {
	want4 := []string{"A-B C-D", "A-C B-D", "A-D B-C", "A-B C-D", "A-C B-D", "A-D B-C"}
	want6 := []string{"A-B C-D E-F", "A-C B-E D-F", "A-D B-F C-E", "A-E B-D C-F", "A-F B-C D-E", "A-B C-D E-F"}
	for r := 1; r <= Rounds; r++ {
		for n, want := range map[int][]string{4: want4, 6: want6} {
			pairs, err := Pairings(n, r)
			require.NoError(t, err)
			got := ""
			seen := map[int]bool{}
			for i, p := range pairs {
				if i > 0 {
					got += " "
				}
				got += p.String()
				seen[p[0]], seen[p[1]] = true, true
			}
			assert.Equal(t, want[r-1], got, "%d players round %d", n, r)
			assert.Len(t, seen, n, "everyone battles once a round")
		}
		two, err := Pairings(2, r)
		require.NoError(t, err)
		assert.Equal(t, []Pair{{0, 1}}, two)
	}
	_, err := Pairings(4, 7)
	assert.ErrorContains(t, err, "there is no round 7")
	_, err = Pairings(5, 1)
	assert.ErrorContains(t, err, "pairings are for 2, 4 or 6 players, not 5")
	// Pairings returns a copy.
	p, _ := Pairings(4, 1)
	p[0] = Pair{3, 3}
	q, _ := Pairings(4, 1)
	assert.Equal(t, Pair{0, 1}, q[0])
}

func TestTrophyValues(t *testing.T) {
	for r := 1; r <= 5; r++ {
		assert.Equal(t, 1, TrophiesFor(r))
	}
	assert.Equal(t, 2, TrophiesFor(6))

	g := newTestGame(t, 2)
	playRounds(t, g, map[int]map[string]string{
		1: {"A-B": "A"}, 2: {"A-B": "A"}, 3: {"A-B": "B"}, 4: {"A-B": "A"}, 5: {"A-B": "A"}, 6: {"A-B": "B"},
	})
	assert.Equal(t, 4, g.Player(0).Trophies)
	assert.Equal(t, 3, g.Player(1).Trophies, "round 6 is worth 2")
	for r := 1; r <= 6; r++ {
		assert.Equal(t, TrophiesFor(r), g.Battles(r)[0].Trophies)
	}
}

func TestGoldResetsAndNeverGoesBelowZero(t *testing.T) {
	g := newTestGame(t, 2)
	assert.Equal(t, StartingGold, g.Player(0).Gold)
	assert.Equal(t, StartingGold, g.Player(1).Gold)
	for i := 0; i < 3; i++ {
		require.NoError(t, g.Buy(0))
		require.NoError(t, g.Buy(1))
	}
	assert.Equal(t, 0, g.Player(0).Gold)
	refused(t, g, "Ana has no gold left to buy with; sell, triple or pass instead", func() error { return g.Buy(0) })
	// Sell and Triple cost nothing and work with no gold.
	require.NoError(t, g.Sell(0, 2))
	require.NoError(t, g.Triple(1))
	assert.Equal(t, 0, g.Player(0).Gold)
	assert.Contains(t, g.History()[len(g.History())-2].Text, "Round 1 Shop: Ana sold 2 pets (gains 2 Apples)")
	refused(t, g, "must sell at least 1 pet", func() error { return g.Sell(0, 0) })
	require.NoError(t, g.Pass(0, 5))
	require.NoError(t, g.Pass(1, 5))
	require.NoError(t, g.RecordResult(0, Draw))
	require.NoError(t, g.EndRound())
	assert.Equal(t, 2, g.Round())
	assert.Equal(t, StartingGold, g.Player(0).Gold, "gold resets at each Shop Phase")
	assert.Equal(t, StartingGold, g.Player(1).Gold)
}

func TestBuyHistoryText(t *testing.T) {
	g := newTestGame(t, 2)
	require.NoError(t, g.Buy(0))
	assert.Equal(t, "Round 1 Shop: Ana bought (2 gold left)", g.History()[1].Text)
	assert.Equal(t, Done, g.History()[1].Status)
	assert.Equal(t, PhaseShop, g.History()[1].Phase)
	assert.Equal(t, 1, g.History()[1].Round)
}

func TestPassRule(t *testing.T) {
	g := newTestGame(t, 2)
	refused(t, g, "Ana cannot pass with 6 pets; sell or triple down to 5 first", func() error { return g.Pass(0, 6) })
	refused(t, g, "cannot have fewer than 0 pets", func() error { return g.Pass(0, -1) })
	require.NoError(t, g.Pass(0, 5))
	assert.True(t, g.Player(0).Passed)
	// A player who passed takes no more actions; the other shops alone.
	p, _ := g.ShopTurn()
	assert.Equal(t, 1, p)
	require.NoError(t, g.Buy(1))
	p, _ = g.ShopTurn()
	assert.Equal(t, 1, p, "passed players are skipped")
	refused(t, g, "Ana has passed and can take no more actions this Shop Phase", func() error { return g.Buy(0) })
	require.NoError(t, g.Pass(1, 0))
	assert.Equal(t, PhaseBattle, g.Phase(), "the phase ends when all passed")
	_, ok := g.ShopTurn()
	assert.False(t, ok)
}

func TestShopTurnsTwoPlayers(t *testing.T) {
	g := newTestGame(t, 2)
	refused(t, g, "it is Ana's turn to shop, not Ben's", func() error { return g.Buy(1) })
	assert.True(t, g.Player(0).ToAct)
	require.NoError(t, g.Buy(0))
	p, _ := g.ShopTurn()
	assert.Equal(t, 1, p, "turns alternate")
	refused(t, g, "there is no player 7", func() error { return g.Buy(7) })
}

func TestShopTurnsAndFirstShopperTokenFourPlayers(t *testing.T) {
	g := newTestGame(t, 4)
	for r := 1; r <= Rounds; r++ {
		first := (r - 1) % 4
		assert.Equal(t, first, g.TokenHolder(), "round %d: the token moves to the next letter each round", r)
		assert.True(t, g.Player(first).HasToken)
		for k := 0; k < 4; k++ {
			p, ok := g.ShopTurn()
			require.True(t, ok)
			assert.Equal(t, (first+k)%4, p, "letter order from the first shopper")
			require.NoError(t, g.Buy(p))
		}
		passAll(t, g)
		for i := range g.CurrentBattles() {
			require.NoError(t, g.RecordResult(i, Draw))
		}
		require.NoError(t, g.EndRound())
	}
	assert.True(t, g.Over())
	assert.Equal(t, "first shopper token", g.TokenName())
}

// "Pass the first shopper token to the next player in alphabetical order
// at the end of each round."
func TestSixPlayerTokenWraps(t *testing.T) {
	s := setupFor(6)
	s.Chosen = 4
	g, err := New(s, testOpts(1)...)
	require.NoError(t, err)
	var holders []string
	for !g.Over() {
		p := g.Player(g.TokenHolder())
		holders = append(holders, p.Letter+" "+p.Name)
		passAll(t, g)
		for i := range g.CurrentBattles() {
			require.NoError(t, g.RecordResult(i, Draw))
		}
		require.NoError(t, g.EndRound())
	}
	assert.Equal(t, []string{"A Eve", "B Fay", "C Ana", "D Ben", "E Cy", "F Dee"}, holders, "Eve, chosen, is player A; the letters go on round the table")
}

func TestTwoPlayerFirstPlayerTokenPassing(t *testing.T) {
	g := newTestGame(t, 2)
	assert.Equal(t, "First Player token", g.TokenName())
	// Round 1: Ana holds the token, shops first, and is First Player.
	passAll(t, g)
	b := g.CurrentBattles()[0]
	assert.Equal(t, 0, b.First)
	assert.False(t, b.ByCoin)
	require.NoError(t, g.RecordResult(0, 0))
	assert.Equal(t, PhaseTrophy, g.Phase())
	assert.Equal(t, 1, g.TokenHolder(), "a First Player who wins passes the token")
	assert.Contains(t, g.History()[len(g.History())-1].Text, "Ana won as First Player and passes the First Player token to Ben")
	require.NoError(t, g.EndRound())
	p, _ := g.ShopTurn()
	assert.Equal(t, 1, p, "the new First Player shops first")

	// Round 2: Ben is First Player and loses: he keeps the token.
	passAll(t, g)
	assert.Equal(t, 1, g.CurrentBattles()[0].First)
	require.NoError(t, g.RecordResult(0, 0))
	assert.Equal(t, 1, g.TokenHolder())
	require.NoError(t, g.EndRound())

	// Round 3: a draw; the First Player keeps the token.
	passAll(t, g)
	require.NoError(t, g.RecordResult(0, Draw))
	assert.Equal(t, 1, g.TokenHolder())
	require.NoError(t, g.EndRound())

	// Round 4: Ben wins as First Player: the token goes back to Ana.
	passAll(t, g)
	require.NoError(t, g.RecordResult(0, 1))
	assert.Equal(t, 0, g.TokenHolder())
}

func TestDrawTrophyLeavesTheGame(t *testing.T) {
	g := newTestGame(t, 4)
	passAll(t, g)
	require.NoError(t, g.RecordResult(0, Draw))
	assert.Equal(t, PhaseBattle, g.Phase(), "still waiting for the other battle")
	require.NoError(t, g.RecordResult(1, 2))
	assert.Equal(t, PhaseTrophy, g.Phase())
	for p, want := range []int{0, 0, 1, 0} {
		assert.Equal(t, want, g.Player(p).Trophies)
	}
	h := g.History()
	assert.Contains(t, h[len(h)-2].Text, "Ana and Ben drew; the trophy leaves the game")
	assert.Contains(t, h[len(h)-1].Text, "Cy beat Dee. Trophy Phase: Cy +1 (1 in all)")
}

func TestCoinFlipsForFourAndSixPlayers(t *testing.T) {
	for _, n := range []int{4, 6} {
		firsts := map[int]bool{}
		for seed := uint64(0); seed < 20; seed++ {
			g, err := New(setupFor(n), testOpts(seed)...)
			require.NoError(t, err)
			assert.Nil(t, g.CurrentBattles(), "no battles during the Shop Phase")
			assert.Len(t, g.Pairs(), n/2)
			passAll(t, g)
			bs := g.CurrentBattles()
			require.Len(t, bs, n/2)
			for i, b := range bs {
				assert.True(t, b.ByCoin)
				assert.Contains(t, b.Pair, b.First)
				assert.Equal(t, g.Pairs()[i], b.Pair)
				firsts[b.First] = true
				assert.Contains(t, g.BattleText(b), "(coin flip): waiting for the result")
			}
			assert.Contains(t, g.History()[len(g.History())-1].Text, "coin flip:")
		}
		assert.Len(t, firsts, n, "each side can win the flip")
	}
}

func TestResultErrors(t *testing.T) {
	g := newTestGame(t, 4)
	refused(t, g, "battle results are entered in the Battle Phase; it is the Shop Phase of round 1", func() error { return g.RecordResult(0, 0) })
	refused(t, g, "the round ends after the Trophy Phase; it is the Shop Phase of round 1", g.EndRound)
	passAll(t, g)
	refused(t, g, "Ana cannot buy now: it is the Battle Phase of round 1", func() error { return g.Buy(0) })
	refused(t, g, "there is no battle 3 this round; its 2 battles are: Ana vs Ben and Cy vs Dee", func() error { return g.RecordResult(2, 0) })
	refused(t, g, "Cy is not in the battle Ana vs Ben", func() error { return g.RecordResult(0, 2) })
	refused(t, g, "must be one of them, or a draw", func() error { return g.RecordResult(0, 9) })
	wrong, err := g.Apply(Result(1, 0, 1))
	require.NoError(t, err)
	refused(t, wrong, "the battle Ana vs Ben already has a result (Ben beat Ana); undo it to change it", func() error { return wrong.RecordResult(0, 0) })
	assert.Contains(t, wrong.BattleText(wrong.CurrentBattles()[0]), ": Ben won (+1 trophy)")
	assert.Equal(t, 0, wrong.Player(1).Trophies, "trophies are claimed in the Trophy Phase")
	// A mistaken result is corrected with the game before it, which Apply left as it was.
	assert.False(t, g.CurrentBattles()[0].Done)
	require.NoError(t, g.RecordResult(0, 0))
	require.NoError(t, g.RecordResult(1, 3))
	assert.Equal(t, []int{1, 0, 0, 1}, []int{g.Player(0).Trophies, g.Player(1).Trophies, g.Player(2).Trophies, g.Player(3).Trophies})
}

func TestTrumpetsAndMana(t *testing.T) {
	g := newTestGame(t, 2, Classic)
	refused(t, g, "the Golden Pack is not in use, so there are no trumpets to track", func() error { return g.AdjustTrumpets(0, 1) })
	refused(t, g, "the Magic Pack is not in use, so there are no mana to track", func() error { return g.AdjustMana(0, 1) })
	assert.False(t, g.UsesPack(Golden))
	assert.False(t, g.UsesPack(Magic))

	g = newTestGame(t, 2, Golden, Magic)
	assert.True(t, g.UsesPack(Golden))
	assert.True(t, g.UsesPack(Magic))
	require.NoError(t, g.AdjustTrumpets(1, 3))
	require.NoError(t, g.AdjustTrumpets(1, -1))
	assert.Equal(t, 2, g.Player(1).Trumpets)
	assert.Equal(t, "Round 1 Shop: Ben spent 1 trumpet (2 left)", g.History()[2].Text)
	refused(t, g, "Ben has 2 trumpets and cannot spend 3", func() error { return g.AdjustTrumpets(1, -3) })
	refused(t, g, "no change to Ben's trumpets", func() error { return g.AdjustTrumpets(1, 0) })
	refused(t, g, "mana cannot change by more than 999 at once", func() error { return g.AdjustMana(0, 1000) })
	require.NoError(t, g.AdjustMana(0, 2))
	refused(t, g, "Ana has 2 mana and cannot spend 5", func() error { return g.AdjustMana(0, -5) })
	assert.Equal(t, "Round 1 Shop: Ana gained 2 mana (2 in all)", g.History()[3].Text)
	require.NoError(t, g.AdjustMana(0, 997))
	refused(t, g, "cannot have more than 999 mana", func() error { return g.AdjustMana(0, 1) })
	require.NoError(t, g.AdjustMana(0, -997))

	// Trumpets go back to the supply after the Trophy Phase; mana stays.
	passAll(t, g)
	require.NoError(t, g.AdjustTrumpets(0, 1), "trumpets can be gained during battle")
	require.NoError(t, g.RecordResult(0, 1))
	assert.Equal(t, 2, g.Player(1).Trumpets)
	require.NoError(t, g.EndRound())
	assert.Equal(t, 0, g.Player(0).Trumpets)
	assert.Equal(t, 0, g.Player(1).Trumpets)
	assert.Equal(t, 2, g.Player(0).Mana, "mana stays between rounds")
}

func TestGameOverAfterRoundSix(t *testing.T) {
	g := newTestGame(t, 2)
	_, ok := g.Outcome()
	assert.False(t, ok)
	playRounds(t, g, map[int]map[string]string{1: {"A-B": "A"}})
	assert.True(t, g.Over())
	assert.Equal(t, 6, g.Round())
	o, ok := g.Outcome()
	require.True(t, ok)
	assert.Equal(t, []int{0}, o.Winners)
	assert.Equal(t, "Ana wins with 1 trophy.", o.Explanation)
	assert.Equal(t, "Game over: Ana wins with 1 trophy.", g.Status())
	refused(t, g, "the game is over", g.EndRound)
	refused(t, g, "the game is over", func() error { return g.Buy(0) })
	refused(t, g, "the game is over", func() error { return g.AdjustMana(0, 1) })
	refused(t, g, "the game is over", func() error { return g.RecordResult(0, 0) })
}

func TestStatusLines(t *testing.T) {
	g := newTestGame(t, 4)
	assert.Equal(t, "Round 1, Shop Phase: Ana to act (3 gold)", g.Status())
	passAll(t, g)
	assert.Equal(t, "Round 1, Battle Phase: 2 results to enter", g.Status())
	require.NoError(t, g.RecordResult(0, 0))
	assert.Equal(t, "Round 1, Battle Phase: 1 result to enter", g.Status())
	require.NoError(t, g.RecordResult(1, 2))
	assert.Contains(t, g.Status(), "Round 1, Trophy Phase")
}

func TestATableThatDoesNotLogShopTurns(t *testing.T) {
	g := newTestGame(t, 2)
	require.NoError(t, g.Spend(1), "gold is spent whoever's turn it is")
	require.NoError(t, g.Spend(1))
	assert.Equal(t, 1, g.Player(1).Gold)
	require.NoError(t, g.Spend(1))
	refused(t, g, "Ben has no gold left", func() error { return g.Spend(1) })
	require.NoError(t, g.EndShop())
	assert.Equal(t, PhaseBattle, g.Phase(), "everyone passed at once")
	require.Len(t, g.CurrentBattles(), 1)
	assert.Equal(t, 0, g.CurrentBattles()[0].First, "Ana holds the token and is First Player")
	refused(t, g, "cannot spend gold now", func() error { return g.Spend(0) })
	refused(t, g, "the Shop Phase cannot end now", g.EndShop)

	data, err := g.Encode()
	require.NoError(t, err)
	back, err := Decode(data)
	require.NoError(t, err)
	assert.Equal(t, view(g), view(back), "a save with these actions replays")
	assert.Contains(t, back.History()[len(back.History())-1].Text, "the Shop Phase is over; everyone has passed. Battle Phase")
}

func TestExtraGoldEachShopPhase(t *testing.T) {
	su := setupFor(2)
	su.Players[1].ExtraGold = 1
	g, err := New(su, testOpts(1)...)
	require.NoError(t, err)
	assert.Equal(t, StartingGold, g.Player(0).Gold)
	assert.Equal(t, StartingGold+1, g.Player(1).Gold, "Ben gets 1 gold more")
	assert.Equal(t, StartingGold+1, g.Player(1).StartGold)
	for range 3 {
		require.NoError(t, g.Buy(0))
		require.NoError(t, g.Buy(1))
	}
	refused(t, g, "Ana has no gold left", func() error { return g.Buy(0) })
	require.NoError(t, g.Pass(0, 3))
	require.NoError(t, g.Buy(1), "Ben's 4th gold")
	refused(t, g, "Ben has no gold left", func() error { return g.Buy(1) })
	require.NoError(t, g.Pass(1, 4))
	require.NoError(t, g.RecordResult(0, 1))
	require.NoError(t, g.EndRound())
	assert.Equal(t, StartingGold+1, g.Player(1).Gold, "the extra gold comes back every round")
	assert.Contains(t, g.History()[len(g.History())-1].Text, "gold reset to 3 (Ben 4)")

	// A save keeps the extra gold.
	data, err := g.Encode()
	require.NoError(t, err)
	back, err := Decode(data, testOpts(1)...)
	require.NoError(t, err)
	assert.Equal(t, StartingGold+1, back.Player(1).Gold)

	su.Players[1].ExtraGold = MaxExtraGold + 1
	_, err = New(su, testOpts(1)...)
	require.ErrorContains(t, err, "Ben's extra gold is 4; it must be 0 to 3")
}

// TestTheGoldTokenTappedIsTheOneSpent: a table that taps its gold tokens
// turns face down the token tapped, not the last one; a token tapped by
// mistake is taken back as a move of its own; buys and
// spends that name no token turn the last one face up down, as saves from
// before tokens were told apart replay; a new Shop Phase turns every token
// face up.
func TestTheGoldTokenTappedIsTheOneSpent(t *testing.T) {
	g := newTestGame(t, 2)
	require.NoError(t, g.SpendCoin(0, 1))
	assert.Equal(t, []bool{true, false, false}, g.Player(0).Spent, "the first token, tapped")
	assert.Equal(t, 2, g.Player(0).Gold)
	refused(t, g, "Ana's gold token 1 is already spent", func() error { return g.SpendCoin(0, 1) })
	refused(t, g, "Ana has no gold token 4: there are 3", func() error { return g.SpendCoin(0, 4) })
	refused(t, g, "Ana's gold token 2 is not spent", func() error { return g.RefundCoin(0, 2) })
	refused(t, g, "Ana has no gold token 0", func() error { return g.RefundCoin(0, 0) })

	refunded, err := g.Apply(Refund(0, 1))
	require.NoError(t, err)
	assert.Equal(t, []bool{false, false, false}, refunded.Player(0).Spent, "taken back")
	assert.Equal(t, 3, refunded.Player(0).Gold)
	assert.Contains(t, refunded.LastText(), "Ana took back 1 gold (3 left)")
	assert.Equal(t, []bool{true, false, false}, g.Player(0).Spent, "the game before it is as it was")
	g = refunded

	require.NoError(t, g.SpendCoin(0, 2))
	require.NoError(t, g.Spend(0))
	assert.Equal(t, []bool{false, true, true}, g.Player(0).Spent, "a spend that names no token: the last face up")
	require.NoError(t, g.Spend(0))
	assert.Equal(t, []bool{true, true, true}, g.Player(0).Spent)

	data, err := g.Encode()
	require.NoError(t, err)
	back, err := Decode(data)
	require.NoError(t, err)
	assert.Equal(t, view(g), view(back), "a save with these actions replays")
	assert.Equal(t, g.Player(0).Spent, back.Player(0).Spent)

	require.NoError(t, g.EndShop())
	refused(t, g, "Ana cannot take back gold now", func() error { return g.RefundCoin(0, 1) })
	require.NoError(t, g.RecordResult(0, 0))
	require.NoError(t, g.EndRound())
	assert.Equal(t, []bool{false, false, false}, g.Player(0).Spent, "a new Shop Phase: every token face up")
}
