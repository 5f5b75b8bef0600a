package engine

import (
	"strconv"
	"strings"

	"github.com/sapcompanion/sapcompanion/internal/words"
)

// This file writes cards and pets in the log's words: "A's second Otter",
// "2 Apples", "3 Spooked".

// whose writes "A's Dolphin", or "A's second Otter" when A has more than one
// pet of that name in the battle.
func (s *State) whose(i uint8) string { return s.owner[i].String() + "'s " + s.nth(i) + s.name(i) }

// nth is "first ", "second "... for pet instance i when its owner has two or
// more of that pet in the battle, counted in the order of the deck at the
// start (top card first), then of the cards added during the battle; else
// "".
func (s *State) nth(i uint8) string {
	c := s.card[i]
	if int(c) >= len(s.tab.cards) || s.tab.cards[c].Kind != KindPet {
		return ""
	}
	k, same := 0, 0
	for j := uint8(0); j < s.n; j++ {
		if s.card[j] != c || s.owner[j] != s.owner[i] {
			continue
		}
		same++
		if s.before(j, i) {
			k++
		}
	}
	if same < 2 || k >= len(ordinals) {
		return ""
	}
	return ordinals[k] + " "
}

// before reports whether instance j comes before instance i in nth's order:
// the starting decks were made bottom card first, the cards added later in
// the order they came.
func (s *State) before(j, i uint8) bool {
	jStart, iStart := j < s.nStart, i < s.nStart
	if jStart != iStart {
		return jStart
	}
	if jStart {
		return j > i
	}
	return j < i
}

// cardCount writes n copies of card c for the log: "1 Apple", "2 Apples",
// "3 Spooked" (an ailment's name is not made plural).
func (s *State) cardCount(c CardID, n int) string {
	card := &s.tab.cards[c]
	if n == 1 || card.Kind == KindAilment {
		return strconv.Itoa(n) + " " + card.Name
	}
	return strconv.Itoa(n) + " " + pluralName(card.Name)
}

// pluralName makes a card name plural: "Apples", "Foxes", "Bunnies".
func pluralName(name string) string {
	l := strings.ToLower(name)
	switch {
	case strings.HasSuffix(l, "s") || strings.HasSuffix(l, "x") || strings.HasSuffix(l, "ch") || strings.HasSuffix(l, "sh"):
		return name + "es"
	case len(l) > 1 && strings.HasSuffix(l, "y") && !strings.ContainsAny(l[len(l)-2:len(l)-1], "aeiou"):
		return name[:len(name)-1] + "ies"
	}
	return name + "s"
}

// groupNames writes a list of card names with repeats counted: "Apple,
// 2 Honeys and 3 Spooked" for Apple, Honey, Spooked, Honey, Spooked, Spooked.
func (s *State) groupNames(ids []CardID) string {
	var order []CardID
	var counts []int
	at := map[CardID]int{} // index in order
	for _, id := range ids {
		k, seen := at[id]
		if !seen {
			k, at[id] = len(order), len(order)
			order, counts = append(order, id), append(counts, 0)
		}
		counts[k]++
	}
	parts := make([]string, len(order))
	for k, id := range order {
		parts[k] = s.tab.cards[id].Name
		if counts[k] > 1 {
			parts[k] = s.cardCount(id, counts[k])
		}
	}
	return words.JoinAnd(parts)
}

// ShortName names an ability briefly for a table: "Badger (Faint)", "Honey on
// Ant (Faint)", "Badger (set aside)".
func ShortName(t *Table, a PendingAbility) string {
	name := carrierName(t, a)
	if a.SetAside {
		return name + " (set aside)"
	}
	return name + " (" + a.Trigger.String() + ")"
}

// carrierName names the card of ability a, with the pet that carries it:
// "Badger", "Honey on Ant".
func carrierName(t *Table, a PendingAbility) string {
	name := t.Name(a.Source)
	if a.Pet != a.Source && a.Pet != NoCard && !a.SetAside {
		name += " on " + t.Name(a.Pet)
	}
	return name
}

// AbilityWords names an ability for players: "Otter's KO ability", "Honey on
// Otter's Faint ability", "Twin's second Hurt ability" (a card with two),
// "Badger's set-aside effect".
func AbilityWords(t *Table, a PendingAbility) string {
	name := carrierName(t, a)
	if a.SetAside {
		return name + "'s set-aside effect"
	}
	nth, same := 0, 0
	for i, ab := range t.Card(a.Source).Abilities {
		if ab.Trigger == a.Trigger {
			same++
			if i <= a.Ability {
				nth++
			}
		}
	}
	switch {
	case same > 1 && nth <= len(ordinals):
		name += "'s " + ordinals[nth-1]
	case same > 1:
		return name + "'s " + a.Trigger.String() + " ability number " + strconv.Itoa(nth)
	default:
		name += "'s"
	}
	return name + " " + a.Trigger.String() + " ability"
}

var ordinals = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"}
