package search

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

func oddsOf(t testing.TB, src string) OddsResult {
	t.Helper()
	res, err := Odds(context.Background(), matchText(t, src), OddsOptions{})
	require.NoError(t, err, src)
	return res
}

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

func requireChances(t *testing.T, c Chances, a, b, draw string) {
	t.Helper()
	assert.Equal(t, rat(a).String(), c.A.String(), "A")
	assert.Equal(t, rat(b).String(), c.B.String(), "B")
	assert.Equal(t, rat(draw).String(), c.Draw.String(), "draw")
}

const oddsCards = `card Thrower: pet 1 | Play: throw 1 rock
card Lobber: pet 1 | Play: throw 2 rocks
card Target: pet 1
card Wall: pet 2
`

// Odds worked out by hand.
func TestOddsByHand(t *testing.T) {
	cases := []struct {
		name, src     string
		a, b, draw    string
		line          string
		positionsLess int
	}{
		// One rock at a 1-power pet, faces 0 0 1 1 2 2: it hits with 2/3 and
		// A wins; else both pets trade 1 damage: a draw.
		{"one rock", "A: Thrower\nB: Target\n", "2/3", "0", "1/3", "A 0.6667, B 0.0000, draw 0.3333", 0},
		// Each player throws 1 rock at the other's 1-power pet in the Play
		// batch (both resolve): both hit 4/9 draw, A only 2/9, B only 2/9,
		// neither 1/9 (then the attack: a draw).
		{"two throwers", "A: Thrower\nB: Thrower\n", "2/9", "2/9", "5/9", "A 0.2222, B 0.2222, draw 0.5556", 0},
		// Two rocks at a 2-power pet: totals 0..4 weigh 1 2 3 2 1 of 9; 2 or
		// more (6/9) wins. Below, the attack: Lobber deals 1, the Wall (2)
		// has 0 or 1 damage; with 1 it is marked and both faint (draw, 2/9),
		// with 0 Lobber faints and the Wall lives (B wins, 1/9).
		{"two rocks", "A: Lobber\nB: Wall\n", "2/3", "1/9", "2/9", "A 0.6667, B 0.1111, draw 0.2222", 0},
		// A custom die 1 1 1 2: one rock at the Wall hits for 2 with 1/4;
		// else 1 damage and the attack finishes both pets: a draw.
		{"custom die", "A: Thrower\nB: Wall\ndie: 1 1 1 2\n", "1/4", "0", "3/4", "A 0.2500, B 0.0000, draw 0.7500", 0},
		// rocks: is ignored.
		{"rocks ignored", "A: Thrower\nB: Target\nrocks: 0 0 0\n", "2/3", "0", "1/3", "A 0.6667, B 0.0000, draw 0.3333", 0},
		// No dice at all: the result is certain.
		{"no dice", "A: Wall\nB: Target\n", "1", "0", "0", "A 1.0000, B 0.0000, draw 0.0000", 0},
		// Two throws in a row at the same pet, die 0 1: the pet (power 2)
		// faints only when both rocks hit (1/4); else the attack.
		{"two throws", "card Twice: pet 1 | Play: throw 1 rock, then throw 1 rock\nA: Twice\nB: Wall\ndie: 0 1\n", "1/4", "1/4", "1/2", "A 0.2500, B 0.2500, draw 0.5000", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := oddsOf(t, oddsCards+c.src)
			requireChances(t, res.Chances, c.a, c.b, c.draw)
			assert.Equal(t, c.line, res.Chances.String())
		})
	}
}

// Round4 rounds each exact chance to 4 decimals, halves away from zero.
func TestRound4(t *testing.T) {
	for _, c := range []struct{ r, want string }{
		{"0", "0.0000"}, {"1", "1.0000"}, {"1/3", "0.3333"}, {"2/3", "0.6667"},
		{"1/32", "0.0313"}, {"3/32", "0.0938"}, {"1/20000", "0.0001"}, {"1/20001", "0.0000"},
		{"19999/20000", "1.0000"}, {"3/20000", "0.0002"}, {"5/8", "0.6250"},
		{"-1/32", "-0.0313"},
	} {
		assert.Equal(t, c.want, Round4(rat(c.r)), c.r)
	}
	assert.Equal(t, "0.0000", Round4(nil))
}

