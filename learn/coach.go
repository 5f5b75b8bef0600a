package learn

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/engine/search"
	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// coachRolls is how many battles with seeded dice the coach plays with
// each order to see which abilities go off.
const coachRolls = 64

// Advice is the coach's word on the order of one player's deck against the
// other deck as it is.
type Advice struct {
	Player  engine.Player
	Best    []string       // the best order, top card first
	Chances search.Chances // the odds with the best order, if both play well
	Current search.Chances // the odds with the order as written, if both play well
	Same    bool           // the order as written is as good as the best
	Words   []string       // the advice in plain words, one sentence each
	// Fixed is how many cards at the top of the deck the coach kept where
	// they are, as written, because the deck had too many orders to try
	// (search.TooManyOrdersError); 0 for most decks.
	Fixed int
}

// Coach finds the best order of player p's deck in b against the other
// deck as written (search.Best, ranked by the odds if both play well) and
// explains it: the odds against the order as written, which of p's
// abilities the order protects and which of the enemy's it avoids (over
// coachRolls battles with the same dice for both orders), and the choices
// that matter. Like search.Best it runs in the caller's goroutine and stops
// soon after ctx is done; each of its searches has the budget given (the
// app gives the platform's, search.DefaultBudget), and it fails with a
// *search.BudgetError past it.
func Coach(ctx context.Context, b *engine.Battle, book *engine.Book, p engine.Player, budget search.Budget) (Advice, error) {
	opts := search.BestOptions{Top: 1, Budget: budget}
	ranked, err := search.BestWithin(ctx, b, book, p, opts)
	var tm *search.TooManyOrdersError
	if errors.As(err, &tm) {
		opts.Fix = tm.Fix
		ranked, err = search.BestWithin(ctx, b, book, p, opts)
	}
	if err != nil {
		return Advice{}, err
	}
	if len(ranked) == 0 {
		return Advice{}, problem.Newf("learn", "%s has no cards to put in order", PlayerName(b, p))
	}
	cur, err := match(b, book, b.Decks[p], p)
	if err != nil {
		return Advice{}, err
	}
	best, err := match(b, book, ranked[0].Deck, p)
	if err != nil {
		return Advice{}, err
	}
	now, err := search.PlayWell(ctx, cur, search.OddsOptions{Budget: budget})
	if err != nil {
		return Advice{}, err
	}
	well, err := search.PlayWell(ctx, best, search.OddsOptions{Budget: budget})
	if err != nil {
		return Advice{}, err
	}
	a := Advice{Player: p, Best: ranked[0].Deck, Chances: ranked[0].Chances, Current: now.Chances, Fixed: opts.Fix}
	a.Same = slices.Equal(a.Best, b.Decks[p]) || winChance(p, now.Chances).Cmp(winChance(p, a.Chances)) >= 0
	a.Words = coachWords(b, p, a)
	if !a.Same {
		a.Words = append(a.Words, abilityWords(b, p, fired(cur), fired(best))...)
	}
	for _, c := range well.Choices {
		if c.Player == p {
			a.Words = append(a.Words, "If both play well, "+c.Words(PlayerName(b, p))+".")
		}
	}
	return a, nil
}

// match is b with player p's deck in order deck, ready to resolve.
func match(b *engine.Battle, book *engine.Book, deck []string, p engine.Player) (*engine.Match, error) {
	nb := *b
	nb.Decks[p] = append([]string(nil), deck...)
	nb.Rocks = nil
	return engine.NewMatch(&nb, book)
}

// winChance is p's chance to win in c.
func winChance(p engine.Player, c search.Chances) *big.Rat {
	if p == engine.PlayerA {
		return c.A
	}
	return c.B
}

// Percent writes a chance as a percentage with two decimals, rounded as
// search.Round4 rounds: "62.50%" for 5/8.
func Percent(r *big.Rat) string {
	whole, frac, _ := strings.Cut(search.Round4(r), ".")
	n := 0
	for _, d := range whole + frac {
		n = n*10 + int(d-'0')
	}
	return fmt.Sprintf("%d.%02d%%", n/100, n%100)
}

// coachWords says the best order and what it changes, in plain words.
func coachWords(b *engine.Battle, p engine.Player, a Advice) []string {
	name := PlayerName(b, p)
	var out []string
	if a.Fixed > 0 {
		deck := b.Decks[p]
		out = append(out, fmt.Sprintf("%s has %d cards: too many orders to try them all, so the coach kept %s on top, as they are, and put the other %d in order.",
			name, len(deck), words.JoinAnd(deck[:a.Fixed]), len(deck)-a.Fixed))
	}
	if a.Same {
		return append(out, fmt.Sprintf("No order of %s cards does better against this deck than the one they have: %s wins %s of the time if both play well.",
			words.Possessive(name), name, Percent(winChance(p, a.Current))))
	}
	return append(out,
		fmt.Sprintf("Best order for %s, top card first: %s.", name, strings.Join(a.Best, ", ")),
		fmt.Sprintf("With it %s wins %s of the time if both play well, instead of %s with the order as it is.",
			name, Percent(winChance(p, a.Chances)), Percent(winChance(p, a.Current))))
}

// fired counts how often each ability goes off (by abilityName) over
// coachRolls battles of m with seeded dice.
func fired(m *engine.Match) map[string]int {
	counts := map[string]int{}
	for seed := uint64(1); seed <= coachRolls; seed++ {
		var lg engine.Log
		if _, err := m.Resolve(engine.NewSeededDice(m.Battle.RockDie(), seed), &lg); err != nil {
			continue
		}
		for _, e := range lg.Entries {
			if e.Event == engine.EventAbility && e.Player < engine.NoPlayer {
				counts[abilityName(m.Battle, e)]++
			}
		}
	}
	return counts
}

// abilityWords says which of p's abilities the best order lets go off more
// often (it protects them) and which of the enemy's it lets go off less
// often (it avoids them).
func abilityWords(b *engine.Battle, p engine.Player, cur, best map[string]int) []string {
	mine := petOf(b, p, "")
	var protects, avoids []string
	for _, n := range sortedKeys(cur, best) {
		switch {
		case strings.HasPrefix(n, mine) && best[n] > cur[n]:
			protects = append(protects, n)
		case !strings.HasPrefix(n, mine) && best[n] < cur[n]:
			avoids = append(avoids, n)
		}
	}
	var out []string
	if len(protects) > 0 {
		out = append(out, "It protects "+words.JoinAnd(protects)+": in this order "+words.Plural(len(protects), "that ability gets", "those abilities get")+" more chances to go off.")
	}
	if len(avoids) > 0 {
		out = append(out, "It avoids "+words.JoinAnd(avoids)+": in this order "+words.Plural(len(avoids), "that ability goes", "those abilities go")+" off less often.")
	}
	if len(out) == 0 {
		out = append(out, "The same abilities go off with both orders; the best order wins by how the attacks line up.")
	}
	return out
}

// sortedKeys lists the keys of both maps once, sorted.
func sortedKeys(a, b map[string]int) []string {
	var keys []string
	for _, m := range []map[string]int{a, b} {
		for k := range m {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	slices.Sort(keys)
	return keys
}
