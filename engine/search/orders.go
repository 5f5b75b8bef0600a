package search

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file is the order analysis of Odds (OddsOptions.Orders).
//
// How choice points are reported: the odds search is run with StopAtChoices
// on, so every point where a player has two or more abilities in one batch
// becomes a position of the search graph. A forward pass over that graph
// gives each point's chance of being reached when both players always use
// the default order (the battle resolve plays). For every such point with a
// chance above 0, every order of the abilities (all of them up to 5
// abilities; for more, one order of each option that can differ:
// orderwalk.go) is played from that point with the default order
// everywhere after it, and its exact chances computed,
// given the dice that led there. A point is listed when some order changes
// those chances; its options group the orders with equal chances, the
// default's first, each with the chances of the whole battle if the player
// chose that order there (and the default everywhere else):
// overall = battle + reach * (option - default). Points with the same step,
// player, abilities and chances for every order (reached by different dice)
// are listed once, with their chances of being reached added. Points reached
// only through another order are not listed: they belong to another battle.

// OrderPoint is a point of the battle where a player resolves two or more
// abilities in one batch and their order changes the odds.
type OrderPoint struct {
	Step      int                     // the Advanced Timing step (2 or 4)
	Player    engine.Player           // who orders the abilities
	Abilities []engine.PendingAbility // in the default order
	Reach     *big.Rat                // the chance the default battle gets here
	Options   []OrderOption           // Options[0] is the default order's
}

// OrderOption is one outcome of a choice of order: the orders that give it
// and its chances.
type OrderOption struct {
	// Orders lists the orders with these chances: Orders[k][i] is the index
	// (in OrderPoint.Abilities) of the ability resolved i-th.
	Orders [][]int
	// Chances are the odds from this point on, given it is reached.
	Chances Chances
	// Overall are the odds of the whole battle when the player uses this
	// order here and the default order everywhere else.
	Overall Chances
}

// OrderWords writes an order of p's abilities: "Honey on Ant (Faint), then
// Badger (Faint)".
func (p OrderPoint) OrderWords(t *engine.Table, order []int) string {
	parts := make([]string, len(order))
	for i, k := range order {
		parts[i] = engine.ShortName(t, p.Abilities[k])
	}
	return strings.Join(parts, ", then ")
}