// Exact and fast: the example battles and a 12-rock one sum to 1.
func TestOddsSumToOne(t *testing.T) {
	for _, name := range []string{"example-a", "example-b", "note-3-order-matters", "perks", "set-aside-counts", "note-5-ailments"} {
		m := matchFile(t, name)
		res, err := Odds(context.Background(), m, OddsOptions{})
		require.NoError(t, err, name)
		sum := new(big.Rat).Add(res.Chances.A, res.Chances.B)
		sum.Add(sum, res.Chances.Draw)
		assert.Equal(t, "1", sum.RatString(), name)
	}
	res := oddsOf(t, benchOddsBattle)
	sum := new(big.Rat).Add(res.Chances.A, res.Chances.B)
	sum.Add(sum, res.Chances.Draw)
	assert.Equal(t, "1", sum.RatString())
}

// Big numbers: a die whose q^m overflows uint64 quickly still gives exact
// odds that add to 1, and agree with the brute force on a small case.
func TestOddsBigNumbers(t *testing.T) {
	src := "card Storm: pet 25 | Play: throw 9 rocks\nA: Storm, Storm, Storm\nB: Storm, Storm, Storm\ndie: 0 1 2 3 4 5 6 7 8 9 9 9 9 9\n"
	res := oddsOf(t, src)
	sum := new(big.Rat).Add(res.Chances.A, res.Chances.B)
	sum.Add(sum, res.Chances.Draw)
	assert.Equal(t, "1", sum.RatString())
	assert.Greater(t, res.Chances.A.Denom().BitLen(), 64)
}

// The brute force: every die of every throw, one by one, each face equally
// likely, no merging. Slow; tests only. ok is false past budget leaves.
// (engine's perk property tests run it too, checking every step.)
type bruteForce struct {
	faces  []int
	budget int
	leaves int
	sum    [3]*big.Rat
}

func (bf *bruteForce) run(s engine.State, p *big.Rat) error {
	for {
		switch s.Advance(nil) {
		case engine.Over:
			bf.leaves++
			i := 2
			switch s.Result() {
			case engine.AWins:
				i = 0
			case engine.BWins:
				i = 1
			}
			bf.sum[i].Add(bf.sum[i], p)
			return nil
		case engine.Failed:
			if errors.Is(s.Err(), engine.ErrRunaway) {
				bf.leaves++ // never ends: counts for nobody
				return nil
			}
			return s.Err()
		case engine.NeedRoll:
			th, _ := s.Throw()
			k := len(bf.faces)
			combos := 1
			for range th.Dice {
				combos *= k
				if combos > bf.budget {
					return errBudget
				}
			}
			q := new(big.Rat).Mul(p, big.NewRat(1, int64(combos)))
			dice := make([]int, th.Dice)
			for c := range combos {
				x, total := c, 0
				for i := range dice {
					dice[i] = bf.faces[x%k]
					total += dice[i]
					x /= k
				}
				t := s
				if err := t.ApplyThrow(total, dice, nil); err != nil {
					return err
				}
				if err := bf.run(t, q); err != nil {
					return err
				}
				if bf.leaves > bf.budget {
					return errBudget
				}
			}
			return nil
		}
	}
}

var errBudget = errors.New("over budget")

