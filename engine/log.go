package engine

import (
	"strconv"
	"strings"
)

// Event is what a log entry records.
type Event uint8

// The events of a battle log.
const (
	EventBegin       Event = iota // the battle begins
	EventPlay                     // a card is played into the active zone
	EventEat                      // a pet eats a food or perk, or an ailment attaches
	EventPerkDiscard              // a second perk discards the first
	EventRetriever                // a Golden Retriever is played for Trumpets
	EventAbility                  // an ability resolves
	EventAttack                   // the active pets attack each other
	EventThrow                    // rocks are thrown
	EventDamage                   // a pet is dealt damage (a hit; a hurt when above 0)
	EventMarked                   // a pet is marked fainted
	EventCannotGain               // a pet marked fainted cannot gain power
	EventGain                     // a pet gains a food or power
	EventPut                      // cards are put on top of a deck
	EventDiscard                  // foods are discarded from a pet
	EventGive                     // ailments are attached to a pet
	EventResource                 // a player gains Trumpets or Mana
	EventSetAside                 // a pet is set aside
	EventFaint                    // a marked pet leaves the active zone at a Faint step; with no player, why one was set aside instead
	EventNoTarget                 // an effect has no pet to act on
	EventOrder                    // a player has several abilities at once; another order changes the outcome
	EventEnd                      // the battle ends
	EventBatch                    // a batch of abilities begins: the heading of its group
	numEvents
)

var eventNames = [...]string{"begin", "play", "eat", "perk-discard", "retriever", "ability", "attack", "throw",
	"damage", "marked", "cannot-gain", "gain", "put", "discard", "give", "resource", "set-aside", "faint",
	"no-target", "order", "end", "batch"}

// String returns the event's short name, e.g. "throw".
func (e Event) String() string {
	if int(e) < len(eventNames) {
		return eventNames[e]
	}
	return "event(" + strconv.Itoa(int(e)) + ")"
}

// MarshalText writes the event's short name.
func (e Event) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// Rule is the rule a log entry applies. Its name (String) is the log's tag:
// a section of the rulebook ("Advanced Timing 4", "Glossary: Rocks") or one
// of docs/rules.md's interpretations with its topic ("Interpretation 7: the
// end of the battle"). Info gives the rest of what the app tells of it; the
// app's rule chips read the same table (rules.go).
type Rule uint8

// The rules the log refers to.
const (
	RuleNone        Rule = iota
	RuleBattlePhase      // Battle Phase: set-up of the Auto Battle
	RulePlayStep         // Battle Phase, Play: foods then a pet; the pet eats the foods
	RuleTiming1          // Advanced Timing 1: cards are played
	RuleTiming2          // Advanced Timing 2: Play abilities, then their triggers
	RuleTiming3          // Advanced Timing 3: Faint step after Play abilities
	RuleTiming4          // Advanced Timing 4: Attack, then triggers
	RuleTiming5          // Advanced Timing 5: Faint step after the Attack
	RulePerks            // Food Cards: one active perk; a second discards the first
	RuleRocks            // Glossary: Rocks: a throw and its damage, one instance, not an attack
	RuleHitHurt          // Glossary: Hit/Hurt (0 damage is a hit, not a hurt)
	RuleFaintKO          // Glossary: Faint/KO (a fainted pet still triggers; cannot gain power)
	RuleSetAside         // Glossary: Set-Aside
	RuleFAQRocks         // FAQ: rocks are not an attack but they hurt (no longer written: rock damage cites RuleRocks)
	RuleFAQInstance      // FAQ: one throw is one instance of damage (no longer written: rock damage cites RuleRocks)
	RuleFAQSkunk         // FAQ: losing power keeps the damage
	RuleFAQNine          // FAQ: 9 attacks in a row
	RuleFAQDolphins      // FAQ: two Dolphins (Play abilities always resolve)
	RuleFAQDog           // Advanced Timing: a marked pet cannot gain power (the FAQ's Dolphin and Dog)
	RuleTrumpets         // Golden Pack: Trumpets and the Golden Retriever
	RuleMana             // Magic Pack: Mana
	RuleAilments         // Magic Pack: Ailments
	RuleNote1            // docs/rules.md interpretation 1: marked fainted
	RuleNote2            // interpretation 2: batches
	RuleNote3            // interpretation 3: order within a batch
	RuleNote4            // interpretation 4: rocks
	RuleNote5            // interpretation 5: Spooked and Exposed
	RuleNote6            // interpretation 6: 9 attacks
	RuleNote7            // interpretation 7: the end of the battle
	RuleNote8            // interpretation 8: the step limit
	RuleNote10           // interpretation 10: power 0 marks a pet at once, also when it is played
	RuleNote11           // interpretation 11: the 9th attack marks a pet by itself
	RuleNote12           // interpretation 12: all Trumpets go when the Golden Retriever leaves
	RuleNote13           // interpretation 13: a throw of 0 dice is no hit
	RuleNote14           // interpretation 14: the players' choices (spending)
	RuleNote16           // interpretation 16: a set-aside pet leaves at once
	RuleNote17           // interpretation 17: KO by a set-aside pet; no second set-aside
	RuleNote18           // interpretation 18: a perk that replaces a perk: rule 1 at once
	numRules
)

