package engine

import (
	"strconv"
	"strings"
)

// Trigger is when an ability happens. TriggerNone marks a passive line.
type Trigger uint8

// The triggers of docs/notation.md §3. Only Play, Hurt, Hit, Faint and KO act in
// the Auto Battle; the others belong to the Shop Phase and Battle Prep.
const (
	TriggerNone Trigger = iota // a passive line: always on while the card is in play
	TriggerBuy
	TriggerSell
	TriggerTriple
	TriggerBattlePrep
	TriggerPlay
	TriggerHurt
	TriggerHit
	TriggerFaint
	TriggerKO
	numTriggers
)

// triggerInfo is one trigger of the card language.
type triggerInfo struct {
	name    string   // as the rulebook prints it, e.g. "Battle Prep"
	also    []string // other spellings the parser reads as it, in lower case
	meaning string   // when it happens, for the phrase picker
}

// triggers is the one table of triggers: String, the card-language parser
// (triggerWords, triggerList) and the phrase picker (phrases) all read it.
var triggers = [numTriggers]triggerInfo{
	TriggerNone:       {},
	TriggerBuy:        {"Buy", nil, "when you buy this card"},
	TriggerSell:       {"Sell", nil, "when you sell this pet"},
	TriggerTriple:     {"Triple", nil, "when you triple this pet"},
	TriggerBattlePrep: {"Battle Prep", []string{"battleprep", "battle-prep"}, "during Battle Prep"},
	TriggerPlay:       {"Play", nil, "when this pet is played into the active zone"},
	TriggerHurt:       {"Hurt", nil, "when this pet is dealt damage above 0"},
	TriggerHit:        {"Hit", nil, "when this pet is dealt damage, even 0"},
	TriggerFaint:      {"Faint", nil, "when this pet is marked fainted"},
	TriggerKO:         {"KO", []string{"knock out", "knockout"}, "when this pet causes another pet to faint"},
}

// triggerWords maps every spelling of a trigger in triggers, in lower case,
// to the trigger.
var triggerWords = func() map[string]Trigger {
	m := map[string]Trigger{}
	for t := TriggerNone + 1; t < numTriggers; t++ {
		m[strings.ToLower(triggers[t].name)] = t
		for _, w := range triggers[t].also {
			m[w] = t
		}
	}
	return m
}()

// triggerList returns the triggers' printed names, in order, for messages
// and suggestions.
func triggerList() []string {
	out := make([]string, 0, numTriggers-1)
	for _, ti := range triggers[1:] {
		out = append(out, ti.name)
	}
	return out
}

// triggerPhrases returns one phrase-picker template a trigger.
func triggerPhrases() []Phrase {
	out := make([]Phrase, 0, numTriggers-1)
	for _, ti := range triggers[1:] {
		out = append(out, Phrase{GroupTrigger, ti.name + ": EFFECTS", ti.meaning})
	}
	return out
}

// String returns the trigger as the rulebook prints it, e.g. "Battle Prep".
func (t Trigger) String() string {
	if t < numTriggers {
		return triggers[t].name
	}
	return "trigger(" + strconv.Itoa(int(t)) + ")"
}

// InBattle reports whether the trigger can happen during the Auto Battle.
func (t Trigger) InBattle() bool { return t >= TriggerPlay && t <= TriggerKO }

// PassiveKind is which passive line a passive ability is.
type PassiveKind uint8

// The passive lines of docs/notation.md §3.
const (
	DealsLess PassiveKind = iota // deals N less damage when attacking (min 0)
	TakesMore                    // takes N more damage from every hit
	TakesLess                    // takes N less damage from every hit (min 0)
)

// Passive is a passive line: a modifier that is on while its card is in play.
type Passive struct {
	Kind PassiveKind
	N    int
}

// String writes the passive line in the card language.
func (p Passive) String() string {
	n := strconv.Itoa(p.N)
	switch p.Kind {
	case DealsLess:
		return "deals " + n + " less damage when attacking"
	case TakesMore:
		return "takes " + n + " more damage"
	}
	return "takes " + n + " less damage"
}

// Target is the pet an effect acts on.
type Target uint8

// The targets of docs/notation.md §3.
const (
	TargetEnemy Target = iota // the enemy pet: the opponent's active pet
	TargetThis                // this pet: the pet with the ability (the carrier of a perk or ailment)
	TargetIt                  // it: inside a set-aside effect, the pet just played; elsewhere this pet
	TargetYour                // your pet: your active pet
	TargetBoth                // both pets: the two active pets, each its own instance (version 2)
)

var targetNames = [...]string{"the enemy pet", "this pet", "it", "your pet", "both pets"}

// String returns the target's card-language words.
func (t Target) String() string {
	if int(t) < len(targetNames) {
		return targetNames[t]
	}
	return "target(" + strconv.Itoa(int(t)) + ")"
}

