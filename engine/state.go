package engine

import (
	"fmt"
	"math/bits"
)

// Limits of one battle. A battle that goes past one stops with an error that
// wraps ErrRunaway (docs/rules.md, interpretation 8).
const (
	MaxCards     = 96   // card instances in one battle, both players, including cards added during it
	MaxDeck      = 30   // cards in one deck at the start
	MaxBatch     = 16   // abilities waiting in one batch
	MaxSetAside  = 4    // pets of one player waiting for their next pet
	MaxSteps     = 5000 // steps: each play, attack and faint step, and each effect resolved
	MaxThrowDice = 64   // rock dice in one throw
)

// noInst is the instance index of no card.
const noInst uint8 = 0xFF

// noNested marks a pending ability that runs its top-level effects.
const noNested uint8 = 0xFF

// Zone is where a card is.
type Zone uint8

// The places a card can be: every card of a battle is in exactly one.
const (
	ZoneNone     Zone = iota // not in the battle
	ZoneDeck                 // its owner's deck
	ZoneActive               // its owner's active zone (the active pet and what it carries)
	ZoneFainted              // its owner's fainted pile
	ZoneSetAside             // set aside beside the play area (a pet waiting for its owner's next pet)
	ZoneSupply               // back to the supply (ailments of a fainted pet)
)

var zoneNames = [...]string{"none", "deck", "active zone", "fainted pile", "set aside", "supply"}

// String returns the zone's name, e.g. "fainted pile".
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// Status is where step-wise resolution stopped.
type Status uint8

// The statuses Advance returns.
const (
	Running   Status = iota // not stopped (Advance never returns it)
	NeedRoll                // a rock throw is needed: see Throw, then call ApplyThrow
	NeedOrder               // a player has 2+ abilities in one batch: see Choice, then Reorder or Advance
	Over                    // the battle has ended: see Result
	Failed                  // the battle stopped at a limit: see Err

	// NeedCards: a player must play a card of their deck that is not
	// chosen yet (only in a state from Match.StartOrder, never in one from
	// Match.Start): see State.Fill.
	NeedCards

	// NeedSpend: a player can spend Trumpets or Mana on an effect (only with
	// StopAtSpend on, as the "both play well" search runs): see Spend, then
	// DecideSpend or Advance (which spends).
	NeedSpend
)

var statusNames = [...]string{"running", "need roll", "need order", "over", "failed", "need cards", "need spend"}

// String returns the status in words.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "status?"
}

// phase is the Advanced Timing step the machine runs next.
type phase uint8

const (
	phPlay    phase = iota // step 1
	phResolve              // steps 2 and 4: resolve batches
	phFaint                // steps 3 and 5
	phAttack               // step 4
	phOver
)

// pet is the battle values of a player's active pet.
type pet struct {
	inst      uint8 // the pet's card instance, or noInst
	perk      uint8 // the perk it carries, or noInst
	marked    bool  // marked fainted: cannot gain power, leaves at the next Faint step
	aside     bool  // set aside: goes to the set-aside area at the next Faint step
	fresh     bool  // played in this step 1
	power     int32 // printed power + foods + gained power
	gained    int32 // power from "gain N power"
	damage    int32
	less      int32  // deals N less damage when attacking (pet and carried cards)
	more      int32  // takes N more damage
	takeLess  int32  // takes N less damage
	committed int32  // Trumpets a Golden Retriever holds as its printed power
	trig      uint16 // bit t set when a card in the active zone has a Trigger t ability
	carried   uint8  // cards in the active zone besides the pet
}

// asideRec is a set-aside pet's waiting effect: the nested effects of effect
// `effect` of ability `ability` of card instance src, for pet `pet`.
type asideRec struct {
	pet, src, ability, effect uint8
}

