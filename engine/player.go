package engine

import "fmt"

// Player names one side of a battle: PlayerA or PlayerB. NoPlayer marks log
// entries that belong to neither.
type Player uint8

// The players of a two-player battle.
const (
	PlayerA Player = iota
	PlayerB
	NoPlayer
)

// String returns "A", "B", or "" for NoPlayer.
func (p Player) String() string {
	switch p {
	case PlayerA:
		return "A"
	case PlayerB:
		return "B"
	}
	return ""
}

// Other returns the opponent of p (PlayerA for PlayerB and the reverse).
func (p Player) Other() Player { return p ^ 1 }

// MarshalText writes the player as "A", "B" or "".
func (p Player) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads "A", "B" (either case) or "".
func (p *Player) UnmarshalText(b []byte) error {
	switch string(b) {
	case "A", "a":
		*p = PlayerA
	case "B", "b":
		*p = PlayerB
	case "":
		*p = NoPlayer
	default:
		return fmt.Errorf("player %q is not A or B", b)
	}
	return nil
}

// Result is how a battle ended.
type Result uint8

// The possible results. Undecided is the zero value: the battle has not ended.
const (
	Undecided Result = iota
	AWins
	BWins
	Draw
)

// String returns "A wins", "B wins", "draw" or "undecided", the words of the
// resolve command's last line.
func (r Result) String() string {
	switch r {
	case AWins:
		return "A wins"
	case BWins:
		return "B wins"
	case Draw:
		return "draw"
	}
	return "undecided"
}

// Winner returns the winning player, or NoPlayer for a draw or an undecided
// battle.
func (r Result) Winner() Player {
	switch r {
	case AWins:
		return PlayerA
	case BWins:
		return PlayerB
	}
	return NoPlayer
}

// MarshalText writes the result as String does.
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }
