package tableau

import (
	"strconv"
	"strings"
)

// state is everything the game's log adds up to.
type state struct {
	players []Player
	round   int
	phase   Phase
	first   int // the first player of this round
	turn    int // whose turn it is in the market phase
	passes  int // passes in a row in this market phase
	combats []Combat
	// draftRoom is Setup.DraftRoom; sold and merged say whether the player
	// whose market turn it is has sold or merged a stack in it.
	draftRoom, sold, merged bool
	// columns is what effects on each column (space) add to every
	// tableau's stack there this round, rear first.
	columns [Spaces]int
}

// start is the state a set-up begins with: round 1's market phase.
func start(su Setup) state {
	s := state{round: 1, phase: PhaseMarket, first: su.First, turn: su.First, draftRoom: su.DraftRoom}
	for _, p := range su.Players {
		s.players = append(s.players, Player{Name: strings.TrimSpace(p.Name), Colour: p.Colour})
	}
	return s
}

// clone copies the state, so that an action can be tried on the copy.
func (s state) clone() state {
	out := s
	out.players = make([]Player, len(s.players))
	for i, p := range s.players {
		if p.Refill != nil {
			l := *p.Refill
			p.Refill = &l
		}
		out.players[i] = p
	}
	out.combats = append([]Combat(nil), s.combats...)
	return out
}

// space names space i (0-based) for players: "space 1 (rear)".
func space(i int) string {
	switch i {
	case 0:
		return "space 1 (rear)"
	case Spaces - 1:
		return "space " + strconv.Itoa(Spaces) + " (front)"
	}
	return "space " + strconv.Itoa(i+1)
}

// checkPlayer refuses a player index out of range.
func (s *state) checkPlayer(p int) error {
	if p < 0 || p >= len(s.players) {
		return errf("there is no player %d in a game of %d", p+1, len(s.players))
	}
	return nil
}

// checkSpace refuses a space out of range.
func checkSpace(i int) error {
	if i < 0 || i >= Spaces {
		return errf("a tableau has spaces 1 to %d, not %d", Spaces, i+1)
	}
	return nil
}

// checkTurn refuses a market action by p when it is not p's turn.
func (s *state) checkTurn(p int, what string) error {
	if err := s.checkPlayer(p); err != nil {
		return err
	}
	if s.phase != PhaseMarket {
		return errf("%s can only %s in the market phase; it is the %s of round %d", s.players[p].Name, what, s.phase, s.round)
	}
	if p != s.turn {
		return errf("it is %s's turn in the market, not %s's", s.players[s.turn].Name, s.players[p].Name)
	}
	return nil
}

// stackAt returns player p's stack in space i, refusing an empty space.
func (s *state) stackAt(p, i int) (*Stack, error) {
	if err := checkSpace(i); err != nil {
		return nil, err
	}
	st := &s.players[p].Spaces[i]
	if st.Empty() {
		return nil, errf("%s's %s is empty", s.players[p].Name, space(i))
	}
	return st, nil
}

// refill uses p's market refill token on line l.
func (s *state) refill(p int, l Line) error {
	if err := s.checkTurn(p, "refill the market"); err != nil {
		return err
	}
	pl := &s.players[p]
	if pl.Refill != nil {
		return errf("%s already refilled %s this round: the refill token is used once a round", pl.Name, pl.Refill)
	}
	cols := MarketColumns(len(s.players))
	if l.Column && (l.Index < 1 || l.Index > cols) || !l.Column && (l.Index < 1 || l.Index > MarketRows) {
		return errf("the market has rows 1 to %d and columns 1 to %d, not %s", MarketRows, cols, l)
	}
	pl.Refill = &l
	s.passes = 0
	return nil
}

// place puts a new stack of one animal card in p's space i. When the space
// is taken, the stacks in the way move one space toward the nearest empty
// space (the front one when both are as near), keeping their order.
func (s *state) place(p, i int, typ string, power [MaxLevel]int) error {
	if err := s.checkTurn(p, "place a card"); err != nil {
		return err
	}
	if err := checkSpace(i); err != nil {
		return err
	}
	typ, err := cleanName(typ, "animal")
	if err != nil {
		return err
	}
	if err := checkPower(power); err != nil {
		return err
	}
	sp := &s.players[p].Spaces
	if !sp[i].Empty() {
		gap := nearestEmpty(sp, i)
		if gap < 0 {
			return errf("%s's tableau is full: sell or merge a stack first, or add the %s to a stack of %s", s.players[p].Name, typ, typ)
		}
		if gap > i {
			copy(sp[i+1:gap+1], sp[i:gap])
		} else {
			copy(sp[gap:i], sp[gap+1:i+1])
		}
	}
	sp[i] = Stack{Type: typ, Level: 1, Power: power}
	s.drafted(p)
	return nil
}

// checkPower refuses a power out of 0 to 99.
func checkPower(power [MaxLevel]int) error {
	for _, n := range power {
		if n < 0 || n > 99 {
			return errf("the power %s has a number that is not from 0 to 99", FormatPower(power))
		}
	}
	return nil
}

// nearestEmpty is the empty space nearest to i, the front one first when two
// are as near; -1 when the tableau is full.
func nearestEmpty(sp *[Spaces]Stack, i int) int {
	for d := 1; d < Spaces; d++ {
		if j := i + d; j < Spaces && sp[j].Empty() {
			return j
		}
		if j := i - d; j >= 0 && sp[j].Empty() {
			return j
		}
	}
	return -1
}

