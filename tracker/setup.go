package tracker

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/textcheck"
)

// Pack is one box of the game. Packs decide which resources the tracker shows:
// Trumpets with the Golden Pack, Mana with the Magic Pack.
type Pack string

// The three packs of the game.
const (
	Classic Pack = "classic"
	Golden  Pack = "golden"
	Magic   Pack = "magic"
)

// AllPacks lists every pack in the order the set-up screen shows them.
var AllPacks = []Pack{Classic, Golden, Magic}

// String returns the pack's name as printed on the box, such as "Golden Pack".
func (p Pack) String() string {
	switch p {
	case Classic:
		return "Classic Pack"
	case Golden:
		return "Golden Pack"
	case Magic:
		return "Magic Pack"
	}
	return "unknown pack " + textcheck.Quote(string(p))
}

// FirstPlayerMethod is how the set-up picks who starts: in a 2-player game
// the holder of the First Player token; in a 4- or 6-player game player A,
// who takes the first shopper token in round 1 (the rulebook: "Assign each
// player a letter. Give 1 of the extra shop tiles to player A.").
type FirstPlayerMethod string

// The ways to pick who starts.
const (
	// ByPets picks the player with the most pets in real life: the
	// rulebook's rule for the First Player token of a 2-player game, and a
	// way for 4 or 6 players to choose player A. A tie is broken by the tied
	// players rolling a rock die, again and again until one rolls highest.
	ByPets FirstPlayerMethod = "pets"
	// AtRandom picks a player at random.
	AtRandom FirstPlayerMethod = "random"
	// Chosen picks Setup.Chosen: the players choose.
	Chosen FirstPlayerMethod = "chosen"
)

// Limits on what the set-up screen may enter.
const (
	MaxNameLength = 30     // most characters in a player's name
	MaxTeamLength = 40     // most characters in a team name
	MaxPets       = 100000 // most pets in real life a player may claim
	MaxExtraGold  = 3      // most extra gold a player may get each Shop Phase
)

// PlayerSetup is one player as entered on the set-up screen.
type PlayerSetup struct {
	Name string `json:"name"` // the player's name, unique at the table
	// Team is an optional team name, such as one from the generator.
	Team string `json:"team,omitempty"`
	// Pets is the number of pets the player has in real life; only ByPets
	// uses it.
	Pets int `json:"pets,omitempty"`
	// Colour is the player's colour on the screens, one of Colours; "" for
	// the first colour no other player chose, in seating order.
	Colour string `json:"colour,omitempty"`
	// ExtraGold is gold the player gets each Shop Phase on top of
	// StartingGold, 0 to MaxExtraGold: a handicap, such as the app's own
	// player on a hard setting.
	ExtraGold int `json:"extraGold,omitempty"`
}

// Colours are the players' colours, as stored in a set-up.
var Colours = []string{"red", "blue", "green", "yellow", "purple", "orange"}

// checkColours refuses a colour that is not one of Colours, or that two
// players chose.
func (s Setup) checkColours() error {
	taken := map[string]string{}
	for _, p := range s.Players {
		if p.Colour == "" {
			continue
		}
		if !slices.Contains(Colours, p.Colour) {
			return errf("%s's colour %s is not one of %s", p.Name, textcheck.Quote(p.Colour), strings.Join(Colours, ", "))
		}
		if other, dup := taken[p.Colour]; dup {
			return errf("%s and %s both chose %s; give each player a different colour", other, p.Name, p.Colour)
		}
		taken[p.Colour] = p.Name
	}
	return nil
}

// colours returns every player's colour: the chosen one, or the first one
// nobody chose, in seating order.
func (s Setup) colours() []string {
	out := make([]string, len(s.Players))
	taken := map[string]bool{}
	for i, p := range s.Players {
		out[i] = p.Colour
		taken[p.Colour] = true
	}
	for i := range out {
		for _, c := range Colours {
			if out[i] == "" && !taken[c] {
				out[i], taken[c] = c, true
			}
		}
	}
	return out
}

// Setup is everything a new game needs. Players are given in seating order.
// In a 4- or 6-player game the player FirstPlayer picks is player A and the
// letters go on round the table in seating order: with Cy, the third of
// Ana, Ben, Cy and Dee, as A, Dee is B, Ana C and Ben D. The game numbers its
// players in letter order (0 is A); see SeatOfA.
type Setup struct {
	Players     []PlayerSetup     `json:"players"`     // 2, 4 or 6 players in seating order
	Packs       []Pack            `json:"packs"`       // the packs in use, at least one
	FirstPlayer FirstPlayerMethod `json:"firstPlayer"` // how to pick who starts
	// Chosen is the seat (index in Players) of the player who starts when
	// FirstPlayer is Chosen.
	Chosen int `json:"chosen,omitempty"`
}

