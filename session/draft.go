package session

import (
	"encoding/json"
	"unicode/utf8"
)

// DraftFile is the name of the battle being set up in the resolver.
const DraftFile = "battle-draft.json"

// How the resolver settles a battle's dice, as kept in a BattleDraft.
const (
	DiceRoll = "roll" // the app rolls
	DiceAsk  = "ask"  // the app asks for each die the table rolled
	DiceOdds = "odds" // every die at once: the odds
)

// MaxDraftNotation is the longest battle a draft keeps, in bytes of battle
// notation: far more than two decks of cards and their card lines.
const MaxDraftNotation = 64 << 10

// BattleDraft is the battle being set up in the resolver, kept so that a
// reload, a kill or a restart never loses a dispute half entered.
type BattleDraft struct {
	// Notation is the battle as battle notation: names, decks, First
	// Player, Trumpets and Mana, the table's own cards and rocks.
	Notation string `json:"notation,omitempty"`
	// Dice is how its dice are settled: DiceRoll, DiceAsk or DiceOdds;
	// "" for the resolver's default.
	Dice string `json:"dice,omitempty"`
	// Golden and Magic are the packs' toggles.
	Golden bool `json:"golden,omitempty"`
	Magic  bool `json:"magic,omitempty"`
	// Game is the running game's battle it settles, nil for a battle of
	// its own.
	Game *PendingBattle `json:"game,omitempty"`
}

// check says what is wrong with d, or nil.
func (d BattleDraft) check() error {
	switch {
	case len(d.Notation) > MaxDraftNotation:
		return problemf("the battle is %d bytes long; at most %d are kept", len(d.Notation), MaxDraftNotation)
	case !utf8.ValidString(d.Notation):
		return problemf("the battle is not text")
	case d.Dice != "" && d.Dice != DiceRoll && d.Dice != DiceAsk && d.Dice != DiceOdds:
		return problemf("the dice are settled by %q, not roll, ask or odds", d.Dice)
	}
	if b := d.Game; b != nil {
		for _, p := range b.Players {
			if p < 0 || p >= 6 || b.Round < 1 || b.Round > 6 || b.Index < 0 || b.Index > 2 {
				return problemf("the battle of the game it settles cannot be from a game")
			}
		}
		for _, n := range b.Names {
			if len(n) > maxSoloName {
				return problemf("a player's name is %d bytes long", len(n))
			}
		}
	}
	return nil
}

// draftKind is how the battle being set up is kept.
func draftKind() *kind[BattleDraft] {
	return &kind[BattleDraft]{
		file: DraftFile, tag: "battle", version: 1, what: kindWords["battle"],
		empty:  func() BattleDraft { return BattleDraft{} },
		check:  BattleDraft.check,
		encode: func(d BattleDraft) ([]byte, error) { return json.Marshal(d) },
		decode: func(data []byte, _ int) (BattleDraft, error) {
			var d BattleDraft
			if err := strictJSON(data, &d); err != nil {
				return d, err
			}
			return d, d.check()
		},
	}
}

// BattleDraft returns the battle being set up in the resolver.
func (s *Session) BattleDraft() BattleDraft {
	d := s.draft.get()
	if d.Game != nil {
		b := *d.Game
		d.Game = &b
	}
	return d
}

// SetBattleDraft keeps d as the battle being set up. A draft that does not
// check out (too long, unknown dice) is refused and nothing changes.
func (s *Session) SetBattleDraft(d BattleDraft) error {
	if d.Game != nil {
		b := *d.Game
		d.Game = &b
	}
	return s.draft.change(ChangeBattle, func(BattleDraft) (BattleDraft, string, error) { return d, "", nil })
}