// side is one player's part of the state.
type side struct {
	deck     [MaxCards]uint8 // instances, bottom first: the top card is deck[nDeck-1]
	nDeck    uint8
	pet      pet
	aside    [MaxSetAside]asideRec
	nAside   uint8
	fainted  uint8 // pets in the fainted pile
	setAside uint8 // pets in the set-aside area
	trumpets int32
	mana     int32
	// undecided is how many cards at the bottom of the deck (deck[:undecided])
	// are not chosen yet: the best-order search (package search) fills them
	// in when the player needs them (Fill). 0 in every battle that
	// Match.Start begins.
	undecided uint8
	// under is how many decided cards lie below the undecided ones (put on
	// the bottom of the deck): the undecided cards are
	// deck[under:under+undecided].
	under uint8
}

// pending is one ability waiting in a batch, or being resolved.
type pending struct {
	player  Player
	trig    Trigger
	src     uint8 // instance of the card whose ability it is
	pet     uint8 // "this pet": the pet with the ability, or carrying the card
	it      uint8 // "it": the pet just played (set-aside effects), else noInst
	ability uint8 // index in the card's Abilities
	nested  uint8 // for a set-aside effect: index of the EffectSetAside in the ability; else noNested
	cursor  uint8 // next effect to resolve
	begun   bool  // its log line is written
}

// throwReq is the throw a NeedRoll state waits for.
type throwReq struct {
	n      uint16
	player Player // who throws
	tp     Player // whose pet is hit
	src    uint8  // card whose ability throws
	pet    uint8  // the thrower (KO credit)
	target uint8  // the pet hit
	both   bool   // "at both pets": every active pet is hit, each its own instance
}

// failure is why a Failed state stopped.
type failure struct {
	code uint8
	n    int32
}

const (
	failNone uint8 = iota
	failSteps
	failCards
	failBatch
	failAside
	failThrow
)

// State is a whole battle at one moment, including the pending queue of
// steps and trigger batches. It is a plain value: copying it (t := *s) forks
// the battle, and the copy shares nothing mutable with the original (the only
// pointer is to the immutable Table). Its zero value is not usable: get one
// from Match.Start.
type State struct {
	tab   *Table
	card  [MaxCards]CardID // by instance
	owner [MaxCards]Player
	zone  [MaxCards]Zone
	// inActive and inAside: each player's instances in the active zone and
	// in the set-aside area (kept with zone by setZone), so that the
	// engine's loops over a pet's cards visit only those
	inActive, inAside [2]mask
	n                 uint8 // instances in use
	nStart            uint8 // instances of the starting decks (for the log's "second Otter")

	first  Player
	sides  [2]side
	phase  phase
	step   uint8 // Advanced Timing step for the log (1-5)
	status Status
	result Result

	cur    [MaxBatch]pending // the batch being resolved, First Player's entries first
	nCur   uint8
	iCur   uint8             // the entry being resolved
	split  uint8             // cur[:split] are the First Player's
	chosen uint8             // bit p: player p's order in this batch is chosen
	next   [MaxBatch]pending // triggers caused by the current batch
	nNext  uint8
	// held: the first held entries of next are Faint abilities held back
	// from the Play batch (holdsBack), for the heading of their batch
	held uint8

	attacks uint8    // attacks in a row between pair
	pair    [2]uint8 // the pets of those attacks

	thr  throwReq
	fail failure

	steps         uint16
	batchNo       uint16
	stopAtChoices bool
	stopAtSpend   bool  // stop with NeedSpend where a player can spend
	spendChoice   uint8 // the decision at a NeedSpend stop: 0 none yet, spendYes or spendNo
}

// The decisions at a NeedSpend stop.
const (
	spendYes uint8 = 1 + iota
	spendNo
)

// Key is a comparable snapshot of a State for merging identical states: two
// states with equal Keys have the same future (the same pending abilities,
// cards, damage and counters), whatever the steps that led to them. It leaves
// out the step counter and the record of resolved abilities.
type Key struct{ s State }

// Key returns the state's Key.
func (s *State) Key() Key {
	k := *s
	k.steps, k.batchNo, k.stopAtChoices, k.stopAtSpend = 0, 0, false, false
	if k.iCur > 0 {
		copy(k.cur[:], k.cur[k.iCur:k.nCur])
		for i := k.nCur - k.iCur; i < k.nCur; i++ {
			k.cur[i] = pending{}
		}
		k.nCur -= k.iCur
		k.split -= min(k.split, k.iCur)
		k.iCur = 0
	}
	return Key{k}
}