// SeatOfA returns the seat (index in Players) of player A in a 4- or
// 6-player game when the set-up already decides it: the chosen player, or
// the one player with the most pets. ok is false with 2 players (no
// letters), at random, and when players tie on most pets: then A is drawn
// when the game starts.
func (s Setup) SeatOfA() (seat int, ok bool) {
	if len(s.Players) <= 2 {
		return 0, false
	}
	switch s.FirstPlayer {
	case Chosen:
		return s.Chosen, s.Chosen >= 0 && s.Chosen < len(s.Players)
	case ByPets:
		if most := mostPets(s.Players); len(most) == 1 {
			return most[0], true
		}
	}
	return 0, false
}

// SeatLetter returns the letter of the player at seat of players seated
// round a table when player A sits at seat a: the letters go on round the
// table in seating order.
func SeatLetter(seat, a, players int) string {
	if players <= 0 || seat < 0 || seat >= players || a < 0 || a >= players {
		return "?"
	}
	return Letter((seat - a + players) % players)
}

// Validate reports the first thing wrong with the set-up, as a sentence the
// set-up screen can show, or nil when a game can start from it.
func (s Setup) Validate() error {
	n := len(s.Players)
	if n != 2 && n != 4 && n != 6 {
		return errf("the game is for 2, 4 or 6 players, not %d", n)
	}
	seen := map[string]int{}
	for i, p := range s.Players {
		if err := checkPlayer(i, p); err != nil {
			return err
		}
		key := strings.ToLower(p.Name)
		if j, dup := seen[key]; dup {
			return errf("players %d and %d are both called %s; give each player a different name", j+1, i+1, p.Name)
		}
		seen[key] = i
	}
	if err := s.checkColours(); err != nil {
		return err
	}
	if len(s.Packs) == 0 {
		return errf("choose at least one pack")
	}
	used := map[Pack]bool{}
	for _, p := range s.Packs {
		if p != Classic && p != Golden && p != Magic {
			return errf("%s is not a pack; the packs are classic, golden and magic", textcheck.Quote(string(p)))
		}
		if used[p] {
			return errf("the %s is listed twice", p)
		}
		used[p] = true
	}
	switch s.FirstPlayer {
	case ByPets, AtRandom:
	case Chosen:
		if s.Chosen < 0 || s.Chosen >= n {
			return errf("the chosen first player is number %d, but there are %d players", s.Chosen+1, n)
		}
	default:
		return errf("%s is not a way to pick the first player; use pets, random or chosen", textcheck.Quote(string(s.FirstPlayer)))
	}
	return nil
}

// checkPlayer reports what is wrong with player i's entry, or nil.
func checkPlayer(i int, p PlayerSetup) error {
	name := strings.TrimSpace(p.Name)
	switch {
	case name == "":
		return errf("player %d has no name", i+1)
	case name != p.Name:
		return errf("player %d's name %s starts or ends with spaces", i+1, textcheck.Quote(p.Name))
	case utf8.RuneCountInString(name) > MaxNameLength:
		return errf("player %d's name is longer than %d characters", i+1, MaxNameLength)
	case strings.ContainsAny(name, "\n\r\t"):
		return errf("player %d's name contains a line break or tab", i+1)
	case badChar(name) != "":
		return errf("player %d's name may not contain %s", i+1, badChar(name))
	case utf8.RuneCountInString(p.Team) > MaxTeamLength:
		return errf("%s's team name is longer than %d characters", name, MaxTeamLength)
	case strings.ContainsAny(p.Team, "\n\r\t"):
		return errf("%s's team name contains a line break or tab", name)
	case badChar(p.Team) != "":
		return errf("%s's team name may not contain %s", name, badChar(p.Team))
	case p.Pets < 0:
		return errf("%s cannot have fewer than 0 pets in real life", name)
	case p.Pets > MaxPets:
		return errf("%s cannot have more than %d pets in real life", name, MaxPets)
	case p.ExtraGold < 0 || p.ExtraGold > MaxExtraGold:
		return errf("%s's extra gold is %d; it must be 0 to %d", name, p.ExtraGold, MaxExtraGold)
	}
	return nil
}

// badChar says which character of a name the app refuses (a control
// character, one that changes the writing direction, a byte that is not
// UTF-8), or "" when there is none.
func badChar(name string) string {
	_, why := textcheck.BadNameChar(name)
	return why
}

// PackWarning returns a sentence for the set-up screen when players use fewer
// packs than the rulebook asks (at least 2 for 4 players, 3 for 6), or "" when
// the packs are enough. It is a warning: the game may still start.
func PackWarning(players int, packs []Pack) string {
	need := 0
	switch players {
	case 4:
		need = 2
	case 6:
		need = 3
	}
	if len(packs) >= need {
		return ""
	}
	return fmt.Sprintf("The rulebook asks for at least %d packs for %d players (%d chosen): there may not be enough cards for every shop.", need, players, len(packs))
}

// Letter returns the letter of player i in 4 and 6 Player Mode: "A" for 0,
// "B" for 1, and so on.
func Letter(i int) string {
	if i < 0 || i >= 26 {
		return "?"
	}
	return string(rune('A' + i))
}

// errf returns an error whose message starts with "tracker: ".
func errf(format string, a ...any) error {
	return problem.Newf("tracker", format, a...)
}
