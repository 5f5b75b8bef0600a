package session

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sapcompanion/sapcompanion/engine"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// BattleDoc is the name of a live table's battle among its documents: the
// battle being settled, each player filling in their own deck on their own
// phone.
const BattleDoc = "battle"

// TableBattleFile is where a table's hub keeps the table's battle.
const TableBattleFile = "table-battle.json"

// Limits of a table's battle: a deck's cards and the card lines it brings,
// a name, the dice entered.
const (
	maxBattleName  = 120
	maxBattleLines = engine.MaxDeck
	maxBattleRocks = 500
	maxBattleMove  = 64 << 10
)

// TableBattle is the battle a live table is settling: the two sides, each
// entered on its player's phone, the questions every phone shares (First
// Player, the dice, the packs, whether the decks stay secret until both
// are ready), and once settled the verdict's dice, from which every phone
// plays the same battle.
type TableBattle struct {
	// Game is the running game's battle it settles, nil for a battle of
	// its own.
	Game  *PendingBattle `json:"game,omitempty"`
	Sides [2]BattleSide  `json:"sides"`
	First engine.Player  `json:"first,omitempty"`
	// Dice is how its dice are settled: DiceRoll, DiceAsk or DiceOdds.
	Dice   string `json:"dice,omitempty"`
	Golden bool   `json:"golden,omitempty"`
	Magic  bool   `json:"magic,omitempty"`
	// Secret keeps each deck from the other players' phones until both
	// are ready (Battle Prep is secret in the rulebook).
	Secret  bool           `json:"secret,omitempty"`
	Settled *BattleVerdict `json:"settled,omitempty"`
	// Count counts the verdicts of this table so far: a new one has
	// another, however alike its dice.
	Count int `json:"count,omitempty"`
}

// BattleSide is one player's side of a table's battle.
type BattleSide struct {
	Name string   `json:"name,omitempty"`
	Deck []string `json:"deck,omitempty"` // top card first
	// Cards are the card lines of the deck's cards that the app does not
	// ship as they are (a phone's own cards and corrections), so every
	// phone plays the same cards.
	Cards    []string `json:"cards,omitempty"`
	Trumpets int      `json:"trumpets,omitempty"`
	Mana     int      `json:"mana,omitempty"`
	Ready    bool     `json:"ready,omitempty"`
	// By is the player whose phone entered the side last ("" watching).
	By string `json:"by,omitempty"`
	// Hidden is, in the view of a phone the deck is secret from, how many
	// cards it holds (Deck and Cards are left out).
	Hidden int `json:"hidden,omitempty"`
}

// BattleVerdict is how a table's battle was settled: the dice the table
// rolled as one phone entered them, used first, then dice rolled from the
// hub's seed.
type BattleVerdict struct {
	Seed  uint64 `json:"seed,omitempty"`
	Rocks []int  `json:"rocks,omitempty"`
	By    string `json:"by,omitempty"`
}

// The kinds of BattleMove.
const (
	BattleOpen    = "open"    // a new battle: Names (or the game's battle Game), First, the questions
	BattleSideSet = "side"    // side Side's Name, Deck, Cards, Trumpets and Mana; it is not ready any more
	BattleOptions = "options" // First, Dice, Golden, Magic and Secret
	BattleReady   = "ready"   // side Side is Ready (or not); both ready settle a battle whose dice are not asked
	BattleSettle  = "settle"  // settle it now: with Rocks, the dice the table rolled; else the hub's Seed
)

// BattleMove is a phone's change of the table's battle.
type BattleMove struct {
	Kind     string         `json:"kind"`
	Side     int            `json:"side,omitempty"`
	Name     string         `json:"name,omitempty"`
	Deck     []string       `json:"deck,omitempty"`
	Cards    []string       `json:"cards,omitempty"`
	Trumpets int            `json:"trumpets,omitempty"`
	Mana     int            `json:"mana,omitempty"`
	Names    [2]string      `json:"names,omitzero"`
	Game     *PendingBattle `json:"game,omitempty"`
	First    engine.Player  `json:"first,omitempty"`
	Dice     string         `json:"dice,omitempty"`
	Golden   bool           `json:"golden,omitempty"`
	Magic    bool           `json:"magic,omitempty"`
	Secret   bool           `json:"secret,omitempty"`
	Ready    bool           `json:"ready,omitempty"`
	Rocks    []int          `json:"rocks,omitempty"`
	// Seed is drawn by the hub, By is the player whose phone sent the
	// move: the hub's words, never the phone's.
	Seed uint64 `json:"seed,omitempty"`
	By   string `json:"by,omitempty"`
}

