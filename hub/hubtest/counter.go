package hubtest

import (
	"encoding/json"
	"strconv"
	"sync"

	"github.com/sapcompanion/sapcompanion/internal/problem"
	"github.com/sapcompanion/sapcompanion/internal/wire"
)

// Counter is a Keeper of one document, "count": a number that moves
// ({"add":N}, N from 1) add to, a step each, with undo; kept in memory;
// its players Ana and Ben unless others are given. Its value is {"n":N}.
type Counter struct {
	mu      sync.Mutex
	steps   []int // the values after each step; the last is now
	undone  []int
	rev     uint64
	label   string
	players []string
	subs    map[int]func(string)
	next    int
	kept    int // the count as of the last Flush
}

// NewCounter returns a Counter at 0 played by players (none given: Ana
// and Ben).
func NewCounter(players ...string) *Counter {
	if len(players) == 0 {
		players = []string{"Ana", "Ben"}
	}
	return &Counter{steps: []int{0}, players: players, subs: map[int]func(string){}}
}

// Docs names the one document.
func (c *Counter) Docs() []string { return []string{"count"} }

// Players names the players.
func (c *Counter) Players() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.players
}

// SetPlayers makes names the players: none, a table whose game is not
// started yet.
func (c *Counter) SetPlayers(names ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.players = names
}

// Value is {"n":N}.
func (c *Counter) Value(doc string) ([]byte, uint64, string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	data, _ := json.Marshal(map[string]int{"n": c.steps[len(c.steps)-1]})
	return data, c.rev, c.label, nil
}

// Play adds, undoes, or refuses with a reason.
func (c *Counter) Play(m wire.Message, by string) error {
	c.mu.Lock()
	now := c.steps[len(c.steps)-1]
	switch m.Kind {
	case wire.KindMove:
		var mv struct{ Add int }
		if err := json.Unmarshal(m.Move, &mv); err != nil || mv.Add <= 0 {
			c.mu.Unlock()
			return problem.Newf("hubtest", "Add at least 1.")
		}
		c.steps = append(c.steps, now+mv.Add)
		c.undone = nil
		c.label = by + " added " + strconv.Itoa(mv.Add)
	case wire.KindUndo:
		if len(c.steps) == 1 {
			c.mu.Unlock()
			return problem.Newf("hubtest", "There is nothing to undo.")
		}
		c.undone = append(c.undone, now)
		c.steps = c.steps[:len(c.steps)-1]
		c.label = by + " undid"
	default:
		c.mu.Unlock()
		return problem.Newf("hubtest", "No redo here.")
	}
	c.rev++
	subs := make([]func(string), 0, len(c.subs))
	for _, f := range c.subs {
		subs = append(subs, f)
	}
	c.mu.Unlock()
	for _, f := range subs {
		f("count")
	}
	return nil
}

// Subscribe calls f after each change.
func (c *Counter) Subscribe(f func(string)) func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	id := c.next
	c.next++
	c.subs[id] = f
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		delete(c.subs, id)
	}
}

// Now is the count.
func (c *Counter) Now() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.steps[len(c.steps)-1]
}

// Flush keeps the count as it is now (see Kept): the Counter stands for a
// keeper that writes in the background.
func (c *Counter) Flush() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept = c.steps[len(c.steps)-1]
}

// Kept is the count as the last Flush kept it.
func (c *Counter) Kept() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.kept
}