// Status returns where resolution stopped.
func (s *State) Status() Status { return s.status }

// Result returns the result of a battle that is Over (Undecided before).
func (s *State) Result() Result { return s.result }

// First returns the player holding the First Player token.
func (s *State) First() Player { return s.first }

// Table returns the card table the state uses.
func (s *State) Table() *Table { return s.tab }

// Steps returns how many steps have run (see MaxSteps).
func (s *State) Steps() int { return int(s.steps) }

// runawayNote ends the error of a battle stopped at a limit: the rule it
// follows, in words a player can check against the rulebook.
const runawayNote = "; the rulebook does not say what happens in a battle that never ends, so the companion stops one at a fixed limit"

// Err returns why a Failed state stopped, or nil.
func (s *State) Err() error {
	switch s.fail.code {
	case failNone:
		return nil
	case failSteps:
		return fmt.Errorf("%w: stopped after %d steps; it would never end (a card keeps triggering or refilling a deck)%s", ErrRunaway, s.fail.n, runawayNote)
	case failCards:
		return fmt.Errorf("%w: more than %d cards in play (a card keeps adding cards)%s", ErrRunaway, s.fail.n, runawayNote)
	case failBatch:
		return fmt.Errorf("%w: more than %d abilities triggered at once%s", ErrRunaway, s.fail.n, runawayNote)
	case failAside:
		return fmt.Errorf("%w: more than %d pets of one player set aside at once%s", ErrRunaway, s.fail.n, runawayNote)
	case failThrow:
		return fmt.Errorf("%w: a throw of %d rocks; at most %d dice in one throw%s", ErrRunaway, s.fail.n, MaxThrowDice, runawayNote)
	}
	return fmt.Errorf("battle failed (code %d)", s.fail.code)
}

func (s *State) failWith(code uint8, n int) {
	s.status = Failed
	s.phase = phOver
	s.fail = failure{code, int32(n)}
}

// StopAtChoices makes Advance stop with NeedOrder whenever a player has two
// or more abilities in one batch (off by default: the default order is used).
func (s *State) StopAtChoices(on bool) { s.stopAtChoices = on }

// Trumpets returns player p's Trumpets (not counting those a Golden Retriever
// holds).
func (s *State) Trumpets(p Player) int { return int(s.sides[p].trumpets) }

// Mana returns player p's Mana.
func (s *State) Mana(p Player) int { return int(s.sides[p].mana) }

// DeckLen returns how many cards are left in player p's deck.
func (s *State) DeckLen(p Player) int { return int(s.sides[p].nDeck) }

// FaintedPets returns player p's fainted pets as abilities count them: the
// fainted pile's pets plus set-aside pets.
func (s *State) FaintedPets(p Player) int {
	return int(s.sides[p].fainted) + int(s.sides[p].setAside)
}

// ActivePet describes a player's active pet.
type ActivePet struct {
	Card     CardID
	Power    int
	Damage   int
	Marked   bool // marked fainted
	SetAside bool // will be set aside at the next Faint step
}

// Active returns player p's active pet; ok is false when there is none.
func (s *State) Active(p Player) (ActivePet, bool) {
	pt := &s.sides[p].pet
	if pt.inst == noInst {
		return ActivePet{}, false
	}
	return ActivePet{s.card[pt.inst], int(pt.power), int(pt.damage), pt.marked, pt.aside}, true
}

// Cards returns how many card instances the battle has used so far.
func (s *State) Cards() int { return int(s.n) }

// Where returns card instance i's card, owner and zone (0 <= i < Cards()).
func (s *State) Where(i int) (CardID, Player, Zone) {
	return s.card[i], s.owner[i], s.zone[i]
}

