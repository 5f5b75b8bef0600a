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

// Interpretations 2 and 10: every Play ability of a step resolves before
// its Hurt and Faint abilities, also the Faint of a pet of power 0 marked
// as it is played. The battles of ../testdata, each a single certain
// result, through the odds, the odds if both play well (which offer no
// choice that puts a Faint or Hurt before a Play ability) and the best
// orders of each player's deck.
func TestPlayBatchGoldens(t *testing.T) {
	for name, want := range map[string]string{
		"note-10-faint-after-play":   "A 0.0000, B 1.0000, draw 0.0000",
		"note-10-faint-after-play-b": "A 1.0000, B 0.0000, draw 0.0000",
		"note-2-hurt-after-play":     "A 0.0000, B 1.0000, draw 0.0000",
		"note-10-power-zero":         "A 1.0000, B 0.0000, draw 0.0000",
	} {
		b, o, w := playWellFile(t, name+".battle")
		assert.Equal(t, want, o.Chances.String(), name)
		assert.Equal(t, want, w.Chances.String(), name)
		assert.Empty(t, w.Choices, name)
		for _, p := range []engine.Player{engine.PlayerA, engine.PlayerB} {
			ranked, err := Best(context.Background(), b, nil, p, 1, nil)
			require.NoError(t, err, name)
			require.Len(t, ranked, 1, name)
			assert.Equal(t, want, ranked[0].Chances.String(), "%s: best order of %s", name, p)
		}
	}
}

// sixAbilities is the battle of issue 46: A's Hexa has six Play abilities,
// printed gain, deal, gain, deal, gain, deal. Only with the three gains
// first do the three deals come to 12 damage and mark B's Big (power 12)
// fainted before it attacks; every other order (the default and its
// reverse among them) loses.
const sixAbilities = "six-play-abilities"

// Good play tries every order of six abilities that can differ: A wins by
// letting the three gains go first.
func TestPlayWellSixAbilities(t *testing.T) {
	b, o, w := playWellFile(t, sixAbilities+".battle")
	assert.Equal(t, "A 0.0000, B 1.0000, draw 0.0000", o.Chances.String())
	assert.Equal(t, "A 1.0000, B 0.0000, draw 0.0000", w.Chances.String())
	require.Len(t, w.Choices, 1)
	assert.Equal(t, "A: let Hexa's first Play ability go first, then Hexa's third Play ability, then Hexa's fifth Play ability, "+
		"then Hexa's second Play ability, then Hexa's fourth Play ability, then Hexa's sixth Play ability", w.Choices[0].Words(b.Name(engine.PlayerA)))

	// The walk tries the alike gains and deals once each: 20 orders of
	// 720 at most, and no two options at the same position.
	m := matchFile(t, sixAbilities)
	s := m.Start()
	s.StopAtChoices(true)
	require.Equal(t, engine.NeedOrder, s.Advance(nil))
	var ow orderWalk
	require.NoError(t, ow.options(&s, nil))
	assert.LessOrEqual(t, len(ow.opts), 20)
	assert.True(t, ow.isDefault(0))
	seen := map[string]bool{}
	for k := range ow.opts {
		key := string(ow.opts[k].AppendKey(nil))
		assert.False(t, seen[key], "option %d %v twice", k, ow.orderOf(k))
		seen[key] = true
	}
}

// At the work budget, inside the choice of six abilities, the search says
// that not every order was tried, and gives no odds.
func TestPlayWellOrdersLeft(t *testing.T) {
	m := matchFile(t, sixAbilities)
	_, err := PlayWell(context.Background(), m, OddsOptions{Budget: Budget{MaxPositions: 10}})
	var be *BudgetError
	require.ErrorAs(t, err, &be)
	assert.True(t, be.Work)
	assert.True(t, be.OrdersLeft)
	assert.Equal(t, "stopped at the work budget (10 positions) while choosing the order of simultaneous abilities: not every order was tried", err.Error())

	// Stopped at a throw, with no choice of order under way, it says
	// nothing of orders.
	_, err = PlayWell(context.Background(), matchFile(t, "faq-two-dolphins"), OddsOptions{Budget: Budget{MaxPositions: 1}})
	require.ErrorAs(t, err, &be)
	assert.False(t, be.OrdersLeft)
	assert.Equal(t, "stopped at the work budget (1 positions)", err.Error())
}