// smallBattle writes a random battle of 1 to 4 cards a side, sometimes with
// another die.
func smallBattle(r *rand.Rand, pool []string) string {
	var b strings.Builder
	b.WriteString(propertyCards)
	fmt.Fprintf(&b, "first: %s\n", []string{"A", "B"}[r.IntN(2)])
	for _, p := range []string{"A", "B"} {
		n := 1 + r.IntN(4)
		cards := make([]string, n)
		for i := range cards {
			cards[i] = pool[r.IntN(len(pool))]
		}
		fmt.Fprintf(&b, "%s: %s\n", p, strings.Join(cards, ", "))
		if r.IntN(6) == 0 {
			fmt.Fprintf(&b, "%s trumpets: %d\n", p, 1+r.IntN(3))
		}
	}
	switch r.IntN(4) {
	case 0:
		b.WriteString("die: 0 1\n")
	case 1:
		b.WriteString("die: 1 2 2\n")
	case 2:
		b.WriteString("die: 0 0 0 3\n")
	}
	return b.String()
}

// The fast search agrees exactly with the brute force on hundreds of random
// small battles. Both are bounded: the brute force by its leaves, the search
// by randomCases.
func TestOddsBruteForce(t *testing.T) {
	n, budget := 600, 60000
	if testing.Short() || raceEnabled {
		n, budget = 250, 15000
	}
	r := rand.New(rand.NewPCG(4, 2026))
	pool := propertyPool(t)
	cases := newRandomCases(t, oddsCaseBytes)
	checked, withDice := 0, 0
	for i := range n {
		ok, dice := bruteForceAgrees(t, cases, i, smallBattle(r, pool), budget)
		checked, withDice = checked+b2i(ok), withDice+b2i(dice)
	}
	cases.done()
	t.Logf("%d of %d battles checked, %d with dice", checked, n, withDice)
	require.Greater(t, checked, n/2)
	require.Greater(t, withDice, n/4)
}

