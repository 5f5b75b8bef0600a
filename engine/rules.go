package engine

import "strconv"

// This file is the one table of the rules the battle log cites: the log's
// tags (Rule.String) and the app's rule chips both read it, so a player
// meets the same words at the terminal and in the app.

// RuleInfo is what the app tells of a rule: its name, and either where the
// rulebook says it or the app's own reading where the rulebook is open.
type RuleInfo struct {
	// Name is the log's tag: a section of the rulebook ("Advanced Timing
	// 4", "Glossary: Rocks") or a ruling of docs/rules.md with its number
	// and topic ("Interpretation 7: the end of the battle").
	Name string
	// Topic is a ruling's subject in a few words ("the end of the
	// battle"); "" for a rule of the rulebook.
	Topic string
	// Ruling is the app's reading in one sentence; "" for a rule of the
	// rulebook.
	Ruling string
	// Passages locate the rulebook's own words for a rule of the rulebook.
	Passages []Passage
}

// IsRuling reports whether the rule is one of the app's own readings
// (docs/rules.md's interpretations) rather than a section of the rulebook.
func (in RuleInfo) IsRuling() bool { return in.Ruling != "" }

// Passage is a piece of the rulebook's text: from the first line that
// starts with From (a leading "- " aside) through the end of the first line
// after it that ends with To.
type Passage struct{ From, To string }

// Info returns what the app tells of rule r; the zero RuleInfo for a rule
// it does not know.
func (r Rule) Info() RuleInfo {
	if r < numRules {
		return rules[r]
	}
	return RuleInfo{}
}

// section is a rule of the rulebook, found at the passages ps.
func section(name string, ps ...Passage) RuleInfo { return RuleInfo{Name: name, Passages: ps} }

// reading is docs/rules.md's interpretation n: its topic and the ruling in
// one sentence.
func reading(n int, topic, ruling string) RuleInfo {
	return RuleInfo{Name: "Interpretation " + strconv.Itoa(n) + ": " + topic, Topic: topic, Ruling: ruling}
}

// The rulebook's passages that more than one rule quotes.
var (
	keyRules       = Passage{"- When resolving multiple abilities", "abilities trigger even if they're marked as fainted."}
	faqRocks       = Passage{"Q: Does Rock damage", "it hurts the target."}
	faqOneInstance = Passage{"Q: When rolling multiple rock dice", "equal to the total roll."}
)

