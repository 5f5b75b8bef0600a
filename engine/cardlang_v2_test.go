package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every phrase of docs/notation.md §5 (version 2), as written there, parses
// to the meaning the table gives, and writes back to text that parses to the
// same value.
func TestParseAbilityContractV2(t *testing.T) {
	cases := []abilityCase{
		{"Play: spend 2 trumpets to gain 2 power", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectSpend, N: 2, Then: []Effect{{Kind: EffectGainPower, N: 2}}}}}},
		{"Play: spend 1 trumpet to throw 1 rock", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectSpend, N: 1, Then: []Effect{{Kind: EffectThrow, N: 1}}}}}},
		{"Hurt: spend 1 mana to deal 2 damage to the enemy pet", Ability{Trigger: TriggerHurt, Effects: []Effect{{Kind: EffectSpend, N: 1, Mana: true, Then: []Effect{{Kind: EffectDamage, N: 2}}}}}},
		{"Play: spend 1 mana to gain 1 power for each of your fainted pets", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectSpend, N: 1, Mana: true, Then: []Effect{{Kind: EffectGainPower, N: 1, Per: PerFainted}}}}}},
		{"Play: give 2 Apples to your pet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGive, N: 2, Card: "Apples", Target: TargetYour}}}},
		{"Faint: put 1 Honey on the bottom of your deck", Ability{Trigger: TriggerFaint, Effects: []Effect{{Kind: EffectPutOnDeck, N: 1, Card: "Honey", Bottom: true}}}},
		{"Hurt: remove 2 damage from this pet", Ability{Trigger: TriggerHurt, Effects: []Effect{{Kind: EffectRemoveDamage, N: 2, Target: TargetThis}}}},
		{"Faint: deal damage equal to this pet's power to the enemy pet", Ability{Trigger: TriggerFaint, Effects: []Effect{{Kind: EffectDamage, Power: true}}}},
		{"Play: gain 1 power for each of the enemy's fainted pets", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainPower, N: 1, Per: PerEnemyFainted}}}},
		{"Play: throw 1 rock for each of your trumpets", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 1, Per: PerTrumpets}}}},
		{"KO: gain 1 power for each of your mana", Ability{Trigger: TriggerKO, Effects: []Effect{{Kind: EffectGainPower, N: 1, Per: PerMana}}}},
		{"Play: throw 2 rocks at both pets", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 2, Target: TargetBoth}}}},
		{"Play: deal 1 damage to both pets", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectDamage, N: 1, Target: TargetBoth}}}},
		// Singular and plural everywhere; 0 as a count.
		{"Play: gain 1 trumpet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainTrumpets, N: 1}}}},
		{"Play: throw 2 rock", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow, N: 2}}}},
		{"Play: gain 1 Apples", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainCard, N: 1, Card: "Apples"}}}},
		{"Play: gain 1 power for each of your fainted pet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainPower, N: 1, Per: PerFainted}}}},
		{"Play: gain 1 power for each of the enemy's fainted pet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainPower, N: 1, Per: PerEnemyFainted}}}},
		{"Play: gain 2 power for each of your trumpet", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainPower, N: 2, Per: PerTrumpets}}}},
		{"Play: throw 0 rocks", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectThrow}}}},
		{"Play: gain 0 power; gain 0 Apple; gain 0 trumpets; gain 0 mana", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectGainPower}, {Kind: EffectGainCard, Card: "Apple"}, {Kind: EffectGainTrumpets}, {Kind: EffectGainMana}}}},
		{"Play: put 0 Apple on top of your deck; discard 0 Apple from it; give 0 Spooked to it", Ability{Trigger: TriggerPlay, Effects: []Effect{
			{Kind: EffectPutOnDeck, Card: "Apple"}, {Kind: EffectDiscard, Card: "Apple", Target: TargetIt}, {Kind: EffectGive, Card: "Spooked", Target: TargetIt}}}},
		{"Play: spend 0 trumpets to remove 0 damage from it", Ability{Trigger: TriggerPlay, Effects: []Effect{{Kind: EffectSpend, Then: []Effect{{Kind: EffectRemoveDamage, Target: TargetIt}}}}}},
	}
	checkAbilityCases(t, cases)
}

// Errors in version 2 phrases keep their column and hints.
func TestParseAbilityErrorsV2(t *testing.T) {
	cases := []struct{ in, col, msg string }{
		{"Play: spnd 1 trumpet to gain 1 power", "column 7", `(did you mean spend?)`},
		{"Play: remov 1 damage from it", "column 7", `(did you mean remove?)`},
		{"Play: spend 1 trumpet gain 1 power", "column 23", `expected "to" and an effect`},
		{"Play: spend 1 trumpet to", "column 25", `expected an effect after "to"`},
		{"Play: spend 1 trumpet to thow 1 rock", "column 26", `(did you mean throw?)`},
		{"Play: deal 1 damage to bth pets", "column 24", `(did you mean both pets?)`},
	}
	for _, c := range cases {
		_, err := ParseAbility(c.in)
		require.Error(t, err, c.in)
		assert.Contains(t, err.Error(), c.col+": ", c.in)
		assert.Contains(t, err.Error(), c.msg, c.in)
	}
}