// bruteForceAgrees checks Odds, within the budget of cases, against the
// brute force, within budget leaves, on random case i (src): checked is
// false when either is over its budget or the brute force fails (Odds must
// fail then too); dice when the battle has more than one outcome.
func bruteForceAgrees(t *testing.T, cases *randomCases, i int, src string, budget int) (checked, dice bool) {
	cases.begin(i, src)
	b, err := engine.ParseBattle(src, nil)
	require.NoError(t, err, src)
	m, err := engine.NewMatch(b, nil)
	require.NoError(t, err, src)
	bf := &bruteForce{faces: b.RockDie().Faces, budget: budget, sum: [3]*big.Rat{new(big.Rat), new(big.Rat), new(big.Rat)}}
	berr := bf.run(m.Start(), big.NewRat(1, 1))
	if errors.Is(berr, errBudget) {
		return false, false
	}
	res, err := Odds(context.Background(), m, cases.odds())
	if cases.over(err) {
		return false, false
	}
	cases.saw(res.Bytes, res.Positions)
	if berr != nil {
		require.Error(t, err, "battle %d: the brute force fails (%v), the search does not\n%s", i, berr, src)
		return false, false
	}
	require.NoError(t, err, "battle %d\n%s", i, src)
	require.Equal(t, bf.sum[0].String(), res.Chances.A.String(), "battle %d: A\n%s", i, src)
	require.Equal(t, bf.sum[1].String(), res.Chances.B.String(), "battle %d: B\n%s", i, src)
	require.Equal(t, bf.sum[2].String(), res.Chances.Draw.String(), "battle %d: draw\n%s", i, src)
	return true, bf.leaves > 1
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The brute force and the search agree on battles full of Apples and
// ailments, given, gained, discarded one at a time or all at once, and of
// foods with abilities (keyCards): the search merges positions that differ
// only in the order a pet got its plain foods and ailments. Both are
// bounded, as in TestOddsBruteForce.
func TestOddsBruteForceLooseCards(t *testing.T) {
	pool := []string{"Apple", "Apple", "Spooked", "Exposed", "Honey", "Skunk", "Ram", "Feeder", "Ghost", "Bat",
		"Crab", "Dolphin", "Mosquito", "Peacock", "Badger", "Shell", "Charm", "Ward", "Charm", "Ward"}
	r := rand.New(rand.NewPCG(11, 2026))
	cases := newRandomCases(t, oddsCaseBytes)
	checked, withDice := 0, 0
	for i := range testkit.Runs(300, 100) {
		var sb strings.Builder
		sb.WriteString(propertyCards + keyCards)
		fmt.Fprintf(&sb, "first: %s\n", []string{"A", "B"}[r.IntN(2)])
		for _, p := range []string{"A", "B"} {
			cards := make([]string, 3+r.IntN(4))
			for k := range cards {
				cards[k] = pool[r.IntN(len(pool))]
			}
			fmt.Fprintf(&sb, "%s: %s\n", p, strings.Join(cards, ", "))
		}
		ok, dice := bruteForceAgrees(t, cases, i, sb.String(), 60000)
		checked, withDice = checked+b2i(ok), withDice+b2i(dice)
	}
	cases.done()
	t.Logf("%d battles checked, %d with dice", checked, withDice)
	require.Greater(t, checked, testkit.Runs(300, 100)/2)
	require.Greater(t, withDice, testkit.Runs(300, 100)/4)
}

// A cancelled context stops the search promptly with context.Canceled:
// counted in positions, before the next progress report (every
// progressEvery positions) and within ctxEvery positions of the cancel.
func TestOddsCancel(t *testing.T) {
	m := matchText(t, benchOddsBattle)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	reports := 0
	count := Budget{Progress: func(Progress) { reports++ }}
	_, err := Odds(ctx, m, OddsOptions{Budget: count})
	require.ErrorIs(t, err, context.Canceled)
	assert.Zero(t, reports, "cancelled before it starts: not one report's worth of work")

	// Cancelled while running, at its first progress report, in a search
	// that takes a million positions and more: the report that cancels it
	// is the last, and fewer than ctxEvery positions follow it.
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	var seen []Progress
	stopping := Budget{MaxPositions: progressEvery + ctxEvery, Progress: func(p Progress) {
		seen = append(seen, p)
		cancel()
	}}
	_, err = BestWithin(ctx, parse(t, slowBest), nil, engine.PlayerA, BestOptions{Top: 5, Budget: stopping})
	require.ErrorIs(t, err, context.Canceled, "stopped by the cancel, not by the work budget just after it")
	assert.Len(t, seen, 1)
}

// Order analysis, one choice point of A's with a certain reach and two
// options. In note-3 the Owl's and the Nest's Faint abilities change the
// result by their order. In set-aside-counts-at-once the Ducker's first Play
// ability sets it aside at once (interpretation 16), so its second counts it
// as fainted and throws 1 rock (a 2 marks the Fish: A wins 1/3, else a
// draw); thrown first, the count is 0 and the battle is a draw: a choice
// point the set-aside creates.
func TestOddsOrders(t *testing.T) {
	cases := []struct {
		file         string
		step         int
		whole, other [3]string
		line         string
	}{
		{"note-3-order-matters", 4, [3]string{"0", "0", "1"}, [3]string{"1", "0", "0"},
			"A orders Owl (Faint) / Nest on Owl (Faint), reached with chance 1.0000: default order A 0.0000, B 0.0000, draw 1.0000; Nest on Owl (Faint), then Owl (Faint): A 1.0000"},
		{"set-aside-counts-at-once", 2, [3]string{"1/3", "0", "2/3"}, [3]string{"0", "0", "1"},
			"A orders Ducker (Play) / Ducker (Play), reached with chance 1.0000: default order A 0.3333, B 0.0000, draw 0.6667; Ducker (Play), then Ducker (Play): A 0.0000, B 0.0000, draw 1.0000"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			m := matchFile(t, c.file)
			res, err := Odds(context.Background(), m, OddsOptions{Orders: true})
			require.NoError(t, err)
			requireChances(t, res.Chances, c.whole[0], c.whole[1], c.whole[2])
			require.Len(t, res.Orders, 1)
			pt := res.Orders[0]
			assert.Equal(t, engine.PlayerA, pt.Player)
			assert.Equal(t, c.step, pt.Step)
			assert.Equal(t, "1", pt.Reach.RatString())
			require.Len(t, pt.Options, 2)
			requireChances(t, pt.Options[1].Chances, c.other[0], c.other[1], c.other[2])
			requireChances(t, pt.Options[1].Overall, c.other[0], c.other[1], c.other[2])
			assert.Contains(t, pt.Describe(m.Table), c.line)

			// The same battle without analysis gives the same chances.
			plain, err := Odds(context.Background(), m, OddsOptions{})
			require.NoError(t, err)
			assert.True(t, plain.Chances.Equal(res.Chances))
		})
	}
}