// rules is the table, by Rule.
var rules = [numRules]RuleInfo{
	RuleBattlePhase: section("Battle Phase", Passage{"1. BATTLE PREP:", "place your deck face-up in front of you."},
		Passage{"AUTO BATTLE:", "cannot play a pet."}),
	RulePlayStep: section("Battle Phase: Play", Passage{"Play: If you do not have a pet", "move to the Trophy Phase."}),
	RuleTiming1:  section("Advanced Timing 1", Passage{"1. Food and pets are played", "proceed to the Trophy Phase."}),
	RuleTiming2:  section("Advanced Timing 2", keyRules, Passage{"2. Resolve any **Play** abilities", "in player order."}),
	RuleTiming3:  section("Advanced Timing 3", Passage{"3. Faint: Any active pets", "proceed to step 4 (Attack)."}),
	RuleTiming4:  section("Advanced Timing 4", keyRules, Passage{"4. Attack: Active pets deal damage", "in player order."}),
	RuleTiming5:  section("Advanced Timing 5", Passage{"5. Faint: Any active pets", "return to step 4 (Attack)."}),
	RulePerks: section("Food Cards: Perks", Passage{"Perks: Perk foods", "discard the first one."},
		Passage{"- If you play a food card", "next to your deck."}),
	RuleRocks:       section("Glossary: Rocks", Passage{"Rocks: Throwing", "single instance of damage."}, faqRocks, faqOneInstance),
	RuleHitHurt:     section("Glossary: Hit/Hurt", Passage{"Hit/Hurt:", "but not as being hurt."}),
	RuleFaintKO:     section("Glossary: Faint/KO", Passage{"Faint/KO:", "it has KO'd it."}),
	RuleSetAside:    section("Glossary: Set-Aside", Passage{"Set-Aside:", "(like Shark),"}, Passage{"set-aside pets DO count", "as fainted pets."}),
	RuleFAQRocks:    section("FAQ: rocks", faqRocks),
	RuleFAQInstance: section("FAQ: one instance of damage", faqOneInstance),
	RuleFAQSkunk:    section("FAQ: Skunk", Passage{"Q: If a pet loses power", "the pet faints."}),
	RuleFAQNine:     section("FAQ: 9 attacks", Passage{"- Q: What happens if two pets", "the battle proceeds."}),
	RuleFAQDolphins: section("FAQ: two Dolphins", Passage{"- Q: How do two Dolphins", "before its ability resolves."}),
	RuleFAQDog: section("Advanced Timing: a marked pet cannot gain power",
		Passage{"- Once a pet has damage on it", "cannot gain additional power."},
		Passage{"- Q: But what if the first player's Dolphin", "(see Advanced Timing)."}),
	RuleTrumpets: section("Golden Pack: Trumpets", Passage{"Trumpets are a resource", "to the supply."},
		Passage{"- When you are out of cards", "discard your Trumpets."}),
	RuleMana:     section("Magic Pack: Mana", Passage{"Mana is a resource", "throughout the game."}),
	RuleAilments: section("Magic Pack: Ailments", Passage{"Ailments are temporary cards", "return all Ailments to the supply."}),
	RuleNote1: reading(1, "marked fainted",
		"A pet is marked fainted the moment its damage reaches its power: from then on it cannot gain power, its abilities still trigger, and it leaves the active zone only at a Faint step."),
	RuleNote2: reading(2, "what resolves together",
		"The Play abilities of the pets just played all resolve first, the First Player's first; the Hit, Hurt, Faint and KO abilities they cause then resolve together, the First Player's first, and whatever those cause resolves next, together again."),
	RuleNote3: reading(3, "order of abilities",
		"Each player may choose the order of their own abilities that trigger together; the app uses the order in which they triggered and says so when another order would change the result."),
	RuleNote4: reading(4, "rocks",
		"All the dice of one throw add up to one instance of damage: it hurts when it is above 0, and it is never an attack."),
	RuleNote5: reading(5, "Spooked and Exposed",
		"Spooked lowers only the damage of an attack; Exposed raises every hit, from attacks and rocks alike."),
	RuleNote6: reading(6, "9 attacks",
		"When the same two pets have attacked each other 9 times in a row, both are marked fainted after the 9th attack and the battle goes on."),
	RuleNote7: reading(7, "the end of the battle",
		"The battle ends when a player has no cards left and no pet in the active zone (after a Golden Retriever, if they have Trumpets): the player with a pet wins, and with neither it is a draw."),
	RuleNote8: reading(8, "a battle that never ends",
		"A battle that would never end is stopped at a fixed limit, with a message that says so."),
	RuleNote10: reading(10, "power 0",
		"A pet whose power is 0, printed or lowered to 0, is marked fainted at once, even with no damage on it, and its Play ability still resolves."),
	RuleNote11: reading(11, "the 9th attack",
		"The 9-attack rule marks both pets only when both are still unmarked after the 9th attack; if that attack marked one of them, only that pet faints."),
	RuleNote12: reading(12, "Trumpets and the Golden Retriever",
		"When a Golden Retriever leaves the active zone, its owner discards all their Trumpets, also those gained while it was in play."),
	RuleNote13: reading(13, "a throw of 0 dice",
		"When the number of dice to throw comes to 0, nothing is thrown and nothing is hit; 0 damage is a hit, but not a hurt."),
	RuleNote14: reading(14, "the players' choices",
		"Each player chooses the order of their own abilities and whether to spend Trumpets or Mana; the app takes the usual choice and says when another would change the result."),
	RuleNote16: reading(16, "when a set-aside pet leaves",
		"A pet that is set aside while it is not marked fainted leaves the active zone at once and counts as fainted from then on, so its owner plays their next pet at the next step 1; a marked pet that is set aside leaves at the Faint step."),
	RuleNote17: reading(17, "KOs by set-aside pets; no second set-aside",
		"When the waiting effect of a set-aside pet makes a pet faint, the set-aside pet has KO'd it; a pet that is already set aside cannot be set aside again."),
	RuleNote18: reading(18, "a perk that replaces a perk",
		"When a pet gets a second perk, the first is discarded with its power at once, and the pet is marked fainted if its damage is now equal to or above its power; if the other player's pet gave the perk, that pet has KO'd it."),
}
