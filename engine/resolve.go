package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// Match is a Battle made ready to resolve: its card table and its starting
// state. It is immutable, so one Match can be resolved many times, also from
// several goroutines.
type Match struct {
	Battle *Battle
	Table  *Table
	start  State
}

// NewMatch prepares b for resolution with the cards of book (ReferenceBook
// when nil) under b's own card lines.
func NewMatch(b *Battle, book *Book) (*Match, error) {
	if book == nil {
		book = ReferenceBook()
	}
	tab, decks, err := compile(b, book)
	if err != nil {
		return nil, err
	}
	st, err := newState(tab, decks, b.First, b.Trumpets, b.Mana)
	if err != nil {
		return nil, err
	}
	return &Match{Battle: b, Table: tab, start: st}, nil
}

// Start returns the state before step 1: a fresh copy each call.
func (m *Match) Start() State { return m.start }

// Dice returns the battle's scripted dice (its "rocks:" line), asking then
// when they run out (then may be nil: running out is an error).
func (m *Match) Dice(then Dice) *ScriptedDice { return Script(m.Battle.Rocks, then) }

// Resolve plays the whole battle with d and returns its result. With a
// non-nil lg it records every step, and at each point where a player has two
// or more abilities in one batch it replays the other orders (with forks of
// d, see ForkDice) and records an EventOrder entry when another order would
// change the result. With lg nil it records nothing and allocates nothing.
func (m *Match) Resolve(d Dice, lg *Log) (Result, error) {
	s := m.start
	if lg != nil {
		s.stopAtChoices, s.stopAtSpend = true, true
		m.logBegin(lg)
	}
	budget := OrderCheckBudget
	return m.run(&s, d, lg, &budget)
}

// OrderCheckBudget is the most steps Resolve replays, over a whole battle,
// to compare orders of abilities; past it the remaining choices are not
// compared (the log says so once), so a long battle stays quick.
const OrderCheckBudget = 200_000

func (m *Match) logBegin(lg *Log) {
	b := m.Battle
	who := func(p Player) string {
		if b.Names[p] == "" {
			return p.String()
		}
		return fmt.Sprintf("%s (%s)", p, b.Names[p])
	}
	text := fmt.Sprintf("%s against %s; %s holds the First Player token and resolves first", who(PlayerA), who(PlayerB), b.First)
	lg.Add(Entry{Event: EventBegin, Player: b.First, TargetPlayer: NoPlayer, Text: text, Rule: RuleBattlePhase})
	for p := range 2 {
		pl := Player(p)
		deck := "no cards"
		if len(b.Decks[p]) > 0 {
			deck = strings.Join(b.Decks[p], ", ")
		}
		text := fmt.Sprintf("%s's deck, top card first: %s", pl, deck)
		if b.Trumpets[p] > 0 {
			text += fmt.Sprintf("; %d %s", b.Trumpets[p], words.Plural(b.Trumpets[p], "Trumpet", "Trumpets"))
		}
		if b.Mana[p] > 0 {
			text += fmt.Sprintf("; %d Mana", b.Mana[p])
		}
		lg.Add(Entry{Event: EventBegin, Player: pl, TargetPlayer: NoPlayer, Amount: len(b.Decks[p]), Text: text, Rule: RuleBattlePhase})
	}
}

// run drives s to the end; budget is what is left of OrderCheckBudget.
func (m *Match) run(s *State, d Dice, lg *Log, budget *int) (Result, error) {
	for {
		switch s.Advance(lg) {
		case NeedRoll:
			if err := roll(s, d, lg); err != nil {
				return Undecided, err
			}
		case NeedOrder:
			m.checkOrder(s, d, lg, budget)
		case NeedSpend:
			checkSpend(s, d, lg, budget)
		case Over:
			return s.result, nil
		case Failed:
			return Undecided, s.Err()
		}
	}
}

// roll throws the dice a NeedRoll state waits for.
// Only a log shows the single dice: without one they are not kept.
func roll(s *State, d Dice, lg *Log) error {
	t, _ := s.Throw()
	if lg == nil {
		total, err := throwDice(d, t, nil)
		if err != nil {
			return err
		}
		return s.ApplyThrow(total, nil, nil)
	}
	var dice [MaxThrowDice]int
	total, err := throwDice(d, t, dice[:t.Dice])
	if err != nil {
		return err
	}
	return s.ApplyThrow(total, dice[:t.Dice], lg)
}

