package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every phrase of docs/notation.md §3, as written there, parses to the meaning
// the table gives, and writes back to text that parses to the same value.
func TestParseAbilityContract(t *testing.T) {
	cases := []abilityCase{
		{"Play: throw 3 rocks", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 3}}}},
		{"Play: throw 1 rock at the enemy pet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 1, AtEnemy: true}}}},
		{"Hurt: throw 2 rocks at this pet", Ability{Trigger: TriggerHurt, Effects: []Effect{{Kind: EffectThrow, N: 2, Target: TargetThis}}}},
		{"Hit: deal 1 damage to your pet", Ability{Trigger: TriggerHit, Effects: []Effect{{Kind: EffectDamage, N: 1, Target: TargetYour}}}},
		{"Faint: put 2 Apple on top of your deck", Ability{Trigger: TriggerFaint, Effects: []Effect{{Kind: EffectPutOnDeck, N: 2, Card: "Apple"}}}},
		{"Hurt: gain 1 Apple", Ability{Trigger: TriggerHurt, Effects: []Effect{{Kind: EffectGainCard, N: 1, Card: "Apple"}}}},
		{"KO: gain 2 power", Ability{Trigger: TriggerKO, Effects: []Effect{{Kind: EffectGainPower, N: 2}}}},
		{"Play: discard all Apple from the enemy pet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectDiscard, All: true, Card: "Apple"}}}},
		{"Play: discard 2 Apples from it", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectDiscard, N: 2, Card: "Apples", Target: TargetIt}}}},
		{"Play: give 2 Spooked to the enemy pet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGive, N: 2, Card: "Spooked"}}}},
		{"Sell: gain 1 trumpets", Ability{Trigger: TriggerSell, Effects: []Effect{{Kind: EffectGainTrumpets, N: 1}}}},
		{"Buy: gain 2 mana", Ability{Trigger: TriggerBuy, Effects: []Effect{{Kind: EffectGainMana, N: 2}}}},
		{"Triple: gain 1 mana; gain 1 trumpets", Ability{Trigger: TriggerTriple, Effects: []Effect{{Kind: EffectGainMana, N: 1}, {Kind: EffectGainTrumpets, N: 1}}}},
		{"Battle Prep: gain 1 power, then throw 1 rock", Ability{Trigger: TriggerBattlePrep, Effects: []Effect{{Kind: EffectGainPower, N: 1}, {Kind: EffectThrow, N: 1}}}},
		{"Faint: set aside this pet until you play your next pet, then throw 2 rocks at it, then throw 2 rocks at the enemy pet",
			Ability{Trigger: TriggerFaint, Effects: []Effect{{Kind: EffectSetAside, Then: []Effect{{Kind: EffectThrow, N: 2, Target: TargetIt}, {Kind: EffectThrow, N: 2, AtEnemy: true}}}}}},
		{"Play: gain 1 power for each of your fainted pets", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainPower, N: 1, Per: PerFainted}}}},
		{"Faint: throw 1 rock for each of your fainted pets", Ability{Trigger: TriggerFaint, Effects: []Effect{{Kind: EffectThrow, N: 1, Per: PerFainted}}}},
		{"deals 1 less damage when attacking", Ability{Passive: Passive{Kind: DealsLess, N: 1}}},
		{"takes 1 more damage", Ability{Passive: Passive{Kind: TakesMore, N: 1}}},
		{"takes 2 less damage", Ability{Passive: Passive{Kind: TakesLess, N: 2}}},
		// Case and spaces do not matter; more separators are accepted.
		{"  PLAY :   THROW  3  ROCKS  ", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 3}}}},
		{"knock out: gain 1 power and then gain 1 mana", Ability{Trigger: TriggerKO, Effects: []Effect{{Kind: EffectGainPower, N: 1}, {Kind: EffectGainMana, N: 1}}}},
		{"Hurt: deal 0 damage", Ability{Trigger: TriggerHurt, Effects: []Effect{{Kind: EffectDamage, N: 0}}}},
	}
	checkAbilityCases(t, cases)
}

// abilityCase is an ability line and what it must parse to.
type abilityCase struct {
	in   string
	want Ability
}

// checkAbilityCases checks that each line parses to its ability and writes
// back to text that parses to the same value.
func checkAbilityCases(t *testing.T, cases []abilityCase) {
	t.Helper()
	for _, c := range cases {
		got, err := ParseAbility(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, got, c.in)
		back, err := ParseAbility(got.String())
		require.NoError(t, err, got.String())
		assert.Equal(t, got, back, "round trip of %q via %q", c.in, got.String())
	}
}

// An ability writes back the card's own words for a throw's target: "at the
// enemy pet" stays when the card has it, and is not added when it has not.
func TestAbilityKeepsTheCardsTarget(t *testing.T) {
	for _, in := range []string{
		"Faint: set aside this pet until you play your next pet, then throw 2 rocks at it, then throw 2 rocks at the enemy pet",
		"Play: throw 3 rocks",
		"Hurt: throw 1 rock at the enemy pet",
	} {
		a, err := ParseAbility(in)
		require.NoError(t, err, in)
		assert.Equal(t, in, a.String())
	}
	a, err := ParseAbility("Play: throw 1 rock at enemy pet")
	require.NoError(t, err)
	assert.Equal(t, "Play: throw 1 rock at the enemy pet", a.String(), "the target in the contract's words")
}