// EffectKind is which effect phrase an Effect is.
type EffectKind uint8

// The effect phrases of docs/notation.md §3.
const (
	EffectThrow        EffectKind = iota // throw N rocks [at TARGET]
	EffectDamage                         // deal N damage to TARGET
	EffectPutOnDeck                      // put N CARD on top of your deck
	EffectGainCard                       // gain N CARD (this pet eats N copies of a food)
	EffectGainPower                      // gain N power
	EffectDiscard                        // discard all/N CARD from TARGET
	EffectGive                           // give N AILMENT to TARGET
	EffectGainTrumpets                   // gain N trumpets
	EffectGainMana                       // gain N mana
	EffectSetAside                       // set aside this pet until you play your next pet, then EFFECTS
	EffectSpend                          // spend N trumpets|mana to EFFECT (version 2)
	EffectRemoveDamage                   // remove N damage from TARGET (version 2)
)

// PerKind is the "for each of ..." suffix of a counted effect: what its N is
// multiplied by.
type PerKind uint8

// The suffixes of docs/notation.md §3 and §5.
const (
	PerNone         PerKind = iota // no suffix
	PerFainted                     // for each of your fainted pets
	PerEnemyFainted                // for each of the enemy's fainted pets (version 2)
	PerTrumpets                    // for each of your trumpets (version 2)
	PerMana                        // for each of your mana (version 2)
)

var perNames = [...]string{"", "for each of your fainted pets", "for each of the enemy's fainted pets",
	"for each of your trumpets", "for each of your mana"}

// String returns the suffix's words, or "" for PerNone.
func (k PerKind) String() string {
	if int(k) < len(perNames) {
		return perNames[k]
	}
	return ""
}

// Effect is one effect of an ability, in the order it happens.
type Effect struct {
	Kind    EffectKind
	N       int      // how many (rocks, damage, cards, power, trumpets, mana)
	All     bool     // EffectDiscard: discard every copy (N is 0)
	Card    string   // the card the effect names, as written (Apple, Apples, Spooked)
	Target  Target   // the pet it acts on, where the phrase has one
	AtEnemy bool     // EffectThrow: "at the enemy pet" is written out (String keeps the card's own words)
	Per     PerKind  // the "for each of ..." suffix: N is multiplied by it
	Bottom  bool     // EffectPutOnDeck: on the bottom of the deck, not on top
	Power   bool     // EffectDamage: "deal damage equal to this pet's power" (N is 0)
	Mana    bool     // EffectSpend: spends Mana, not Trumpets
	Then    []Effect // EffectSetAside: what happens when you play your next pet; EffectSpend: the one effect bought

	ref CardID // Card, resolved by the card table
}

// String writes the effect in the card language.
func (e Effect) String() string {
	n := strconv.Itoa(e.N)
	var s string
	switch e.Kind {
	case EffectThrow:
		s = "throw " + n + " rocks"
		if e.N == 1 {
			s = "throw 1 rock"
		}
		if e.Target != TargetEnemy || e.AtEnemy {
			s += " at " + e.Target.String()
		}
	case EffectDamage:
		s = "deal " + n + " damage to " + e.Target.String()
		if e.Power {
			s = "deal damage equal to this pet's power to " + e.Target.String()
		}
	case EffectPutOnDeck:
		s = "put " + n + " " + e.Card + " on top of your deck"
		if e.Bottom {
			s = "put " + n + " " + e.Card + " on the bottom of your deck"
		}
	case EffectGainCard:
		s = "gain " + n + " " + e.Card
	case EffectGainPower:
		s = "gain " + n + " power"
	case EffectDiscard:
		if e.All {
			n = "all"
		}
		s = "discard " + n + " " + e.Card + " from " + e.Target.String()
	case EffectGive:
		s = "give " + n + " " + e.Card + " to " + e.Target.String()
	case EffectGainTrumpets:
		s = "gain " + n + " trumpets"
		if e.N == 1 {
			s = "gain 1 trumpet"
		}
	case EffectGainMana:
		s = "gain " + n + " mana"
	case EffectSetAside:
		s = "set aside this pet until you play your next pet"
		if len(e.Then) > 0 {
			s += ", then " + joinEffects(e.Then)
		}
		return s
	case EffectSpend:
		return e.spendString()
	case EffectRemoveDamage:
		s = "remove " + n + " damage from " + e.Target.String()
	default:
		return "effect(" + strconv.Itoa(int(e.Kind)) + ")"
	}
	if e.Per != PerNone {
		s += " " + e.Per.String()
	}
	return s
}

// spendString writes "spend N trumpets|mana to EFFECT".
func (e Effect) spendString() string {
	res := "trumpets"
	switch {
	case e.Mana:
		res = "mana"
	case e.N == 1:
		res = "trumpet"
	}
	s := "spend " + strconv.Itoa(e.N) + " " + res + " to "
	if len(e.Then) > 0 {
		s += e.Then[0].String()
	}
	return s
}