// String returns the rule's name, the log's tag: "Advanced Timing 4",
// "Interpretation 7: the end of the battle".
func (r Rule) String() string {
	if r < numRules {
		return rules[r].Name
	}
	return "rule(" + strconv.Itoa(int(r)) + ")"
}

// MarshalText writes the rule's name.
func (r Rule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// timingRule is the Advanced Timing rule of step (1-5).
func timingRule(step uint8) Rule {
	if step >= 1 && step <= 5 {
		return RuleTiming1 + Rule(step-1)
	}
	return RuleBattlePhase
}

// Entry is one line of a battle log: what happened at one step, who did it,
// to whom, how much, and the rule it applies.
type Entry struct {
	Step         int    `json:"step"`             // Advanced Timing step 1-5; 0 outside the steps
	Event        Event  `json:"event"`            // what happened
	Player       Player `json:"player"`           // whose card acts (NoPlayer for both or neither)
	Source       string `json:"source,omitempty"` // the card acting
	Target       string `json:"target,omitempty"` // the card acted on
	TargetPlayer Player `json:"targetPlayer"`     // the owner of Target
	Amount       int    `json:"amount"`           // damage, rocks, power or cards, by event
	Dice         []int  `json:"dice,omitempty"`   // each die of a throw, when known
	Text         string `json:"text"`             // what happened, in words
	Rule         Rule   `json:"rule"`             // the rule it applies
	// Batch numbers the batches of abilities of a battle from 1: the
	// EventBatch heading and every entry of the batch it heads carry its
	// number. 0 outside a batch (plays, attacks, Faint steps).
	Batch int `json:"batch,omitempty"`
}

// batchIndent sets the entries of a batch under its heading.
const batchIndent = "  "

// String writes the entry on one line: "step 4: TEXT [RULE]". The entries of
// a batch of abilities are indented under the batch's heading.
func (e Entry) String() string {
	var b strings.Builder
	if e.Step > 0 {
		b.WriteString("step ")
		b.WriteString(strconv.Itoa(e.Step))
		b.WriteString(": ")
	} else if e.Event == EventBegin {
		b.WriteString("battle: ")
	}
	if e.Batch > 0 && e.Event != EventBatch {
		b.WriteString(batchIndent)
	}
	b.WriteString(e.Text)
	if e.Rule != RuleNone {
		b.WriteString(" [")
		b.WriteString(e.Rule.String())
		b.WriteString("]")
	}
	return b.String()
}

// Log collects the entries of a battle. A nil *Log records nothing, which is
// how resolution runs with logging off.
type Log struct {
	Entries []Entry
	// Emit, when set, is called with every entry as it is added, so a caller
	// can show the battle as it goes.
	Emit func(Entry)
}

// Add appends e (nothing happens on a nil Log).
func (l *Log) Add(e Entry) {
	if l == nil {
		return
	}
	l.Entries = append(l.Entries, e)
	if l.Emit != nil {
		l.Emit(e)
	}
}

// String writes every entry on its own line.
func (l *Log) String() string {
	if l == nil {
		return ""
	}
	var b strings.Builder
	for _, e := range l.Entries {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}