// manyCards make batches of many abilities: a pet eats up to 6 foods, and
// each food's Play or Hurt ability joins the pet's own in one batch. Toss
// throws rocks, Spur and Twice (two alike lines) commute with each other
// but not with Jab, and Nil (power 0) is marked fainted as it is played.
// Only A's cards deal damage when hurt, so that no two pets keep hurting
// each other (a battle that never ends has positions without end).
const manyCards = `card Spur: food 0 | Play: gain 1 power
card Jab: food 0 | Play: deal damage equal to this pet's power to the enemy pet
card Toss: food 0 | Play: throw 1 rock at the enemy pet
card Twice: food 0 | Play: gain 1 power | Play: gain 1 power
card Charm: food 1 | Hurt: gain 1 power
card Ward: food 0 | Hurt: deal damage equal to this pet's power to the enemy pet
card Pebble: food 0 | Hurt: throw 1 rock at the enemy pet
card Salve: food 0 | Faint: deal 1 damage to the enemy pet
card Hub: pet 2 | Play: gain 1 power | Hurt: gain 1 power
card Post: pet 3
card Nil: pet 0 | Play: deal 1 damage to the enemy pet | Faint: deal 2 damage to the enemy pet
`

// manyBattle writes a random battle of manyCards: one or two pets a side,
// each after up to 3 foods, but A's first pet, whose Play batch has 5 to 7
// abilities.
func manyBattle(r *rand.Rand) string {
	play := []string{"Spur", "Jab", "Toss", "Twice"}
	foods := [2][]string{{"Spur", "Jab", "Toss", "Charm", "Ward", "Pebble", "Salve"}, {"Spur", "Jab", "Toss", "Twice", "Charm", "Salve"}}
	pets := []string{"Hub", "Post", "Nil", "Otter"}
	var b strings.Builder
	b.WriteString(manyCards)
	fmt.Fprintf(&b, "first: %s\n", []string{"A", "B"}[r.IntN(2)])
	for side, p := range []string{"A", "B"} {
		var deck []string
		for k := range 1 + r.IntN(2) {
			pet := pets[r.IntN(len(pets))]
			if side == 0 && k == 0 {
				deck = append(deck, playFoods(r, play, pet)...)
			} else {
				for range r.IntN(4) {
					deck = append(deck, foods[side][r.IntN(len(foods[side]))])
				}
			}
			deck = append(deck, pet)
		}
		fmt.Fprintf(&b, "%s: %s\n", p, strings.Join(deck, ", "))
	}
	return b.String()
}

// playFoods draws foods with Play abilities for pet: with its own, 5 to 7
// Play abilities.
func playFoods(r *rand.Rand, play []string, pet string) []string {
	n := 0
	if pet == "Hub" || pet == "Nil" {
		n = 1
	}
	var out []string
	for want := 5 + r.IntN(3); n < want; {
		f := play[r.IntN(len(play))]
		if f == "Twice" {
			if n+2 > want {
				continue
			}
			n++
		}
		out = append(out, f)
		n++
	}
	return out
}

// Good play against brute force: on random battles with up to 7
// abilities at once, PlayWell gives exactly the odds of a plain search
// that tries every order (all n! of them, in lexicographic order, the
// first best kept) at every choice.
func TestPlayWellAgainstEveryOrder(t *testing.T) {
	n := testkit.Runs(60, 12)
	r := rand.New(rand.NewPCG(46, 7))
	cases := newRandomCases(t, 64<<20)
	most := 0
	for i := range n {
		src := manyBattle(r)
		cases.begin(i, src)
		m := matchText(t, src)
		w, err := PlayWell(context.Background(), m, cases.odds())
		if cases.over(err) {
			continue
		}
		require.NoError(t, err, src)
		cases.saw(0, w.Positions)
		bf := &bruteWell{die: newDieDist(m.Battle.RockDie()), memo: map[string]*Chances{}}
		s := m.Start()
		s.StopAtChoices(true)
		s.StopAtSpend(true)
		want, err := bf.value(s)
		require.NoError(t, err, src)
		require.True(t, want.Equal(w.Chances), "case %d: good play %s, every order %s\n%s", i, w.Chances, want, src)
		most = max(most, bf.most)
	}
	cases.done()
	t.Logf("%d battles, at most %d abilities at once", n, most)
	require.GreaterOrEqual(t, most, 6, "the battles never had 6 abilities at once")
}