// Ability is one ability line of a card: a trigger and its effects, or a
// passive line (Trigger is TriggerNone).
type Ability struct {
	Trigger Trigger
	Effects []Effect // in the order they happen
	Passive Passive  // the passive line, when Trigger is TriggerNone
}

// IsPassive reports whether the ability is a passive line.
func (a Ability) IsPassive() bool { return a.Trigger == TriggerNone }

// String writes the ability in the card language, e.g. "Play: throw 3 rocks".
func (a Ability) String() string {
	if a.IsPassive() {
		return a.Passive.String()
	}
	return a.Trigger.String() + ": " + joinEffects(a.Effects)
}

func joinEffects(es []Effect) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return strings.Join(parts, ", then ")
}

// PhraseGroup says what part of an ability line a Phrase is.
type PhraseGroup string

// The phrase groups.
const (
	GroupTrigger PhraseGroup = "trigger"
	GroupEffect  PhraseGroup = "effect"
	GroupPassive PhraseGroup = "passive"
	GroupTarget  PhraseGroup = "target"
	GroupSuffix  PhraseGroup = "suffix"
)

// Phrase is one template of the card language, for a picker: Template uses N
// for a number, CARD/AILMENT for a card name, TARGET for a target and EFFECTS
// for more effects.
type Phrase struct {
	Group    PhraseGroup
	Template string
	Meaning  string
}

// phrases are the triggers' templates (from triggers), then these.
var phrases = append(triggerPhrases(), []Phrase{
	{GroupEffect, "throw N rocks", "roll N rock dice; their total is one instance of damage to the enemy pet (not an attack)"},
	{GroupEffect, "throw N rocks at TARGET", "the same, at TARGET"},
	{GroupEffect, "deal N damage to TARGET", "one instance of damage"},
	{GroupEffect, "put N CARD on top of your deck", "e.g. put 2 Apple on top of your deck"},
	{GroupEffect, "gain N CARD", "this pet eats N copies of the food CARD now"},
	{GroupEffect, "gain N power", "this pet's power goes up by N"},
	{GroupEffect, "discard all CARD from TARGET", "TARGET loses every such food, and its power"},
	{GroupEffect, "discard N CARD from TARGET", "TARGET loses N such foods, and their power"},
	{GroupEffect, "give N AILMENT to TARGET", "attaches N ailment cards"},
	{GroupEffect, "gain N trumpets", "player resource (Golden Pack)"},
	{GroupEffect, "gain N mana", "player resource (Magic Pack)"},
	{GroupEffect, "set aside this pet until you play your next pet, then EFFECTS", "the pet leaves play but counts as fainted; EFFECTS happen when you next play a pet (it = that pet)"},
	{GroupEffect, "spend N trumpets to EFFECT", "if you have N Trumpets, you may put them back for EFFECT"},
	{GroupEffect, "spend N mana to EFFECT", "if you have N Mana, you may put it back for EFFECT"},
	{GroupEffect, "give N FOOD to TARGET", "TARGET eats N copies of the food or perk FOOD now"},
	{GroupEffect, "put N CARD on the bottom of your deck", "like on top, but under the deck"},
	{GroupEffect, "remove N damage from TARGET", "takes up to N damage off TARGET; not a hit; a marked pet stays marked"},
	{GroupEffect, "deal damage equal to this pet's power to TARGET", "one instance of damage, as big as this pet's power now"},
	{GroupSuffix, "for each of your fainted pets", "multiplies N by your fainted pets (set-aside pets count)"},
	{GroupSuffix, "for each of the enemy's fainted pets", "multiplies N by the opponent's fainted pets (set-aside pets count)"},
	{GroupSuffix, "for each of your trumpets", "multiplies N by your Trumpets now"},
	{GroupSuffix, "for each of your mana", "multiplies N by your Mana now"},
	{GroupTarget, "the enemy pet", "the opponent's active pet"},
	{GroupTarget, "this pet", "the pet with the ability (or carrying the perk or ailment)"},
	{GroupTarget, "it", "inside a set-aside effect, the pet just played"},
	{GroupTarget, "your pet", "your active pet"},
	{GroupTarget, "both pets", "the two active pets, each takes its own instance at the same time"},
	{GroupPassive, "deals N less damage when attacking", "attack damage minus N, never below 0; stacks"},
	{GroupPassive, "takes N more damage", "every hit on this pet deals N more; stacks"},
	{GroupPassive, "takes N less damage", "every hit deals N less, never below 0; stacks"},
}...)

// Phrases returns the card language's templates (triggers, effects, passive
// lines, targets and the suffix) in a fresh slice, for a phrase picker.
func Phrases() []Phrase { return append([]Phrase(nil), phrases...) }