// newState builds the state at the start of a battle. decks are top first.
func newState(tab *Table, decks [2][]CardID, first Player, trumpets, mana [2]int) (State, error) {
	s := State{tab: tab, first: first}
	for p := range 2 {
		sd := &s.sides[p]
		sd.pet = pet{inst: noInst, perk: noInst}
		sd.trumpets, sd.mana = int32(trumpets[p]), int32(mana[p])
		if len(decks[p]) > MaxDeck {
			return s, fmt.Errorf("%s's deck has %d cards; at most %d", Player(p), len(decks[p]), MaxDeck)
		}
		for i := len(decks[p]) - 1; i >= 0; i-- {
			in := s.newInst(decks[p][i], Player(p), ZoneDeck)
			sd.deck[sd.nDeck] = in
			sd.nDeck++
		}
	}
	s.nStart = s.n
	s.pair = [2]uint8{noInst, noInst}
	s.phase = phPlay
	s.step = 1
	return s, nil
}

// newInst adds a card instance; on overflow the state fails and noInst is
// returned.
func (s *State) newInst(c CardID, owner Player, z Zone) uint8 {
	if int(s.n) >= MaxCards {
		s.failWith(failCards, MaxCards)
		return noInst
	}
	i := s.n
	s.n++
	s.card[i], s.owner[i] = c, owner
	s.setZone(i, z)
	return i
}

// setZone moves instance i to zone z, keeping inActive and inAside.
func (s *State) setZone(i uint8, z Zone) {
	p := s.owner[i] & 1
	switch s.zone[i] {
	case ZoneActive:
		s.inActive[p].del(i)
	case ZoneSetAside:
		s.inAside[p].del(i)
	}
	switch z {
	case ZoneActive:
		s.inActive[p].add(i)
	case ZoneSetAside:
		s.inAside[p].add(i)
	}
	s.zone[i] = z
}

// mask is a set of card instances: bit i%64 of word i/64 for instance i.
type mask [(MaxCards + 63) / 64]uint64

func (m *mask) add(i uint8) { m[i>>6] |= 1 << (i & 63) }
func (m *mask) del(i uint8) { m[i>>6] &^= 1 << (i & 63) }

// all yields m's instances, smallest first.
func (m mask) all(yield func(uint8) bool) {
	for w, bw := range m {
		for bw != 0 {
			if !yield(uint8(w<<6 + bits.TrailingZeros64(bw))) {
				return
			}
			bw &= bw - 1
		}
	}
}

// popLast takes the largest instance out of m; false when m is empty.
func (m *mask) popLast() (uint8, bool) {
	for w := len(m) - 1; w >= 0; w-- {
		if m[w] != 0 {
			b := 63 - bits.LeadingZeros64(m[w])
			m[w] &^= 1 << b
			return uint8(w<<6 + b), true
		}
	}
	return 0, false
}

// checkCards verifies that every card is in exactly one place and that the
// cached values agree with the cards. Tests call it.
func (s *State) checkCards() error {
	inDeck, err := s.checkDecks()
	if err != nil {
		return err
	}
	var z zoneCounts
	var active, aside [2]mask
	for i := uint8(0); i < s.n; i++ {
		if err := s.checkZone(i, inDeck[i], &z); err != nil {
			return err
		}
		switch s.zone[i] {
		case ZoneActive:
			active[s.owner[i]].add(i)
		case ZoneSetAside:
			aside[s.owner[i]].add(i)
		}
	}
	if active != s.inActive || aside != s.inAside {
		return fmt.Errorf("the sets of active and set-aside cards %v %v do not match the zones %v %v", s.inActive, s.inAside, active, aside)
	}
	for p := range 2 {
		if err := s.checkSide(Player(p), &z); err != nil {
			return err
		}
	}
	return nil
}

// checkDecks checks that the decks hold only instances marked as in that
// deck, and no stale slots; it returns how often each instance is in a deck.
func (s *State) checkDecks() ([MaxCards]int, error) {
	var inDeck [MaxCards]int
	for p := range 2 {
		sd := &s.sides[p]
		for _, in := range sd.deck[:sd.nDeck] {
			if in >= s.n {
				return inDeck, fmt.Errorf("deck %s holds unknown instance %d", Player(p), in)
			}
			inDeck[in]++
			if s.zone[in] != ZoneDeck || s.owner[in] != Player(p) {
				return inDeck, fmt.Errorf("instance %d is in %s's deck but marked %s of %s", in, Player(p), s.zone[in], s.owner[in])
			}
		}
		for _, in := range sd.deck[sd.nDeck:] {
			if in != 0 {
				return inDeck, fmt.Errorf("deck %s has a stale slot", Player(p))
			}
		}
	}
	return inDeck, nil
}