// upgrade tucks a card of typ under p's stack in space i.
func (s *state) upgrade(p, i int, typ string) error {
	if err := s.checkTurn(p, "upgrade a stack"); err != nil {
		return err
	}
	st, err := s.stackAt(p, i)
	if err != nil {
		return err
	}
	if !sameType(st.Type, typ) {
		return errf("a %s cannot upgrade the %s in %s: only the same animal can", strings.TrimSpace(typ), st.Type, space(i))
	}
	if st.Level >= MaxLevel {
		return errf("the %s in %s is already level %d, the most a stack can be", st.Type, space(i), MaxLevel)
	}
	st.Level++
	s.drafted(p)
	return nil
}

// food puts a food card under p's stack in space i (replacing the food
// there), adding adds to the stack's power while it lies there; with keep
// false the food is used at once, not kept under it, and adds nothing.
func (s *state) food(p, i int, name string, keep bool, adds int) error {
	if err := s.checkTurn(p, "take a food"); err != nil {
		return err
	}
	name, err := cleanName(name, "food")
	if err != nil {
		return err
	}
	if err := checkChange(adds, "the "+name+" under a stack"); err != nil {
		return err
	}
	if adds != 0 && !keep {
		return errf("the %s is used at once and not kept under the stack, so its power does not stay: change the stack's power in the combat instead", name)
	}
	if err := checkSpace(i); err != nil {
		return err
	}
	if s.players[p].stacks() == 0 {
		return errf("%s has no stack, and a food can only be taken with a stack in the tableau", s.players[p].Name)
	}
	st, err := s.stackAt(p, i)
	if err != nil {
		return err
	}
	if keep {
		st.Food, st.FoodPower = name, adds
	}
	s.drafted(p)
	return nil
}

// stacks counts the player's stacks.
func (pl *Player) stacks() int {
	n := 0
	for _, st := range pl.Spaces {
		if !st.Empty() {
			n++
		}
	}
	return n
}

// sell sells p's stack in space i for 1, 3 or 6 victory points: on p's turn
// in the market, or by anyone in the final sale.
func (s *state) sell(p, i int) error {
	if err := s.checkPlayer(p); err != nil {
		return err
	}
	if s.phase != PhaseSale {
		if err := s.checkTurn(p, "sell a stack"); err != nil {
			return err
		}
		if s.draftRoom && s.sold {
			return errf("%s has sold a stack this turn already: one sale makes room for the card drafted", s.players[p].Name)
		}
		s.sold = s.draftRoom
	}
	st, err := s.stackAt(p, i)
	if err != nil {
		return err
	}
	s.players[p].VP += SellPoints[st.Level-1]
	*st = Stack{}
	return nil
}

// merge moves p's stack in space from onto the stack of the same animal in
// space into. The merged stack has at most 3 cards; when cards are
// discarded, p gains 1 victory point. It keeps its own food, or takes the
// other stack's when it has none.
func (s *state) merge(p, from, into int) error {
	if err := s.checkTurn(p, "merge stacks"); err != nil {
		return err
	}
	if s.draftRoom && s.merged {
		return errf("%s has merged stacks this turn already: one merge makes room for the card drafted", s.players[p].Name)
	}
	s.merged = s.draftRoom
	a, err := s.stackAt(p, from)
	if err != nil {
		return err
	}
	b, err := s.stackAt(p, into)
	if err != nil {
		return err
	}
	if from == into {
		return errf("a stack cannot merge with itself; choose two stacks of the same animal")
	}
	if !sameType(a.Type, b.Type) {
		return errf("the %s in %s and the %s in %s are different animals; only the same animal merges", a.Type, space(from), b.Type, space(into))
	}
	total := a.Level + b.Level
	b.Level = min(total, MaxLevel)
	if total > MaxLevel {
		s.players[p].VP += MergeExtra
	}
	if b.Food == "" {
		b.Food, b.FoodPower = a.Food, a.FoodPower
	}
	*a = Stack{}
	return nil
}

// pass passes p's turn: the market has no card left.
func (s *state) pass(p int) error {
	if err := s.checkTurn(p, "pass"); err != nil {
		return err
	}
	if s.sold || s.merged {
		return errf("%s sold or merged a stack this turn, which the rules allow only when placing the card drafted: undo it to pass", s.players[p].Name)
	}
	s.passes++
	if s.passes >= s.drafting() {
		s.phase = PhaseCombat
		return nil
	}
	s.advance()
	return nil
}

// drafting counts the players who have not drafted all their cards.
func (s *state) drafting() int {
	n := 0
	for _, p := range s.players {
		if p.Drafted < Draft {
			n++
		}
	}
	return n
}

// drafted counts p's draft and moves the turn on.
func (s *state) drafted(p int) {
	s.players[p].Drafted++
	s.passes = 0
	s.advance()
}

// advance gives the turn to the next player clockwise still drafting, or
// ends the market phase when nobody is.
func (s *state) advance() {
	s.sold, s.merged = false, false
	n := len(s.players)
	for d := 1; d <= n; d++ {
		if q := (s.turn + d) % n; s.players[q].Drafted < Draft {
			s.turn = q
			return
		}
	}
	s.phase = PhaseCombat
}
