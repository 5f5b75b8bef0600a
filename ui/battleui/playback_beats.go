package battleui

import (
	"fmt"

	"github.com/sapcompanion/sapcompanion/engine"
)

// beat is one beat of a battle as the rulebook tells it: the set-up, cards
// played, Play abilities, an attack, the abilities an attack triggers, a
// Faint step or the end. It holds steps[first:end] of the playback.
type beat struct {
	first, end int
	step       int    // the Advanced Timing step, 0 outside the steps
	what       string // what happens in the beat, e.g. "Attack"
}

// Words for the beats, by Advanced Timing step.
var beatWords = [...]string{"The battle is set up", "Play", "Play abilities", "Faint", "Attack", "Faint"}

// beatsOf groups steps into beats: a new beat starts when the Advanced
// Timing step changes, when the abilities an attack triggers begin, and at
// the end of the battle.
func beatsOf(steps []step) []beat {
	var beats []beat
	for i, st := range steps {
		e := st.entry
		if len(beats) == 0 || startsBeat(&beats[len(beats)-1], steps, e) {
			beats = append(beats, beat{first: i, step: e.Step, what: beatWhat(e)})
		}
		beats[len(beats)-1].end = i + 1
	}
	return beats
}

// startsBeat reports whether entry e begins a new beat after beat b.
func startsBeat(b *beat, steps []step, e engine.Entry) bool {
	switch {
	case e.Event == engine.EventEnd || steps[b.first].entry.Event == engine.EventEnd:
		return true
	case e.Step != b.step:
		return true
	case e.Step == 4 && e.Event == engine.EventBatch:
		for _, st := range steps[b.first:b.end] {
			if st.entry.Event == engine.EventBatch {
				return false
			}
		}
		return true
	}
	return false
}

// beatWhat names the beat entry e begins.
func beatWhat(e engine.Entry) string {
	switch {
	case e.Event == engine.EventEnd:
		return "The end of the battle"
	case e.Step == 4 && e.Event == engine.EventBatch:
		return "Abilities the attack triggered"
	case e.Step >= 0 && e.Step < len(beatWords):
		return beatWords[e.Step]
	}
	return ""
}

// title is the beat's heading: its place and its Advanced Timing step.
func (b beat) title(n, of int) string {
	if b.step == 0 {
		return fmt.Sprintf("Beat %d of %d · %s", n, of, b.what)
	}
	return fmt.Sprintf("Beat %d of %d · Advanced Timing step %d: %s", n, of, b.step, b.what)
}

// beatAt is the index of the beat holding step i.
func beatAt(beats []beat, i int) int {
	for k, b := range beats {
		if i < b.end {
			return k
		}
	}
	return len(beats) - 1
}