// Order analysis with dice: the choice point is reached only when the rock
// hits, and the overall odds mix both.
func TestOddsOrdersWithDice(t *testing.T) {
	src := `card Owl: pet 1 | Faint: put 1 Fish on top of your deck
card Nest: perk | Faint: put 1 Ant on top of your deck
A: Nest, Owl
B: Mosquito, Mosquito, Mosquito
first: B
`
	m := matchText(t, src)
	res, err := Odds(context.Background(), m, OddsOptions{Orders: true})
	require.NoError(t, err)
	plain, err := Odds(context.Background(), m, OddsOptions{})
	require.NoError(t, err)
	assert.True(t, plain.Chances.Equal(res.Chances))
	requireChances(t, res.Chances, "6/27", "14/27", "7/27")
	require.Len(t, res.Orders, 2)
	assert.Equal(t, "2/3", res.Orders[0].Reach.RatString(), "two step-2 points with the same choice are one")
	assert.Equal(t, "1/3", res.Orders[1].Reach.RatString())
	for _, pt := range res.Orders {
		sum := new(big.Rat)
		for _, o := range pt.Options {
			sum.Add(o.Overall.A, o.Overall.B)
			sum.Add(sum, o.Overall.Draw)
			assert.Equal(t, "1", sum.RatString())
		}
		assert.True(t, pt.Options[0].Overall.Equal(res.Chances))
		t.Log(pt.Describe(m.Table))
	}
}

// benchOddsBattle throws 14 rocks by itself on the default path (Dolphins,
// Mosquitoes, a Badger) and many more on others.
const benchOddsBattle = `first: A
A: Dolphin, Apple, Mosquito, Badger, Dolphin, Peacock
B: Mosquito, Dolphin, Honey, Ant, Dolphin, Mosquito
`

// scalingBattle is n cards a side: pets, foods and throwers.
func scalingBattle(n int) string {
	a := []string{"Dolphin", "Apple", "Ant", "Mosquito", "Badger", "Peacock", "Honey", "Fish", "Flamingo", "Apple", "Dolphin", "Otter"}
	b := []string{"Mosquito", "Dolphin", "Apple", "Flamingo", "Otter", "Peacock", "Badger", "Honey", "Ant", "Dolphin", "Apple", "Fish"}
	return fmt.Sprintf("first: A\nA: %s\nB: %s\n", strings.Join(a[:n], ", "), strings.Join(b[:n], ", "))
}

// The exact odds of small battles full of perks are the brute force's:
// Odds plays the same steps (engine's TestPerkReplacementProperty draws
// the same battles from the same stream and checks every step of them
// against its reading of the rules). Both are bounded, as in
// TestOddsBruteForce.
func TestPerkOddsBruteForce(t *testing.T) {
	pool := perkPool(t)
	r := rand.New(rand.NewPCG(18, 2026))
	for range testkit.Runs(3000, 400) { // engine's battles with seeded dice come first
		testkit.BattleOf(r, perkCards, pool, 8, false)
		r.Uint64()
	}
	cases := newRandomCases(t, oddsCaseBytes)
	checked := 0
	for i := range testkit.Runs(300, 100) {
		ok, _ := bruteForceAgrees(t, cases, i, testkit.BattleOf(r, perkCards, pool, 4, false), 20000)
		checked += b2i(ok)
	}
	cases.done()
	t.Logf("%d small battles full of perks on every roll", checked)
	require.Greater(t, checked, testkit.Runs(300, 100)/2)
}