// Describe writes the point on one line, e.g. "step 4, A orders Badger
// (Faint) / Honey on Badger (Faint), reached with chance 0.3333: default
// order A 0.4000, B 0.5000, draw 0.1000; Honey on Badger (Faint), then Badger
// (Faint): A 0.6000, B 0.3000, draw 0.1000 (whole battle A 0.5000, B 0.4000,
// draw 0.1000)".
func (p OrderPoint) Describe(t *engine.Table) string {
	var b strings.Builder
	names := make([]string, len(p.Abilities))
	for i, a := range p.Abilities {
		names[i] = engine.ShortName(t, a)
	}
	b.WriteString("step ")
	b.WriteString(itoa(p.Step))
	b.WriteString(", ")
	b.WriteString(p.Player.String())
	b.WriteString(" orders ")
	b.WriteString(strings.Join(names, " / "))
	b.WriteString(", reached with chance ")
	b.WriteString(Round4(p.Reach))
	b.WriteString(": ")
	for i, o := range p.Options {
		if i == 0 {
			b.WriteString("default order ")
		} else {
			b.WriteString("; ")
			b.WriteString(p.OrderWords(t, o.Orders[0]))
			if len(o.Orders) > 1 {
				b.WriteString(" (or ")
				b.WriteString(itoa(len(o.Orders) - 1))
				b.WriteString(" other ")
				b.WriteString(words.Plural(len(o.Orders)-1, "order", "orders"))
				b.WriteString(")")
			}
			b.WriteString(": ")
		}
		b.WriteString(o.Chances.String())
		if i > 0 {
			b.WriteString(" (whole battle ")
			b.WriteString(o.Overall.String())
			b.WriteString(")")
		}
	}
	return b.String()
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// analyseOrders fills res.Orders from the search graph of a solver run with
// graph on.
func (v *solver) analyseOrders(root ref, opts OddsOptions, res *OddsResult) error {
	if root.node < 0 || !slices.ContainsFunc(v.nodes, func(n node) bool { return n.choice }) {
		return nil // no choice point: nothing to reach
	}
	reach, err := v.reachChances(root)
	if err != nil {
		return err
	}
	var points []OrderPoint
	seen := map[string]int{}
	for i := range v.nodes {
		if !v.nodes[i].choice || reach[i] == nil || reach[i].Sign() == 0 {
			continue
		}
		res.OrderPoints++
		if err := v.mt.err(); err != nil {
			return err
		}
		pt, err := v.orderPoint(i, reach[i])
		if err != nil {
			return err
		}
		if len(pt.Options) < 2 {
			continue
		}
		sig := pointSig(&pt)
		if k, ok := seen[sig]; ok {
			// The same choice with the same odds, reached another way: one
			// point, reached with both chances.
			points[k].Reach = new(big.Rat).Add(points[k].Reach, pt.Reach)
			continue
		}
		seen[sig] = len(points)
		points = append(points, pt)
	}
	listOrderPoints(points, opts, res)
	return nil
}

// reachChances gives the chance that the battle, with the default order
// everywhere, reaches each position of the search graph from root (nil for
// positions it never reaches). The exact chances take memory: they count
// against the budget.
func (v *solver) reachChances(root ref) ([]*big.Rat, error) {
	reach := make([]*big.Rat, len(v.nodes))
	reach[root.node] = big.NewRat(1, 1)
	// Positions are numbered children first, so a pass from the last to the
	// first visits every position after all the positions leading to it.
	for i := len(v.nodes) - 1; i >= 0; i-- {
		r := reach[i]
		if r == nil {
			continue
		}
		if err := v.tick(); err != nil {
			return nil, err
		}
		if err := v.mt.add(32 + 8*(len(r.Num().Bits())+len(r.Denom().Bits()))); err != nil {
			return nil, err
		}
		nd := &v.nodes[i]
		for k, e := range nd.kids {
			if e.to < 0 || (nd.choice && k > 0) {
				continue
			}
			add := new(big.Rat).Set(r)
			if !nd.choice {
				add.Mul(add, new(big.Rat).SetFrac(e.w, v.die.denom(uint32(nd.dice))))
			}
			if reach[e.to] == nil {
				reach[e.to] = add
			} else {
				reach[e.to].Add(reach[e.to], add)
			}
		}
	}
	return reach, nil
}

// orderPoint solves every order of the choice at position i, reached with
// chance reach, and groups the orders with equal chances into options, the
// default order's first.
func (v *solver) orderPoint(i int, reach *big.Rat) (OrderPoint, error) {
	st := *v.nodes[i].state
	p, abs := st.Choice()
	pt := OrderPoint{Step: st.Step(), Player: p, Abilities: abs, Reach: reach}
	ident := make([]int, len(abs))
	for k := range ident {
		ident[k] = k
	}
	pt.Options = []OrderOption{{Orders: [][]int{ident}, Chances: v.die.chances(v.vals[i])}}
	others, err := v.otherOrders(&st, len(abs))
	if err != nil {
		return pt, err
	}
	for _, order := range others {
		order = slices.Clone(order)
		alt := st
		if err := alt.Reorder(order); err != nil {
			return pt, err
		}
		r, err := v.solve(alt)
		if err != nil {
			return pt, err
		}
		pt.addOption(order, v.die.chances(r.t))
	}
	return pt, nil
}

// otherOrders lists the orders but the default that the analysis plays at
// st, a choice of n abilities: every order up to 5 abilities; for more,
// one order of each option the walk of orders finds (orderwalk.go: the
// orders that can differ, counted against the budget).
func (v *solver) otherOrders(st *engine.State, n int) ([][]int, error) {
	if n <= walkCounted {
		return smallOrders[n][1:], nil
	}
	var ow orderWalk
	if err := ow.options(st, v.mt); err != nil {
		return nil, err
	}
	var out [][]int
	for k := range ow.opts {
		if !ow.isDefault(k) {
			out = append(out, ow.orderOf(k))
		}
	}
	return out, nil
}

// addOption adds order, with chances ch, to the option with equal chances,
// or as a new option.
func (p *OrderPoint) addOption(order []int, ch Chances) {
	for k := range p.Options {
		if p.Options[k].Chances.Equal(ch) {
			p.Options[k].Orders = append(p.Options[k].Orders, order)
			return
		}
	}
	p.Options = append(p.Options, OrderOption{Orders: [][]int{order}, Chances: ch})
}

// listOrderPoints puts the points in res.Orders, the likeliest first, at
// most opts.MaxOrderPoints (20 when 0), each option with the chances of the
// whole battle.
func listOrderPoints(points []OrderPoint, opts OddsOptions, res *OddsResult) {
	for i := range points {
		pt := &points[i]
		for k := range pt.Options {
			o := &pt.Options[k]
			o.Overall = overall(res.Chances, pt.Options[0].Chances, o.Chances, pt.Reach)
		}
	}
	sort.SliceStable(points, func(a, b int) bool { return points[a].Reach.Cmp(points[b].Reach) > 0 })
	limit := opts.MaxOrderPoints
	if limit <= 0 {
		limit = 20
	}
	if len(points) > limit {
		res.OrdersLeftOut = len(points) - limit
		points = points[:limit]
	}
	res.Orders = points
}

// overall is battle + reach * (option - def), component by component.
func overall(battle, def, option Chances, reach *big.Rat) Chances {
	f := func(b, d, o *big.Rat) *big.Rat {
		x := new(big.Rat).Sub(o, d)
		x.Mul(x, reach)
		return x.Add(x, b)
	}
	return Chances{A: f(battle.A, def.A, option.A), B: f(battle.B, def.B, option.B), Draw: f(battle.Draw, def.Draw, option.Draw)}
}

// pointSig identifies a choice point by what a player sees: the step, the
// abilities and what each order gives.
func pointSig(p *OrderPoint) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d|", p.Step, p.Player)
	for _, a := range p.Abilities {
		fmt.Fprintf(&b, "%d %d %d %d %t|", a.Source, a.Pet, a.Trigger, a.Ability, a.SetAside)
	}
	for _, o := range p.Options {
		fmt.Fprintf(&b, "%v %s %s %s|", o.Orders, o.Chances.A.RatString(), o.Chances.B.RatString(), o.Chances.Draw.RatString())
	}
	return b.String()
}

// smallOrders lists every order of 0 to 5 abilities, the default order
// first: built once, read only.
var smallOrders = func() [6][][]int {
	var out [6][][]int
	for n := range out {
		id := make([]int, n)
		for i := range id {
			id[i] = i
		}
		out[n] = permutations(id)
	}
	return out
}()

// permutations lists every order of xs, xs itself first.
func permutations(xs []int) [][]int {
	if len(xs) <= 1 {
		return [][]int{append([]int(nil), xs...)}
	}
	var out [][]int
	for i := range xs {
		rest := make([]int, 0, len(xs)-1)
		rest = append(rest, xs[:i]...)
		rest = append(rest, xs[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]int{xs[i]}, p...))
		}
	}
	return out
}
