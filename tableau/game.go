package tableau

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// The game's fixed numbers.
const (
	Rounds      = 6  // rounds in a game
	Spaces      = 5  // spaces in a tableau, rear (1) to front (5)
	Draft       = 5  // cards each player drafts a round
	MaxLevel    = 3  // cards in a full stack
	MostPoints  = 4  // victory points for the most power in a combat
	NextPoints  = 2  // victory points for the second most power
	MergeExtra  = 1  // victory points when a merge discards cards
	MinPlayers  = 2  // players, at least
	MaxPlayers  = 4  // players, at most
	MarketRows  = 3  // rows of the market
	nameMaxRune = 30 // longest name of a player, animal or food
)

// SellPoints are the victory points for selling a stack of level 1, 2 and 3.
var SellPoints = [MaxLevel]int{1, 3, 6}

// TokenValues are the victory point tokens in the box, largest first.
var TokenValues = []int{6, 4, 3, 2, 1}

// Colours are the players' colours, as stored in a set-up.
var Colours = []string{"red", "blue", "green", "yellow"}

// Phase is the part of a round the game is in.
type Phase int

// The phases, in order.
const (
	PhaseMarket Phase = iota // players draft cards in turn
	PhaseCombat              // wounds are entered, then the combat scored
	PhaseSale                // after round 6: players sell what is left
	PhaseOver                // the game is over
)

// String names the phase in players' words.
func (p Phase) String() string {
	switch p {
	case PhaseMarket:
		return "market"
	case PhaseCombat:
		return "combat"
	case PhaseSale:
		return "final sale"
	case PhaseOver:
		return "game over"
	}
	return "phase " + strconv.Itoa(int(p))
}

// Stack is one space of a tableau: an animal's cards, or nothing.
type Stack struct {
	Type    string        `json:"type,omitempty"`    // the animal's name; "" for an empty space
	Level   int           `json:"level,omitempty"`   // cards in the stack, 1 to 3; 0 when empty
	Power   [MaxLevel]int `json:"power,omitempty"`   // the power printed for levels 1, 2 and 3
	Food    string        `json:"food,omitempty"`    // the food under the stack, if any
	Wounded bool          `json:"wounded,omitempty"` // a wound token lies on it
	// FoodPower is the power the food under the stack adds (or takes
	// away) while it lies there: a food is "in effect upgrades".
	FoodPower int `json:"foodPower,omitempty"`
	// Boost is the power abilities add to the stack (or take away) for
	// this round's combat; scoring the combat clears it, as it heals wounds.
	Boost int `json:"boost,omitempty"`
}

// Empty reports whether no stack is in the space.
func (s Stack) Empty() bool { return s.Level == 0 }

// Printed is the power as the card prints it, "2/4/6".
func (s Stack) Printed() string { return FormatPower(s.Power) }

// Strength is the stack's own power: its level's printed power with its
// food's and its abilities' changes, never below 0; 0 for an empty space.
// A wounded stack keeps it but adds nothing in combat, and effects on its
// column are the tableau's (see Sum).
func (s Stack) Strength() int {
	if s.Empty() {
		return 0
	}
	return max(0, s.Power[s.Level-1]+s.FoodPower+s.Boost)
}

// Changes says what changes the stack's printed power: "Honey +1",
// "abilities +2"; none when nothing does.
func (s Stack) Changes() []string { return changes(s.Food, s.FoodPower, s.Boost, 0) }

// FormatPower writes the power at each level as a card prints it: "2/4/6".
func FormatPower(p [MaxLevel]int) string {
	return fmt.Sprintf("%d/%d/%d", p[0], p[1], p[2])
}

// ParsePower reads a power as printed, "2/4/6" (spaces allowed), each 0 to 99.
func ParsePower(s string) ([MaxLevel]int, error) {
	var out [MaxLevel]int
	parts := strings.Split(s, "/")
	if len(parts) != MaxLevel {
		return out, errf("the power %q is not three numbers with slashes between them, like 2/4/6", s)
	}
	for i, part := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 0 || n > 99 {
			return out, errf("the power %q: %q is not a number from 0 to 99", s, strings.TrimSpace(part))
		}
		out[i] = n
	}
	return out, nil
}

