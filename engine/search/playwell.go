package search

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"sort"
	"strings"
	"unsafe"

	"github.com/sapcompanion/sapcompanion/engine"
)

// This file is the odds "if both play well" (interpretation 14): an
// expectimax over the rock outcomes in which each player makes every choice
// open to them (the order of their own simultaneous abilities, and whether
// to spend Trumpets or Mana) so as to get the best expected score for
// themselves, a win counting 1 and a draw 1/2. They know the die but not the
// rolls to come. The search is the odds search (odds.go) with two more kinds
// of position: a choice of order (NeedOrder) and a choice to spend
// (NeedSpend); each takes the value of the option best for the player who
// chooses. Ties keep the default (the order resolve uses; spending). A
// choice of order weighs every order of any number of abilities, the ones
// that can differ tried once each (orderwalk.go). Positions are merged by
// their canonical key, as in Odds. Stopped at its budget while choosing an
// order, the search's BudgetError says not every order was tried
// (OrdersLeft).

// WellResult is what PlayWell found.
type WellResult struct {
	// Chances are the exact odds when both players play well.
	Chances Chances
	// Positions is how many distinct positions the search visited.
	Positions int
	// Choices are the choices, reached when both play well, where playing
	// well differs from the default and changes the odds of the one who
	// chooses, the likeliest first.
	Choices []WellChoice
}

// WellChoice is a choice that matters: at Step, Player does what Text says
// (in players' words: "let Otter's KO ability go before Otter's Faint
// ability") rather than the default, and is there with chance Reach.
type WellChoice struct {
	Step   int
	Player engine.Player
	Text   string
	Reach  *big.Rat
}

// Words writes the choice for the player called name: "Ana: let Otter's KO
// ability go before Otter's Faint ability".
func (c WellChoice) Words(name string) string { return name + ": " + c.Text }

// PlayWell computes the exact odds of m's battle when both players play well
// (see WellResult). Like Odds it ignores the "rocks:" line, runs in the
// calling goroutine, looks at ctx every few hundred positions, and fails
// with ErrRunaway or ErrTooManyStates as Odds does.
func PlayWell(ctx context.Context, m *engine.Match, opts OddsOptions) (WellResult, error) {
	mt, die, stop := setUp(ctx, m, opts)
	defer stop()
	w := newWellSolver(mt, die)
	s := m.Start()
	root, err := w.solveRoot(s)
	if err != nil {
		return WellResult{}, err
	}
	res := WellResult{Chances: w.die.chances(root.t), Positions: len(w.vals)}
	res.Choices = w.choicesReached(root)
	return res, nil
}

// wellSolver is one "both play well" search.
type wellSolver struct {
	*solver
	nodes []wellNode // by position, as solver.vals
	walks walks      // for the choices of order it is inside
}

// wellNode is what the forward pass needs of a position: the positions it
// leads to (-1 for a battle that ended) with their weights for a throw, the
// one chosen at a choice, and the words of a choice that matters.
type wellNode struct {
	kids   []int32
	terms  []term // a throw's totals and weights, parallel to kids
	dice   int
	chosen int32         // at a choice: the position of the option chosen
	step   uint8         // at a choice that matters: the step,
	player engine.Player // who chooses,
	text   string        // and what they do
}

func newWellSolver(mt *meter, d *dieDist) *wellSolver {
	w := &wellSolver{solver: newSolver(mt, d)}
	w.well = w
	return w
}

// solveRoot solves the start of a battle.
func (w *wellSolver) solveRoot(s engine.State) (ref, error) {
	if err := w.mt.err(); err != nil {
		return ref{}, err
	}
	s.StopAtChoices(true)
	s.StopAtSpend(true)
	return w.solve(s)
}

// position solves a state stopped at a throw or a choice, merging it with
// every equal state seen before.
func (w *wellSolver) position(s *engine.State) (ref, error) {
	if known, key, ok, err := w.lookup(s); ok || err != nil {
		return known, err
	} else {
		t, nd, err := w.value(s)
		if err != nil {
			return ref{}, err
		}
		w.nodes = append(w.nodes, nd)
		w.mt.bytes += int64(unsafe.Sizeof(nd)) + 4*int64(len(nd.kids)) + int64(len(nd.text))
		return w.keep(key, t), nil
	}
}