// throwDice rolls throw t's dice with d and returns their total; each die's
// rocks go to dice[i] when dice is not nil.
func throwDice(d Dice, t Throw, dice []int) (int, error) {
	total := 0
	for i := range t.Dice {
		v, err := d.Roll(t, i)
		if err != nil {
			return 0, err
		}
		if dice != nil {
			dice[i] = v
		}
		total += v
	}
	return total, nil
}

// settle runs s without a log until its current batch of abilities is done
// (or the battle stops).
func settle(s *State, d Dice) error {
	b := s.batchNo
	for {
		switch {
		case s.status == NeedRoll:
			if err := roll(s, d, nil); err != nil {
				return err
			}
		case s.status == Failed:
			return s.Err()
		case s.status != Running || s.batchNo != b || s.phase != phResolve:
			return nil
		default:
			s.tick(nil)
		}
	}
}

// finish runs s without a log to the end.
func finish(s *State, d Dice) (Result, error) {
	for {
		switch s.Advance(nil) {
		case NeedRoll:
			if err := roll(s, d, nil); err != nil {
				return Undecided, err
			}
		case Over:
			return s.result, nil
		case Failed:
			return Undecided, s.Err()
		}
	}
}

// maxPermuted is the most abilities whose every order checkOrder tries as
// it is; for more it tries one order of each set of abilities that resolve
// alike (orderList), at most maxCompared of them.
const maxPermuted = 5

// maxCompared is the most orders of one choice checkOrder compares with the
// default: every other order of six abilities that all differ. With more,
// the log says not every order was compared.
const maxCompared = 719

// checkOrder compares the default order of a NeedOrder stop with the other
// orders (docs/rules.md, interpretation 3) and logs when one changes the
// result. Each order is replayed on a fork of s with a fork of d: first to
// the end of the batch (identical states have identical futures), then, if
// they differ, to the end of the battle. Dice that cannot be forked (the user
// rolling) end the comparison: the log then says it could not be made.
func (m *Match) checkOrder(s *State, d Dice, lg *Log, budget *int) {
	p, abs := s.Choice()
	if lg == nil || len(abs) < 2 || *budget < 0 {
		return
	}
	if *budget == 0 {
		*budget = -1
		lg.Add(Entry{Step: int(s.step), Event: EventOrder, Player: p, TargetPlayer: NoPlayer, Amount: len(abs), Rule: RuleNote3, Batch: s.batch(),
			Text: fmt.Sprintf("%s has %d abilities at once; the default order is used. The battle is too long to compare other orders here or later (%d steps replayed)", p, len(abs), OrderCheckBudget)})
		return
	}
	list, every := orderList(s, len(abs))
	baseRes, outs, unknown := compareOrders(s, d, list, budget)
	logOrderCheck(lg, s, p, abs, baseRes, outs, orderCheck{unknown: unknown, partial: !every})
}

// orderList is the orders checkOrder compares with the default for the n
// abilities of s's NeedOrder stop, and whether they are every order that
// can differ from it: every order of up to maxPermuted abilities; of more,
// the orders in which abilities that resolve alike (State.Alike: either
// may go first, the same choice) keep their default order, at most
// maxCompared of them.
func orderList(s *State, n int) ([][]int, bool) {
	if n <= maxPermuted {
		return permutations(n, nil, 0)
	}
	lo, _, _ := s.segment()
	return permutations(n, func(i, j int) bool { return s.iCur == lo && s.Alike(i, j) }, maxCompared)
}

// permutations lists the orders of n abilities other than the default (0,
// 1, ..., n-1), in lexicographic order, those that alike says resolve
// alike keeping their default order (nil: none), at most limit of them (0:
// no limit), and whether that is every one.
func permutations(n int, alike func(i, j int) bool, limit int) ([][]int, bool) {
	var out [][]int
	cur := make([]int, 0, n)
	used := make([]bool, n)
	every := true
	def := identity(n)
	var gen func()
	gen = func() {
		switch {
		case limit > 0 && len(out) == limit:
			every = false
		case len(cur) == n:
			if !slices.Equal(cur, def) {
				out = append(out, slices.Clone(cur))
			}
		default:
			for v := range n {
				if used[v] || alike != nil && waitsForAlike(v, used, alike) {
					continue
				}
				used[v] = true
				cur = append(cur, v)
				gen()
				cur = cur[:len(cur)-1]
				used[v] = false
			}
		}
	}
	gen()
	return out, every
}