func TestParseAbilityErrors(t *testing.T) {
	cases := []struct{ in, msg string }{
		{"Fiant: throw 1 rock", `column 1: unknown trigger "Fiant" (did you mean Faint?)`},
		{"Play: thro 1 rock", `column 7: unknown effect "thro 1 rock" (did you mean throw?)`},
		{"Play: throw x rocks", `column 13: expected a number (digits) after "throw", found "x"`},
		{"Play: throw 3 rocks at the moon", `column 24: unknown target "the moon"`},
		{"Play throw 3 rocks", `column 5: missing ":" after the trigger Play`},
		{"throw 3 rocks", `column 1: an effect needs a trigger first`},
		{"Play:", `the trigger has no effect after ":"`},
		{"Play: throw 3 rocks,", `missing effect`},
		{"Play: put 2 Apple on the deck", `expected "put N CARD on top of your deck"`},
		{"Play: gain 1000 power", `number 1000 is too big (at most 999)`},
		{"Play: spend 1 rock to gain 1 power", `expected "trumpets" or "mana" after the number`},
		{"Play: spend 2 mana to set aside this pet until you play your next pet", `cannot buy a spend or set-aside effect`},
		{"Play: put 1 Apple on the bottom", `expected "put N CARD on top of your deck" or "put N CARD on the bottom of your deck"`},
		{"Play: remove 1 damage to it", `expected "from TARGET"`},
		{"Play: deal damage equal to your power", `expected "deal damage equal to this pet's power" or "deal N damage"`},
		{"Play: deal damage equal to this pet's power for each of your mana", `cannot be counted for each`},
		{"Play: throw 1 rock at bothpets", `(did you mean both pets?)`},
		{"takes 1 much damage", `unknown passive line`},
		{"Faint: set aside this pet until you play your next pet, then set aside this pet until you play your next pet", "cannot hold another set-aside"},
		{"Play: gain 1 Ap:ple", "may not contain"},
		{"", "empty ability"},
	}
	for _, c := range cases {
		_, err := ParseAbility(c.in)
		require.Error(t, err, c.in)
		assert.Contains(t, err.Error(), c.msg, c.in)
		var pe *ParseError
		require.ErrorAs(t, err, &pe, c.in)
		assert.Zero(t, pe.Line, c.in)
	}
}

func TestParseCard(t *testing.T) {
	c, err := ParseCard("card Dolphin: pet 2 | Play: throw 3 rocks")
	require.NoError(t, err)
	assert.Equal(t, Card{Name: "Dolphin", Kind: KindPet, Power: 2, Abilities: []Ability{{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 3}}}}}, c)

	c, err = ParseCard("Apple: food 1 temporary   # comment")
	require.NoError(t, err)
	assert.Equal(t, Card{Name: "Apple", Kind: KindFood, Power: 1, Temporary: true}, c)

	c, err = ParseCard("card Golden  Retriever: pet 0 temporary tier 3 hat cap pack golden example unverified | takes 1 less damage")
	require.NoError(t, err)
	assert.Equal(t, "Golden Retriever", c.Name)
	assert.Equal(t, 3, c.Tier)
	assert.Equal(t, "cap", c.Hat)
	assert.Equal(t, PackGolden, c.Pack)
	assert.True(t, c.Example && c.Unverified && c.Temporary)
	back, err := ParseCard(c.String())
	require.NoError(t, err)
	assert.Equal(t, c, back)

	for _, k := range []string{"food", "perk", "ailment"} {
		c, err := ParseCard("card X: " + k)
		require.NoError(t, err)
		assert.Equal(t, 0, c.Power)
	}

	bad := []struct{ in, msg string }{
		{"card Fish pet 2", "expected \"card NAME: KIND"},
		{"card : pet 2", "missing card name"},
		{"card Fish: fsh 2", `unknown card kind "fsh"`},
		{"card Fish: pet 2 3", "power is given twice"},
		{"card Fish: pet tier 7", "tier 7 is not 1 to 6"},
		{"card Fish: pet pack silver", `unknown pack "silver"`},
		{"card Fish: pet 2 shiny", `unexpected "shiny"`},
		{"card Fish: pet 2 | | Play: gain 1 power", "empty ability"},
		{"card 12: pet", "is a number"},
	}
	for _, b := range bad {
		_, err := ParseCard(b.in)
		require.Error(t, err, b.in)
		assert.Contains(t, err.Error(), b.msg, b.in)
	}
}

func TestPhrasesParse(t *testing.T) {
	// Every effect and passive template, with its placeholders filled in,
	// is valid card language.
	fill := map[PhraseGroup]func(string) string{
		GroupEffect:  func(s string) string { return "Play: " + s },
		GroupPassive: func(s string) string { return s },
	}
	r := func(s string) string {
		for _, kv := range [][2]string{{"AILMENT", "Spooked"}, {"FOOD", "Apple"}, {"CARD", "Apple"}, {"TARGET", "the enemy pet"}, {"EFFECTS", "gain 1 power"}, {"EFFECT", "gain 1 power"}, {"N", "2"}} {
			for i := 0; i+len(kv[0]) <= len(s); i++ {
				if s[i:i+len(kv[0])] == kv[0] {
					s = s[:i] + kv[1] + s[i+len(kv[0]):]
				}
			}
		}
		return s
	}
	n := 0
	for _, p := range Phrases() {
		f, ok := fill[p.Group]
		if !ok {
			continue
		}
		n++
		_, err := ParseAbility(f(r(p.Template)))
		assert.NoError(t, err, p.Template)
	}
	assert.Equal(t, 21, n)
}

func TestSuggest(t *testing.T) {
	names := ReferenceBook().Names()
	assert.Equal(t, []string{"Fish"}, suggest("Fsh", names))
	assert.Equal(t, "Dolphin", suggest("dolphn", names)[0])
	assert.Empty(t, suggest("Zebra crossing", names))
	assert.Equal(t, []string{"Faint"}, suggest("Fiant", triggerList()))
	assert.Equal(t, " (did you mean A, B or C?)", didYouMean([]string{"A", "B", "C"}))
}