// value solves a position by its kind: a throw, a choice of order, or a
// choice to spend.
func (w *wellSolver) value(s *engine.State) (tally, wellNode, error) {
	switch s.Status() {
	case engine.NeedRoll:
		return w.throw(s)
	case engine.NeedOrder:
		return w.order(s)
	}
	return w.spend(s)
}

// throw is the value of a throw: each total weighted by the die.
func (w *wellSolver) throw(s *engine.State) (tally, wellNode, error) {
	n := throwDice(s)
	terms := w.die.throw(n)
	kids := make([]tally, len(terms))
	nd := wellNode{kids: make([]int32, len(terms)), terms: terms, dice: n, chosen: -1}
	for j, tm := range terms {
		c := *s
		if err := c.ApplyThrow(tm.total, nil, nil); err != nil {
			return tally{}, nd, err
		}
		r, err := w.solve(c)
		if err != nil {
			return tally{}, nd, err
		}
		kids[j], nd.kids[j] = r.t, r.node
	}
	return w.die.combine(n, terms, kids), nd, nil
}

// order is the value of a choice of order: the best order for the player
// who chooses, of every order of any number of abilities (orderwalk.go:
// the orders that can differ, each once; ties keep the default).
func (w *wellSolver) order(s *engine.State) (tally, wellNode, error) {
	p, _ := s.Chooser()
	ow := w.walks.get()
	defer w.walks.put(ow)
	if err := ow.options(s, w.mt); err != nil {
		return tally{}, wellNode{}, err
	}
	var best ref
	bestK := -1
	for k := range ow.opts {
		r, err := w.solve(ow.opts[k])
		if err != nil {
			return tally{}, wellNode{}, ordersLeft(err)
		}
		if bestK < 0 || w.better(p, r.t, best.t) {
			best, bestK = r, k
		}
	}
	nd := wellNode{kids: []int32{best.node}, chosen: best.node}
	if !ow.isDefault(bestK) {
		nd.step, nd.player = uint8(s.Step()), p
		_, abs := s.Choice()
		nd.text = orderText(s.Table(), abs, ow.orderOf(bestK))
	}
	return best.t, nd, nil
}

// ordersLeft marks a budget error met inside a choice of order (walking
// its orders or solving them): not every order was tried.
func ordersLeft(err error) error {
	if err == nil {
		return nil // before be, which escapes: no allocation on the way out
	}
	var be *BudgetError
	if errors.As(err, &be) {
		be.OrdersLeft = true
	}
	return err
}

// spend is the value of a choice to spend: spending (the default), or
// keeping, whichever is better for the player.
func (w *wellSolver) spend(s *engine.State) (tally, wellNode, error) {
	p, eff, _ := s.Spend()
	var rs [2]ref
	for k, yes := range []bool{true, false} {
		c := *s
		if err := c.DecideSpend(yes); err != nil {
			return tally{}, wellNode{}, err
		}
		r, err := w.solve(c)
		if err != nil {
			return tally{}, wellNode{}, err
		}
		rs[k] = r
	}
	if !w.better(p, rs[1].t, rs[0].t) {
		return rs[0].t, wellNode{kids: []int32{rs[0].node}, chosen: rs[0].node}, nil
	}
	res := "Trumpets"
	if eff.Mana {
		res = "Mana"
	}
	nd := wellNode{kids: []int32{rs[1].node}, chosen: rs[1].node, step: uint8(s.Step()), player: p,
		text: fmt.Sprintf("keep the %s rather than spend %d to %s", res, eff.N, eff.Then[0].String())}
	return rs[1].t, nd, nil
}

// better reports whether a is better than b for player p: a higher expected
// score, a win counting 1 and a draw 1/2.
func (w *wellSolver) better(p engine.Player, a, b tally) bool {
	return w.die.cmpScore(a, b, int(p)) > 0
}

