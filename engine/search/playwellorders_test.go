package search

// Good play against brute force (issue 46): the walk of orders
// (orderwalk.go) against trying every order.

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/testkit"
)

// manyCards make batches of many abilities: a pet eats up to 6 foods, and
// each food's Play or Hurt ability joins the pet's own in one batch. Toss
// throws rocks, Spur and Twice (two alike lines) commute with each other
// but not with Jab, and Nil (power 0) is marked fainted as it is played.
// Only A's cards deal damage when hurt, so that no two pets keep hurting
// each other (a battle that never ends has positions without end). Charm
// and Ward are the keyCards.
const manyCards = keyCards + `card Spur: food 0 | Play: gain 1 power
card Jab: food 0 | Play: deal damage equal to this pet's power to the enemy pet
card Toss: food 0 | Play: throw 1 rock at the enemy pet
card Twice: food 0 | Play: gain 1 power | Play: gain 1 power
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
	b.WriteString("first: " + []string{"A", "B"}[r.IntN(2)] + "\n")
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
		b.WriteString(p + ": " + strings.Join(deck, ", ") + "\n")
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
	perms := permutations(id)
	return bw.bestOf(s, p, len(perms), func(c *engine.State, k int) error { return c.Reorder(perms[k]) })
}

func (bw *bruteWell) spend(s *engine.State) (Chances, error) {
	p, _, _ := s.Spend()
	return bw.bestOf(s, p, 2, func(c *engine.State, k int) error { return c.DecideSpend(k == 0) })
}

// bestOf is the best for p of n options at s, each s changed by choose:
// the first of the best, by p's expected score.
func (bw *bruteWell) bestOf(s *engine.State, p engine.Player, n int, choose func(c *engine.State, k int) error) (Chances, error) {
	var best Chances
	for k := range n {
		c := *s
		if err := choose(&c, k); err != nil {
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
