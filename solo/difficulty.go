package solo

import (
	"fmt"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/problem"
)

// Difficulty is the dial the human sets before the game.
type Difficulty int

// The three difficulties, from the kindest.
const (
	Easy Difficulty = iota
	Normal
	Hard
)

// Difficulties lists every difficulty, easiest first.
var Difficulties = []Difficulty{Easy, Normal, Hard}

// String returns the difficulty's name: "easy", "normal" or "hard".
func (d Difficulty) String() string {
	switch d {
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return fmt.Sprintf("difficulty %d", int(d))
}

// Title is the difficulty's name for a button: "Easy", "Normal" or "Hard".
func (d Difficulty) Title() string { return capital(d.String()) }

// capital writes s, a word of our own, with a capital first letter.
func capital(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// ParseDifficulty reads "easy", "normal" or "hard" (any case).
func ParseDifficulty(s string) (Difficulty, error) {
	for _, d := range Difficulties {
		if strings.EqualFold(strings.TrimSpace(s), d.String()) {
			return d, nil
		}
	}
	return Easy, problem.Newf("solo", "%q is not a difficulty; use easy, normal or hard", s)
}

// MarshalText writes the difficulty's name.
func (d Difficulty) MarshalText() ([]byte, error) {
	if d < Easy || d > Hard {
		return nil, problem.Newf("solo", "difficulty %d does not exist", int(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText reads a name written by MarshalText.
func (d *Difficulty) UnmarshalText(b []byte) error {
	v, err := ParseDifficulty(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// ExtraGold is the gold the automa gets each Shop Phase on top of everyone's
// 3: 1 on Hard, else 0.
func (d Difficulty) ExtraGold() int {
	if d == Hard {
		return 1
	}
	return 0
}

// MaxOrders is how many orders of its deck the automa lets Best try at
// Battle Prep; 0 means it does not use Best (Easy).
func (d Difficulty) MaxOrders() int {
	switch d {
	case Normal:
		return normalOrders
	case Hard:
		return hardOrders
	}
	return 0
}

// The most deck orders Best may try on Normal and on Hard. A deck with more
// orders is searched with its pets only (see OrderDeck).
const (
	normalOrders = 120
	hardOrders   = 720
)

// Effects are the difficulty's effects in players' words, for the set-up
// screen and the reference card.
func (d Difficulty) Effects() []string {
	switch d {
	case Normal:
		return []string{
			"3 gold each round, like you.",
			fmt.Sprintf("Orders its deck to beat your last deck, trying up to %d orders.", normalOrders),
		}
	case Hard:
		return []string{
			"4 gold each round: 1 more than you.",
			fmt.Sprintf("Orders its deck to beat your last deck, trying up to %d orders.", hardOrders),
		}
	}
	return []string{
		"3 gold each round, like you.",
		"Orders its deck by a simple rule: weakest pet first.",
	}
}