// Ready reports whether both sides are ready.
func (v TableBattle) Ready() bool { return v.Sides[0].Ready && v.Sides[1].Ready }

// Battle is the table's battle as the engine plays it, rolled with die:
// the names, decks, First Player, resources, the cards the decks bring
// and, once settled with the table's dice, those dice.
func (v TableBattle) Battle(die engine.Die) (*engine.Battle, error) {
	b := &engine.Battle{First: v.First, Die: die}
	seen := map[string]bool{}
	for p, s := range v.Sides {
		b.Names[p], b.Decks[p], b.Trumpets[p], b.Mana[p] = s.Name, slices.Clone(s.Deck), s.Trumpets, s.Mana
		for _, line := range s.Cards {
			c, err := engine.ParseCard(line)
			if err != nil {
				return nil, problemf("%s's card %s: %w", s.Name, textcheck.Quote(line), err)
			}
			if !seen[strings.ToLower(c.Name)] {
				seen[strings.ToLower(c.Name)] = true
				b.Cards = append(b.Cards, c)
			}
		}
	}
	if v.Settled != nil {
		b.Rocks = slices.Clone(v.Settled.Rocks)
	}
	return b, nil
}

// View is the battle as a phone in player seat's seat ("" watching) may
// see it: while the decks are secret and not both ready, every deck but
// the ones its player entered is left out, and only its number of cards
// shown.
func (v TableBattle) View(seat string) TableBattle {
	if !v.Secret || v.Ready() {
		return v
	}
	out := v
	for i, s := range v.Sides {
		if s.By != "" && s.By == seat || s.Name != "" && s.Name == seat {
			continue
		}
		out.Sides[i] = BattleSide{Name: s.Name, Trumpets: s.Trumpets, Mana: s.Mana, Ready: s.Ready, By: s.By, Hidden: len(s.Deck) + s.Hidden}
	}
	return out
}

// check says what is wrong with v as a table's battle, or nil.
func (v TableBattle) check() error {
	if v.First != engine.PlayerA && v.First != engine.PlayerB {
		return problemf("the battle's First Player is neither A nor B")
	}
	if err := (BattleDraft{Dice: v.Dice, Game: v.Game}).check(); err != nil {
		return err
	}
	for _, s := range v.Sides {
		if err := s.check(); err != nil {
			return err
		}
	}
	if st := v.Settled; st != nil && len(st.Rocks) > maxBattleRocks {
		return problemf("the battle was settled with %d dice; at most %d are kept", len(st.Rocks), maxBattleRocks)
	}
	return nil
}

// check says what is wrong with s as a side of a table's battle, or nil.
func (s BattleSide) check() error {
	if s.Name == "" {
		s.Name = "a player"
	}
	switch {
	case len(s.Name) > maxBattleName || badName(s.Name):
		return problemf("a player's name in the battle is not one the app can show")
	case len(s.Deck) > engine.MaxDeck || s.Hidden < 0 || s.Hidden > engine.MaxDeck:
		return problemf("%s's deck has more than %d cards", s.Name, engine.MaxDeck)
	case len(s.Cards) > maxBattleLines:
		return problemf("%s's deck brings more than %d cards of its own", s.Name, maxBattleLines)
	case s.Trumpets < 0 || s.Trumpets > 999 || s.Mana < 0 || s.Mana > 999:
		return problemf("%s's Trumpets and Mana must be whole numbers from 0 to 999", s.Name)
	}
	for _, n := range s.Deck {
		if len(n) > maxBattleName {
			return problemf("a card's name in %s's deck is %d bytes long", s.Name, len(n))
		}
	}
	for _, l := range s.Cards {
		if _, err := engine.ParseCard(l); err != nil {
			return problemf("%s's card %s: %w", s.Name, textcheck.Quote(l), err)
		}
	}
	return nil
}

// badName reports whether name holds a character no name may (a control
// character, one that changes the writing direction).
func badName(name string) bool {
	_, why := textcheck.BadNameChar(name)
	return why != ""
}