// waitsForAlike reports whether ability v must wait for an earlier one that
// resolves alike and is not placed yet: of alike abilities only the first
// still waiting is placed next.
func waitsForAlike(v int, used []bool, alike func(i, j int) bool) bool {
	for u := range v {
		if !used[u] && alike(u, v) {
			return true
		}
	}
	return false
}

// identity is the default order of n abilities: 0, 1, ..., n-1.
func identity(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// orderCheck is how far checkOrder could compare the orders of a choice.
type orderCheck struct {
	unknown bool // some orders could not be played out (rocks not known yet, or too many steps)
	partial bool // more orders can differ than maxCompared: only the first were tried
}

// checkSpend compares spending (the default) with keeping the Trumpets or
// Mana at a NeedSpend stop, each played to the end on forks of s and d, and
// logs when keeping would change the result (interpretation 14), or that
// they could not be compared.
func checkSpend(s *State, d Dice, lg *Log, budget *int) {
	if lg == nil || *budget <= 0 {
		return
	}
	p, eff, _ := s.Spend()
	var res [2]Result
	for k, spend := range []bool{true, false} {
		f := *s
		f.stopAtChoices, f.stopAtSpend = false, false
		_ = f.DecideSpend(spend)
		r, err := finish(&f, ForkDice(d))
		*budget = max(*budget-(int(f.steps)-int(s.steps)), 0)
		if err != nil {
			lg.Add(Entry{Step: int(s.step), Event: EventOrder, Player: p, TargetPlayer: NoPlayer, Rule: RuleNote14, Batch: s.batch(),
				Text: fmt.Sprintf("%s can %s; it is spent. Keeping was not compared: it needs rocks that are not known yet", p, eff.String())})
			return
		}
		res[k] = r
	}
	if res[0] == res[1] {
		return
	}
	lg.Add(Entry{Step: int(s.step), Event: EventOrder, Player: p, TargetPlayer: NoPlayer, Rule: RuleNote14, Batch: s.batch(),
		Text: fmt.Sprintf("%s can %s and keeping them changes the outcome: spending (the default): %s; keeping them: %s",
			p, eff.String(), outcomeWords(res[0]), outcomeWords(res[1]))})
}

// orderOutcome is an order of a batch's abilities and the result it gives.
type orderOutcome struct {
	order []int
	res   Result
}

// compareOrders replays the default order of the n abilities at s, and every
// other order, on forks of s and d, spending budget steps. It returns the
// default order's result (Undecided when no order needed it), every other
// order compared with its result, and whether some order could not be
// compared.
func compareOrders(s *State, d Dice, list [][]int, budget *int) (baseRes Result, outs []orderOutcome, unknown bool) {
	spent := func(f *State) { *budget = max(*budget-(int(f.steps)-int(s.steps)), 0) }
	base, baseDice, baseErr := replay(s, d, nil)
	baseKey := base.Key()
	defer spent(&base)
	baseRes, baseDone := Undecided, false
	var same [][]int // orders that come to the default's state
	for _, order := range list {
		if *budget-(int(base.steps)-int(s.steps)) <= 0 {
			unknown = true
			break
		}
		alt, altDice, altErr := replay(s, d, order)
		if baseErr == nil && altErr == nil && alt.Key() == baseKey {
			spent(&alt)
			same = append(same, order) // the same state: the same future
			continue
		}
		if !baseDone {
			baseDone = true
			if baseErr == nil {
				var err error
				if baseRes, err = finish(&base, baseDice); err != nil {
					baseErr = err
				}
			}
		}
		var res Result
		if altErr == nil {
			res, altErr = finish(&alt, altDice)
		}
		spent(&alt)
		if baseErr != nil || altErr != nil {
			unknown = true
			continue
		}
		outs = append(outs, orderOutcome{order, res})
	}
	for _, order := range same {
		outs = append(outs, orderOutcome{order, baseRes})
	}
	return baseRes, outs, unknown
}

// replay forks s and d, puts the abilities of the stop in order (nil keeps
// the default), and runs the fork without a log to the end of its batch.
func replay(s *State, d Dice, order []int) (State, Dice, error) {
	f := *s
	f.stopAtChoices = false
	if order != nil {
		_ = f.Reorder(order)
	}
	f.status = Running
	fd := ForkDice(d)
	err := settle(&f, fd)
	return f, fd, err
}

// logOrderCheck logs what compareOrders found for player p's abilities abs:
// that p chooses the order and what each choice gives, or that other orders
// were not compared. It logs nothing when no order changes the outcome.
func logOrderCheck(lg *Log, s *State, p Player, abs []PendingAbility, baseRes Result, outs []orderOutcome, how orderCheck) {
	differ := slices.ContainsFunc(outs, func(o orderOutcome) bool { return o.res != baseRes })
	names := func() string {
		names := make([]string, len(abs))
		for i, a := range abs {
			names[i] = a.Text
		}
		return strings.Join(names, ", then ")
	}
	var text string
	switch {
	case differ:
		all := append([]orderOutcome{{identity(len(abs)), baseRes}}, outs...)
		complete := !how.unknown && len(abs) <= maxPermuted
		text = fmt.Sprintf("%s chooses the order: %s", p, choiceWords(s.tab, abs, all, complete))
		if how.partial {
			text += fmt.Sprintf(" (%d orders compared, not every one)", len(all))
		}
	case how.unknown:
		text = fmt.Sprintf("%s has %d abilities at once (%s); the default order is used. Other orders were not compared: they need rocks that are not known yet, or too many steps",
			p, len(abs), names())
	case how.partial:
		text = fmt.Sprintf("%s has %d abilities at once (%s); the default order is used. The first %d other orders give the same result; not every order was compared",
			p, len(abs), names(), len(outs))
	default:
		return
	}
	lg.Add(Entry{Step: int(s.step), Event: EventOrder, Player: p, TargetPlayer: NoPlayer, Amount: len(abs), Text: text, Rule: RuleNote3, Batch: s.batch()})
}

// choiceWords says what each order of the abilities abs gives, the
// default's result first: "Glutton first gives a draw; Mole first gives A
// the win". all are the orders compared, the default first. When every
// order was compared (complete) and the first ability alone decides the
// result, orders are named by it; otherwise each result is named by one
// whole order that gives it ("Owl, then Nest, then Bee gives a draw").
func choiceWords(t *Table, abs []PendingAbility, all []orderOutcome, complete bool) string {
	names := choiceNames(t, abs)
	byFirst := make([]Result, len(abs)) // the result of the orders that start with each ability
	decides := complete
	for _, o := range all {
		k := o.order[0]
		if byFirst[k] != Undecided && byFirst[k] != o.res {
			decides = false
		}
		byFirst[k] = o.res
	}
	var parts []string
	var seen []Result
	for _, o := range all {
		if slices.Contains(seen, o.res) {
			continue
		}
		seen = append(seen, o.res)
		var who []string
		switch {
		case decides:
			for k, r := range byFirst {
				if r == o.res {
					who = append(who, names[k])
				}
			}
			parts = append(parts, words.JoinOr(who)+" first gives "+resultGift(o.res))
		default:
			for _, k := range o.order {
				who = append(who, names[k])
			}
			parts = append(parts, strings.Join(who, ", then ")+" gives "+resultGift(o.res))
		}
	}
	return strings.Join(parts, "; ")
}

// choiceNames names the abilities abs for a choice of order: the card's
// name, or, when two of them share it, the ability in players' words
// ("Twin's second Hurt ability").
func choiceNames(t *Table, abs []PendingAbility) []string {
	names := make([]string, len(abs))
	count := map[string]int{}
	for i, a := range abs {
		names[i] = t.Name(a.Source)
		count[names[i]]++
	}
	for i, a := range abs {
		if count[names[i]] > 1 {
			names[i] = AbilityWords(t, a)
		}
	}
	return names
}

// resultGift is what an order gives: "a draw", "A the win".
func resultGift(r Result) string {
	if w := r.Winner(); w != NoPlayer {
		return w.String() + " the win"
	}
	return "a draw"
}

// orders lists every order of n abilities other than 0, 1, ..., n-1 (n!
// - 1 of them: orderList takes them up to maxPermuted).
func orders(n int) [][]int {
	out, _ := permutations(n, nil, 0)
	return out
}

// outcomeWords writes a result inside a sentence: "A wins", "a draw".
func outcomeWords(r Result) string {
	if r == Draw {
		return "a draw"
	}
	return r.String()
}