// cmpScore compares the expected score of player win (0 for A, 1 for B) in
// x and y, 2*wins + draws over 2*q^m: -1, 0 or +1.
func (d *dieDist) cmpScore(x, y tally, win int) int {
	const small = 1 << 62
	if x.big == nil && y.big == nil && (d.q == 1 || (x.m <= d.maxExp && y.m <= d.maxExp)) &&
		x.n[win] < small && x.n[2] < small && y.n[win] < small && y.n[2] < small {
		h1, l1 := bits.Mul64(2*x.n[win]+x.n[2], d.powU(y.m))
		h2, l2 := bits.Mul64(2*y.n[win]+y.n[2], d.powU(x.m))
		if h1 != h2 {
			return cmpU(h1, h2)
		}
		return cmpU(l1, l2)
	}
	score := func(t tally, m uint32) *big.Int {
		var tmp big.Int
		s := new(big.Int).Lsh(t.num(win, &tmp), 1)
		s.Add(s, t.num(2, &tmp))
		return s.Mul(s, d.denom(m))
	}
	return score(x, y.m).Cmp(score(y, x.m))
}

func cmpU(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// orderIrrelevant reports whether every order of the abilities at s, a
// NeedOrder stop, reaches the same position as the default order (each run
// to the end of the chooser's part of the batch, with no throw on the way).
// ow is a walk to use; mt counts a walk of many abilities.
func orderIrrelevant(s *engine.State, ow *orderWalk, mt *meter) (bool, error) {
	ow.firstTwo = true
	defer func() { ow.firstTwo = false }()
	if err := ow.options(s, mt); err != nil {
		return false, err
	}
	return len(ow.opts) == 1 && ow.settled[0], nil
}

// orderText says an order in players' words: "let Otter's KO ability go
// before Otter's Faint ability", or for more "let X go first, then Y, then
// Z".
func orderText(t *engine.Table, abs []engine.PendingAbility, order []int) string {
	names := make([]string, len(order))
	for i, k := range order {
		names[i] = engine.AbilityWords(t, abs[k])
	}
	if len(names) == 2 {
		return "let " + names[0] + " go before " + names[1]
	}
	return "let " + names[0] + " go first, then " + strings.Join(names[1:], ", then ")
}

// choicesReached walks the positions reached when both play well (each
// throw to every total, each choice to the option chosen) and lists the
// choices that matter there, with their chance of being reached, the
// likeliest first; equal words at the same step and by the same player are
// listed once, their chances added.
func (w *wellSolver) choicesReached(root ref) []WellChoice {
	if root.node < 0 {
		return nil
	}
	reach := make([]*big.Rat, len(w.nodes))
	reach[root.node] = big.NewRat(1, 1)
	// A position is added after the positions it leads to, so walking down
	// the indexes visits every position after all that lead to it.
	byText := map[string]int{}
	var out []WellChoice
	for i := len(w.nodes) - 1; i >= 0; i-- {
		r := reach[i]
		if r == nil || r.Sign() == 0 {
			continue
		}
		nd := &w.nodes[i]
		w.spread(nd, r, reach)
		if nd.text == "" {
			continue
		}
		key := fmt.Sprintf("%d %s %s", nd.step, nd.player, nd.text)
		if k, ok := byText[key]; ok {
			out[k].Reach.Add(out[k].Reach, r)
			continue
		}
		byText[key] = len(out)
		out = append(out, WellChoice{Step: int(nd.step), Player: nd.player, Text: nd.text, Reach: new(big.Rat).Set(r)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Reach.Cmp(out[j].Reach) > 0 })
	return out
}

// spread passes the chance r of reaching nd on to the positions it leads to.
func (w *wellSolver) spread(nd *wellNode, r *big.Rat, reach []*big.Rat) {
	add := func(to int32, x *big.Rat) {
		if to < 0 {
			return
		}
		if reach[to] == nil {
			reach[to] = new(big.Rat)
		}
		reach[to].Add(reach[to], x)
	}
	if nd.terms == nil {
		add(nd.chosen, r)
		return
	}
	den := w.die.denom(uint32(nd.dice))
	for j, to := range nd.kids {
		x := new(big.Rat).SetFrac(nd.terms[j].wBig, den)
		add(to, x.Mul(x, r))
	}
}