// Line is one row or column of the market, counted from 1.
type Line struct {
	Column bool `json:"column,omitempty"` // a column; otherwise a row
	Index  int  `json:"index"`            // 1 to MarketRows for a row, 1 to the columns for a column
}

// String says the line in players' words: "row 2", "column 4".
func (l Line) String() string {
	if l.Column {
		return "column " + strconv.Itoa(l.Index)
	}
	return "row " + strconv.Itoa(l.Index)
}

// Player is one player's state.
type Player struct {
	Name    string        `json:"name"`
	Colour  string        `json:"colour"`
	Spaces  [Spaces]Stack `json:"spaces"`           // rear (index 0) to front (index 4)
	VP      int           `json:"vp"`               // victory points
	Drafted int           `json:"drafted"`          // cards drafted this round
	Refill  *Line         `json:"refill,omitempty"` // the line refilled this round; nil while the token is unused
}

// Tokens returns the victory point tokens that make vp, fewest first by
// value: 13 is 6, 6 and 1.
func Tokens(vp int) []int {
	var out []int
	for _, t := range TokenValues {
		for vp >= t {
			out = append(out, t)
			vp -= t
		}
	}
	return out
}

// errf makes an error of the package: "tableau: " and the message.
func errf(format string, args ...any) error {
	return problem.Newf("tableau", format, args...)
}

// cleanName trims a name and checks it; what says what it names.
func cleanName(name, what string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", errf("the %s has no name", what)
	case len([]rune(name)) > nameMaxRune:
		return "", errf("the %s's name %q is longer than %d letters", what, name, nameMaxRune)
	case strings.ContainsFunc(name, func(r rune) bool { return r < ' ' }):
		return "", errf("the %s's name %q has a control character", what, name)
	}
	return name, nil
}

// sameType reports whether two animal names are the same type, ignoring case.
func sameType(a, b string) bool { return strings.EqualFold(a, b) }

// Setup is what a game starts from: the players in seat order (clockwise)
// and the first player of round 1.
type Setup struct {
	Players []SeatSetup `json:"players"`
	First   int         `json:"first"` // index in Players; choose it at random before New for a random start
	// DraftRoom: a stack is sold or merged in the market only as part of
	// a draft, at most one sale and one merge a turn ("This is the only
	// time a player may merge stacks or sell stacks", when placing the
	// card drafted). New sets it; a game saved before it was kept plays on
	// as it was played.
	DraftRoom bool `json:"draftRoom,omitempty"`
}

// SeatSetup is one player's name and colour.
type SeatSetup struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
}

// check refuses a set-up the game cannot start from.
func (su Setup) check() error {
	n := len(su.Players)
	if n < MinPlayers || n > MaxPlayers {
		return errf("the game is for %d to %d players, not %d", MinPlayers, MaxPlayers, n)
	}
	if su.First < 0 || su.First >= n {
		return errf("the first player must be one of the %d players", n)
	}
	var names, colours []string
	for i, p := range su.Players {
		name, err := cleanName(p.Name, "player "+strconv.Itoa(i+1))
		if err != nil {
			return err
		}
		if slices.ContainsFunc(names, func(o string) bool { return strings.EqualFold(o, name) }) {
			return errf("two players are called %s; give each a different name", name)
		}
		if !slices.Contains(Colours, p.Colour) {
			return errf("%s's colour %q is not one of %s", name, p.Colour, strings.Join(Colours, ", "))
		}
		if slices.Contains(colours, p.Colour) {
			return errf("two players are %s; give each a different colour", p.Colour)
		}
		names, colours = append(names, name), append(colours, p.Colour)
	}
	return nil
}

// MarketColumns is the number of columns of the market with n players: 3
// rows of 3 cards, or of 4 cards with 4 players.
func MarketColumns(n int) int {
	if n == MaxPlayers {
		return 4
	}
	return 3
}