// applyBattleMove is the table's battle after move m, the cards of book
// (the table's) the decks may use: the one pure function of the table's
// battle.
func applyBattleMove(v TableBattle, m BattleMove, book *engine.Book) (TableBattle, error) {
	next := v
	next.Sides = v.Sides
	switch m.Kind {
	case BattleOpen:
		next = TableBattle{Game: m.Game, First: m.First, Dice: m.Dice, Golden: m.Golden, Magic: m.Magic, Secret: m.Secret, Count: v.Count}
		next.Sides[0].Name, next.Sides[1].Name = m.Names[0], m.Names[1]
	case BattleSideSet:
		if m.Side != 0 && m.Side != 1 {
			return TableBattle{}, problemf("a battle has sides A and B, not side %d", m.Side)
		}
		next.Sides[m.Side] = BattleSide{Name: m.Name, Deck: slices.Clone(m.Deck), Cards: slices.Clone(m.Cards), Trumpets: m.Trumpets, Mana: m.Mana, By: m.By}
		next.Settled = nil
	case BattleOptions:
		next.First, next.Dice, next.Golden, next.Magic, next.Secret = m.First, m.Dice, m.Golden, m.Magic, m.Secret
		next.Settled = nil
	case BattleReady:
		if m.Side != 0 && m.Side != 1 {
			return TableBattle{}, problemf("a battle has sides A and B, not side %d", m.Side)
		}
		next.Sides[m.Side].Ready = m.Ready
		if next.Ready() && next.Dice != DiceAsk && next.Settled == nil && next.settles(book) == nil {
			next = next.settle(m)
		}
	case BattleSettle:
		if err := next.settles(book); err != nil {
			return TableBattle{}, err
		}
		next = next.settle(m)
	default:
		return TableBattle{}, problemf("the table's battle has no move called %s", textcheck.Quote(m.Kind))
	}
	return next, next.check()
}

// settles says why the battle cannot be settled with the cards of book,
// or nil: a side with no cards, a card no book has.
func (v TableBattle) settles(book *engine.Book) error {
	for _, s := range v.Sides {
		if len(s.Deck) == 0 && s.Trumpets == 0 {
			name := s.Name
			if name == "" {
				name = "A player"
			}
			return problemf("%s has no cards yet: add at least one pet, then settle.", name)
		}
	}
	b, err := v.Battle(engine.DefaultDie())
	if err != nil {
		return err
	}
	_, err = engine.NewMatch(b, book)
	return err
}

// settle is v settled by move m: the dice m brings (the table's), else
// the seed the hub drew.
func (v TableBattle) settle(m BattleMove) TableBattle {
	v.Settled = &BattleVerdict{Seed: m.Seed, Rocks: slices.Clone(m.Rocks), By: m.By}
	v.Count++
	return v
}

// drawBattle gives a move that may settle the battle the hub's seed of
// its rolled dice.
func drawBattle(m BattleMove, rng *rand.Rand) BattleMove {
	if (m.Kind == BattleSettle || m.Kind == BattleReady) && m.Seed == 0 {
		for m.Seed == 0 {
			m.Seed = rng.Uint64()
		}
	}
	return m
}

// battleMoveWords say what m did to the table's battle.
func battleMoveWords(m BattleMove, next TableBattle) string {
	switch {
	case m.Kind == BattleOpen:
		return "a new battle set up"
	case m.Kind == BattleSideSet:
		return next.Sides[m.Side].Name + "'s side entered"
	case m.Kind == BattleOptions:
		return "the battle's questions answered"
	case next.Settled != nil && (m.Kind == BattleSettle || m.Kind == BattleReady):
		return "the battle settled"
	}
	return next.Sides[m.Side].Name + "'s deck ready"
}

// DecodeBattleMove reads a move of the table's battle from its JSON,
// refusing, in words that say what is wrong, text over 64 KiB, not JSON, a
// field BattleMove does not have and a kind the battle does not have.
func DecodeBattleMove(data []byte) (BattleMove, error) {
	var m BattleMove
	if err := textcheck.DecodeStrict(data, maxBattleMove, "battle move", &m); err != nil {
		return BattleMove{}, problemf("%w", err)
	}
	if !slices.Contains([]string{BattleOpen, BattleSideSet, BattleOptions, BattleReady, BattleSettle}, m.Kind) {
		return BattleMove{}, problemf("the table's battle has no move called %s", textcheck.Quote(m.Kind))
	}
	return m, nil
}

// tableBattleKind is how a table's hub keeps the table's battle.
func tableBattleKind() *kind[TableBattle] {
	return tableKind(TableBattleFile, "tablebattle", TableBattle.check)
}

// battleMoves are the table's battle's moves for its Doc, the decks'
// cards those of the session's book.
func (s *Session) battleMoves() moves[TableBattle, BattleMove] {
	return moves[TableBattle, BattleMove]{
		apply: func(v TableBattle, m BattleMove) (TableBattle, error) { return applyBattleMove(v, m, s.book()) },
		words: battleMoveWords, draw: drawBattle,
	}
}

// TableBattle is the handle of the live table's battle: at a table its
// moves go to the hub, and its value is the table's as this phone's seat
// may see it. At no table it is empty and unused.
func (s *Session) TableBattle() *Doc[TableBattle, BattleMove] { return s.battleDoc }

// AtTable reports whether the session's table documents are a live
// table's.
func (s *Session) AtTable() bool { return s.link() != nil }