// zoneCounts are what checkZone counts, by owner, for checkSide.
type zoneCounts struct {
	fainted, aside, perks [2]int
	foods                 [2]int32 // the power of the foods in the active zone of a player with a pet
}

// checkZone checks the zone of instance i, which is in a deck inDeck times,
// and counts it in z.
func (s *State) checkZone(i uint8, inDeck int, z *zoneCounts) error {
	o := s.owner[i]
	c := &s.tab.cards[s.card[i]]
	switch s.zone[i] {
	case ZoneDeck:
		if inDeck != 1 {
			return fmt.Errorf("instance %d (%s) is in a deck %d times", i, c.Name, inDeck)
		}
	case ZoneActive:
		pt := &s.sides[o].pet
		if c.Kind == KindPet && pt.inst != i {
			return fmt.Errorf("pet %s (instance %d) is in %s's active zone but not the active pet", c.Name, i, o)
		}
		if c.Kind == KindPerk {
			z.perks[o]++
			if pt.inst != noInst && pt.perk != i {
				return fmt.Errorf("perk %s is carried but not the active perk", c.Name)
			}
		}
		if c.IsFood() && pt.inst != noInst {
			z.foods[o] += int32(c.Power)
		}
	case ZoneFainted:
		if c.Kind == KindPet {
			z.fainted[o]++
		}
	case ZoneSetAside:
		if c.Kind != KindPet {
			return fmt.Errorf("%s is set aside but is not a pet", c.Name)
		}
		z.aside[o]++
	case ZoneSupply:
	default:
		return fmt.Errorf("instance %d (%s) is nowhere", i, c.Name)
	}
	return nil
}

// checkSide checks player p's counts, active pet and set-aside records
// against the cards counted in z.
func (s *State) checkSide(p Player, z *zoneCounts) error {
	sd := &s.sides[p]
	if z.fainted[p] != int(sd.fainted) || z.aside[p] != int(sd.setAside) {
		return fmt.Errorf("%s: counted %d fainted and %d set-aside pets, state says %d and %d", p, z.fainted[p], z.aside[p], sd.fainted, sd.setAside)
	}
	if z.perks[p] > 1 {
		return fmt.Errorf("%s has %d perks in the active zone", p, z.perks[p])
	}
	pt := &sd.pet
	if pt.inst != noInst {
		if s.zone[pt.inst] != ZoneActive || s.owner[pt.inst] != p {
			return fmt.Errorf("%s's active pet is not in the active zone", p)
		}
		base := int32(s.tab.cards[s.card[pt.inst]].Power)
		if pt.committed > 0 {
			base = pt.committed
		}
		if want := base + z.foods[p] + pt.gained; want != pt.power {
			return fmt.Errorf("%s's pet has power %d, its cards give %d", p, pt.power, want)
		}
		if !pt.marked && pt.damage >= pt.power && pt.damage > 0 {
			return fmt.Errorf("%s's pet has %d damage on power %d but is not marked fainted", p, pt.damage, pt.power)
		}
		if pt.aside && !pt.marked {
			return fmt.Errorf("%s's pet is set aside but still in the active zone, not marked fainted (interpretation 16)", p)
		}
		carried := 0
		for i := uint8(0); i < s.n; i++ {
			if i != pt.inst && s.zone[i] == ZoneActive && s.owner[i] == p {
				carried++
			}
		}
		if carried != int(pt.carried) {
			return fmt.Errorf("%s's pet carries %d cards, the state says %d", p, carried, pt.carried)
		}
	}
	for _, r := range sd.aside[:sd.nAside] {
		if s.zone[r.pet] != ZoneSetAside && !(s.zone[r.pet] == ZoneActive && sd.pet.inst == r.pet && sd.pet.aside) {
			return fmt.Errorf("%s's set-aside record points at a pet in the %s", p, s.zone[r.pet])
		}
	}
	return nil
}