// bruteWell is the odds if both play well by brute force: every order of
// every choice, no shortcut but the memo of positions.
type bruteWell struct {
	die  *dieDist
	memo map[string]*Chances // nil while being solved
	most int                 // the most abilities met at once
}

func (bw *bruteWell) value(s engine.State) (Chances, error) {
	for {
		switch s.Advance(nil) {
		case engine.Over:
			return bw.die.chances(leafTally(s.Result())), nil
		case engine.Failed:
			if errors.Is(s.Err(), engine.ErrRunaway) {
				return bw.die.chances(tally{}), nil
			}
			return Chances{}, s.Err()
		case engine.NeedRoll, engine.NeedOrder, engine.NeedSpend:
			return bw.position(&s)
		}
	}
}

func (bw *bruteWell) position(s *engine.State) (Chances, error) {
	key := string(s.AppendKey(nil))
	if c, ok := bw.memo[key]; ok {
		if c == nil {
			return Chances{}, errors.New("the battle comes back to a position")
		}
		return *c, nil
	}
	bw.memo[key] = nil
	var c Chances
	var err error
	switch s.Status() {
	case engine.NeedRoll:
		c, err = bw.throw(s)
	case engine.NeedOrder:
		c, err = bw.order(s)
	default:
		c, err = bw.spend(s)
	}
	bw.memo[key] = &c
	return c, err
}

func (bw *bruteWell) throw(s *engine.State) (Chances, error) {
	n := throwDice(s)
	sum := Chances{A: new(big.Rat), B: new(big.Rat), Draw: new(big.Rat)}
	for _, tm := range bw.die.throw(n) {
		c := *s
		if err := c.ApplyThrow(tm.total, nil, nil); err != nil {
			return Chances{}, err
		}
		v, err := bw.value(c)
		if err != nil {
			return Chances{}, err
		}
		w := new(big.Rat).SetFrac(tm.wBig, bw.die.denom(uint32(n)))
		sum.A.Add(sum.A, new(big.Rat).Mul(w, v.A))
		sum.B.Add(sum.B, new(big.Rat).Mul(w, v.B))
		sum.Draw.Add(sum.Draw, new(big.Rat).Mul(w, v.Draw))
	}
	return sum, nil
}

func (bw *bruteWell) order(s *engine.State) (Chances, error) {
	p, n := s.Chooser()
	bw.most = max(bw.most, n)
	id := make([]int, n)
	for i := range id {
		id[i] = i
	}
	var best Chances
	for k, perm := range permutations(id) {
		c := *s
		if err := c.Reorder(perm); err != nil {
			return Chances{}, err
		}
		v, err := bw.value(c)
		if err != nil {
			return Chances{}, err
		}
		if k == 0 || scoreOf(v, p).Cmp(scoreOf(best, p)) > 0 {
			best = v
		}
	}
	return best, nil
}

func (bw *bruteWell) spend(s *engine.State) (Chances, error) {
	p, _, _ := s.Spend()
	var best Chances
	for k, yes := range []bool{true, false} {
		c := *s
		if err := c.DecideSpend(yes); err != nil {
			return Chances{}, err
		}
		v, err := bw.value(c)
		if err != nil {
			return Chances{}, err
		}
		if k == 0 || scoreOf(v, p).Cmp(scoreOf(best, p)) > 0 {
			best = v
		}
	}
	return best, nil
}

// scoreOf is p's expected score, twice over: 2 for a win, 1 for a draw.
func scoreOf(c Chances, p engine.Player) *big.Rat {
	win := c.A
	if p == engine.PlayerB {
		win = c.B
	}
	s := new(big.Rat).Add(win, win)
	return s.Add(s, c.Draw)
}
